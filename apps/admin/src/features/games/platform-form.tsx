import { GAME_IMAGE_MAX, GAME_SORT_MAX, PLATFORM_NAME_MAX, checkPlatform } from '@casino/contract/rules/admin-games';
import { Form, Input, InputNumber } from 'antd';
import { adminCall } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { ImageField } from '../../shared/image-field';
import { useCheckedSave } from '../../shared/use-checked-save';
import type { Platform } from './api';

interface Fields {
  name: string;
  logo: string;
  sort: number | null;
}

/** 编辑平台: its name, its logo (the players' lobby card) and order; the contract's checkPlatform (the server runs it too) before the call. */
export function PlatformForm({ platform, onClose, onSaved }: { platform: Platform; onClose: () => void; onSaved: () => void }) {
  const { save, saving } = useCheckedSave({
    check: (fields: Fields) => checkPlatform({ ...fields, sort: fields.sort ?? '' }),
    send: (fields: Fields) => adminCall('adminSavePlatform', { code: platform.code, name: fields.name.trim(), logo: fields.logo.trim(), sort: fields.sort ?? undefined, hidden: platform.hidden }),
    onSaved,
  });
  return (
    <FormModal<Fields> title={`编辑平台 ${platform.code}`} initialValues={{ name: platform.name, logo: platform.logo, sort: platform.sort }} onFinish={save} saving={saving} onClose={onClose}>
      <Form.Item label="平台名称" name="name" extra="玩家转账页和游戏里显示的名称">
        <Input maxLength={PLATFORM_NAME_MAX} />
      </Form.Item>
      <Form.Item label="平台Logo" name="logo" extra="玩家首页游戏大厅的平台卡片图片（宽高比 5:2）。上传图片，或填站内路径（/开头）或 http(s) 地址；留空只显示名称">
        <ImageField alt="平台Logo预览" previewWidth={200} previewHeight={80} maxLength={GAME_IMAGE_MAX} />
      </Form.Item>
      <Form.Item label="排序" name="sort" extra="数字小的在前（玩家转账页的平台顺序）">
        <InputNumber min={0} max={GAME_SORT_MAX} precision={0} />
      </Form.Item>
    </FormModal>
  );
}
