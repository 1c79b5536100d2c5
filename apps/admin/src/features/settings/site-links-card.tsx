import type { adminSiteLinks } from '@casino/contract/calls/site';
import type { DataOf } from '@casino/contract/call';
import { checkSiteLinks, SITE_ADDRESS_MAX, SITE_TITLE_MAX } from '@casino/contract/rules/admin-site';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input } from 'antd';
import { adminCall } from '../../api/call';
import { ImageField } from '../../shared/image-field';
import { QueryState } from '../../shared/query-state';
import { useCheckedSave } from '../../shared/use-checked-save';
import { siteLinksQuery } from './api';

type Links = DataOf<typeof adminSiteLinks>;

const ADDRESSES: readonly { name: Exclude<keyof Links, 'title'>; label: string; extra: string; image?: true }[] = [
  { name: 'site_logo', label: '站点Logo地址', extra: '上传图片，或填写站内路径（/开头）或 http(s) 地址', image: true },
  { name: 'service_url', label: '在线客服地址', extra: '会员「客服」页面内嵌打开的地址' },
  { name: 'agent_login_url', label: '代理登录地址', extra: '代理中心的「代理登录」按钮打开的地址' },
  { name: 'ios_download_url', label: 'iOS下载地址', extra: '可不填；不填则不显示iOS下载' },
  { name: 'visit_url', label: '访问地址', extra: '可不填；推广链接使用的站点地址' },
];

/** The form, filled with the links as read: the contract's checkSiteLinks (the server's too) before the call. */
function SiteLinksForm({ links }: { links: Links }) {
  const [form] = Form.useForm<Links>();
  const queryClient = useQueryClient();
  const { save, saving } = useCheckedSave({
    check: checkSiteLinks,
    send: (fields: Links) => adminCall('adminSaveSiteLinks', fields),
    refresh: () => queryClient.invalidateQueries(siteLinksQuery),
  });
  return (
    <Form<Links> form={form} name="site_links" aria-label="站点信息" layout="vertical" style={{ maxWidth: 560 }} initialValues={links} onFinish={save} requiredMark={false}>
      <Form.Item label="站点名称" name="title">
        <Input maxLength={SITE_TITLE_MAX} />
      </Form.Item>
      {ADDRESSES.map((address) => (
        <Form.Item key={address.name} label={address.label} name={address.name} extra={address.extra}>
          {address.image ? <ImageField alt="站点Logo预览" previewWidth={120} maxLength={SITE_ADDRESS_MAX} /> : <Input maxLength={SITE_ADDRESS_MAX} />}
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form>
  );
}

/** 站点信息: the site's name and logo, and where players are sent for 客服, agent login, iOS download. */
export function SiteLinksCard() {
  const links = useQuery(siteLinksQuery);
  return (
    <Card title="站点信息">
      <QueryState query={links} />
      {/* Keyed by the values read, so the form shows them again after each save or refetch. */}
      {links.data && <SiteLinksForm key={JSON.stringify(links.data)} links={links.data} />}
    </Card>
  );
}
