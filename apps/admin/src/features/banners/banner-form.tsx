import type { DataOf } from '@casino/contract/call';
import type { adminBanners } from '@casino/contract/calls/site';
import { BANNER_SORT_MAX, checkBanner } from '@casino/contract/rules/admin-banner';
import { Form, Input, InputNumber, Switch } from 'antd';
import { adminCall } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { ImageField } from '../../shared/image-field';
import { useCheckedSave } from '../../shared/use-checked-save';

export type Banner = DataOf<typeof adminBanners>['data'][number];

interface Fields {
  src: string;
  url: string;
  background: string;
  sort: number | null;
  hidden: boolean;
}

const EMPTY: Fields = { src: '', url: '', background: '', sort: 0, hidden: false };

/**
 * 新增横幅 / 编辑横幅: the contract's checkBanner (the server runs it too) before the call, its first
 * broken rule as the message; the server's refusal likewise.
 */
export function BannerForm({ banner, onClose, onSaved }: { banner: Banner | 'new'; onClose: () => void; onSaved: () => void }) {
  const { save, saving } = useCheckedSave({
    check: (fields: Fields) => checkBanner({ ...fields, sort: fields.sort ?? '' }),
    send: (fields: Fields) =>
      adminCall('adminSaveBanner', { ...(banner === 'new' ? {} : { id: banner.id }), src: fields.src.trim(), url: fields.url.trim(), background: fields.background.trim(), sort: fields.sort ?? undefined, hidden: fields.hidden }),
    onSaved,
  });

  return (
    <FormModal<Fields> title={banner === 'new' ? '新增横幅' : '编辑横幅'} initialValues={banner === 'new' ? EMPTY : { ...banner }} onFinish={save} saving={saving} onClose={onClose}>
      <Form.Item label="图片地址" name="src" extra="上传图片，或填写站内路径（/开头）或 http(s) 地址，建议 750×300">
        <ImageField alt="横幅预览" previewWidth={375} previewHeight={150} />
      </Form.Item>
      <Form.Item label="跳转链接" name="url" extra="可不填；站内路径或 http(s) 地址">
        <Input />
      </Form.Item>
      <Form.Item label="背景色" name="background" extra="可不填；如 #ff4d4f">
        <Input maxLength={7} />
      </Form.Item>
      <Form.Item label="排序" name="sort" extra="数字小的在前">
        <InputNumber min={0} max={BANNER_SORT_MAX} precision={0} />
      </Form.Item>
      <Form.Item label="隐藏" name="hidden" valuePropName="checked" extra="隐藏后玩家首页不再显示">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
