import type { adminSiteTheme } from '@casino/contract/calls/site';
import type { DataOf } from '@casino/contract/call';
import { checkSiteTheme } from '@casino/contract/rules/admin-site-theme';
import { DEFAULT_THEME } from '@casino/contract/site-theme';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, ColorPicker, Form, Radio, Space } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { adminCall } from '../../api/call';
import { QueryState } from '../../shared/query-state';
import { useCheckedSave } from '../../shared/use-checked-save';
import { siteThemeQuery } from './api';
import { ThemePreview } from './theme-preview';

type Theme = DataOf<typeof adminSiteTheme>;

const PRESETS = [{ label: '常用', colors: ['#d4a53c', '#f3d27a', '#e8b04a', '#ff7875', '#0958d9', '#b04000', '#08875a', '#722ed1'] }];

const hexOf = (color: Color) => color.toHexString();

/** The form, filled with the theme as read: the contract's checkSiteTheme (the server's too) before the call. */
function SiteThemeForm({ theme }: { theme: Theme }) {
  const [form] = Form.useForm<Theme>();
  const queryClient = useQueryClient();
  const watched = Form.useWatch([], form) as Partial<Theme> | undefined;
  const { save, saving } = useCheckedSave({
    check: checkSiteTheme,
    send: (fields: Theme) => adminCall('adminSaveSiteTheme', fields),
    refresh: () => queryClient.invalidateQueries(siteThemeQuery),
  });
  const restoreDefault = () => {
    form.setFieldsValue(DEFAULT_THEME);
    save(DEFAULT_THEME);
  };
  return (
    <Form<Theme> form={form} name="site_theme" aria-label="品牌主题" layout="vertical" style={{ maxWidth: 560 }} initialValues={theme} onFinish={save} requiredMark={false}>
      <Form.Item label="模式" name="mode" extra="会员端的背景：深色为黑金风格">
        <Radio.Group optionType="button" options={[{ label: '深色', value: 'dark' }, { label: '浅色', value: 'light' }]} />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item label="主色" name="primary" getValueFromEvent={hexOf} extra="按钮、链接、选中的标签">
          <ColorPicker disabledAlpha format="hex" showText presets={PRESETS} aria-label="主色" />
        </Form.Item>
        <Form.Item label="强调色" name="accent" getValueFromEvent={hexOf} extra="重点文字与标记">
          <ColorPicker disabledAlpha format="hex" showText presets={PRESETS} aria-label="强调色" />
        </Form.Item>
      </Space>
      <Form.Item label="预览">
        <ThemePreview theme={{ ...theme, ...watched }} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
        <Button onClick={restoreDefault} disabled={saving}>
          恢复默认
        </Button>
      </Space>
    </Form>
  );
}

/** 品牌主题: the player app's light or dark look and its two colours, refused when text on them would be unreadable. */
export function SiteThemeCard() {
  const theme = useQuery(siteThemeQuery);
  return (
    <Card title="品牌主题">
      <QueryState query={theme} />
      {/* Keyed by the values read, so the form shows them again after each save or refetch. */}
      {theme.data && <SiteThemeForm key={JSON.stringify(theme.data)} theme={theme.data} />}
    </Card>
  );
}
