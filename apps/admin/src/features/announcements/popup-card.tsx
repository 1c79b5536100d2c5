import type { DataOf } from '@casino/contract/call';
import type { adminPopup } from '@casino/contract/calls/site';
import { checkPopup, POPUP_CONTENT_MAX } from '@casino/contract/rules/admin-content';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, Switch, Typography } from 'antd';
import { adminCall } from '../../api/call';
import { popupQuery } from './api';
import { SafePreview } from '../../shared/safe-preview';
import { useCheckedSave } from '../../shared/use-checked-save';

type Popup = DataOf<typeof adminPopup>;

interface Fields {
  on: boolean;
  webcontent: string;
}

/** 首页弹窗公告: on or off, its HTML in a text area and a sanitized preview beside it. */
export function PopupCard({ popup }: { popup: Popup }) {
  const [form] = Form.useForm<Fields>();
  const queryClient = useQueryClient();
  const html = Form.useWatch('webcontent', form) as string | undefined;
  const { save, saving } = useCheckedSave({
    check: (fields: Fields) => checkPopup({ index_modal: fields.on ? 1 : 0, webcontent: fields.webcontent }),
    send: (fields: Fields) => adminCall('adminSavePopup', { index_modal: fields.on ? 1 : 0, webcontent: fields.webcontent.trim() }),
    refresh: () => queryClient.invalidateQueries(popupQuery),
  });

  return (
    <Card title="首页弹窗公告">
      <Form<Fields> form={form} layout="vertical" initialValues={{ on: popup.index_modal === 1, webcontent: popup.webcontent }} onFinish={save} requiredMark={false}>
        <Form.Item label="弹窗" name="on" valuePropName="checked" extra="开启后玩家打开首页时弹出">
          <Switch aria-label="弹窗公告开关" checkedChildren="开启" unCheckedChildren="关闭" />
        </Form.Item>
        <Space align="start" size="large" wrap style={{ width: '100%' }}>
          <Form.Item label="内容（HTML）" name="webcontent" extra="保存时会移除脚本、事件属性和 javascript: 链接" style={{ width: 520 }}>
            <Input.TextArea rows={10} maxLength={POPUP_CONTENT_MAX} />
          </Form.Item>
          <div>
            <Typography.Text type="secondary">预览</Typography.Text>
            <SafePreview html={html ?? popup.webcontent} />
          </div>
        </Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存弹窗公告
        </Button>
      </Form>
    </Card>
  );
}
