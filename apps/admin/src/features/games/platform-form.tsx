import { GAME_SORT_MAX, PLATFORM_NAME_MAX, checkPlatform } from '@casino/contract/rules/admin-games';
import { Form, Input, InputNumber } from 'antd';
import { adminCall } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { useCheckedSave } from '../../shared/use-checked-save';
import type { Platform } from './api';

interface Fields {
  name: string;
  sort: number | null;
}

/** 编辑平台: its name and order; the contract's checkPlatform (the server runs it too) before the call. */
export function PlatformForm({ platform, onClose, onSaved }: { platform: Platform; onClose: () => void; onSaved: () => void }) {
  const { save, saving } = useCheckedSave({
    check: (fields: Fields) => checkPlatform({ ...fields, sort: fields.sort ?? '' }),
    send: (fields: Fields) => adminCall('adminSavePlatform', { code: platform.code, name: fields.name.trim(), sort: fields.sort ?? undefined, hidden: platform.hidden }),
    onSaved,
  });
  return (
    <FormModal<Fields> title={`编辑平台 ${platform.code}`} initialValues={{ name: platform.name, sort: platform.sort }} onFinish={save} saving={saving} onClose={onClose}>
      <Form.Item label="平台名称" name="name" extra="玩家转账页和游戏里显示的名称">
        <Input maxLength={PLATFORM_NAME_MAX} />
      </Form.Item>
      <Form.Item label="排序" name="sort" extra="数字小的在前（玩家转账页的平台顺序）">
        <InputNumber min={0} max={GAME_SORT_MAX} precision={0} />
      </Form.Item>
    </FormModal>
  );
}
