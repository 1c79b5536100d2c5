import type { adminSettings } from '@casino/contract/calls/site';
import type { DataOf } from '@casino/contract/call';
import { App, Button, Card, Form, Input, Switch } from 'antd';
import { adminCall } from '../../api/call';
import { meQuery } from '../../api/me';
import { siteSettingsQuery } from './api';
import { useQuickChange } from '../../shared/use-quick-change';

type Settings = DataOf<typeof adminSettings>;

interface Fields {
  open: boolean;
  repair_tips: string;
}

/**
 * The maintenance switch and the tip players see while the site is down. Closing the site is confirmed:
 * every player's app shows the maintenance screen within one balance poll.
 */
export function SiteStateCard({ settings }: { settings: Settings }) {
  const { modal } = App.useApp();
  const save = useQuickChange((fields: Fields) => adminCall('adminSite', { site_state: fields.open ? 1 : 0, repair_tips: fields.repair_tips.trim() }), (client) => Promise.all([client.invalidateQueries(siteSettingsQuery), client.invalidateQueries(meQuery)]));

  const submit = (fields: Fields) => {
    if (fields.open || settings.site_state === 0) {
      save.mutate(fields);
      return;
    }
    modal.confirm({
      title: '将站点切换为维护中？',
      content: '所有会员将立即看到维护页面，无法使用网站。',
      okButtonProps: { danger: true },
      onOk: () => save.mutateAsync(fields).catch(() => undefined),
    });
  };

  return (
    <Card title="站点状态">
      <Form<Fields> name="site_state" aria-label="站点状态" layout="vertical" style={{ maxWidth: 560 }} initialValues={{ open: settings.site_state === 1, repair_tips: settings.repair_tips }} onFinish={submit}>
        <Form.Item label="站点" name="open" valuePropName="checked">
          <Switch checkedChildren="站点开放" unCheckedChildren="维护中" />
        </Form.Item>
        <Form.Item label="维护提示" name="repair_tips" extra="维护期间会员看到的说明">
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form>
    </Card>
  );
}
