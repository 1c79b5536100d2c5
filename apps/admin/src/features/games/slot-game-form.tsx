import { GAME_NAME_MAX, GAME_SORT_MAX, checkGame } from '@casino/contract/rules/admin-games';
import { Form, Input, InputNumber, Switch } from 'antd';
import { adminCall } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { useCheckedSave } from '../../shared/use-checked-save';
import type { SlotGame } from './api';
import { ImageField } from '../../shared/image-field';

interface Fields {
  gamename: string;
  gamepic: string;
  sort: number | null;
  hidden: boolean;
}

/** 编辑电子游戏: name, image address with its preview, order and hidden; the contract's checkGame before the call. */
export function SlotGameForm({ slot, onClose, onSaved }: { slot: SlotGame; onClose: () => void; onSaved: () => void }) {
  const { save, saving } = useCheckedSave({
    check: (fields: Fields) => checkGame({ name: fields.gamename, image: fields.gamepic, sort: fields.sort ?? '' }),
    send: (fields: Fields) => adminCall('adminSaveSlotGame', { id: slot.id, gamename: fields.gamename.trim(), gamepic: fields.gamepic.trim(), sort: fields.sort ?? undefined, hidden: fields.hidden }),
    onSaved,
  });
  return (
    <FormModal<Fields> title="编辑电子游戏" initialValues={slot} onFinish={save} saving={saving} onClose={onClose}>
      <Form.Item label="游戏名称" name="gamename">
        <Input maxLength={GAME_NAME_MAX} />
      </Form.Item>
      <Form.Item label="图片地址" name="gamepic" extra="上传图片，或填站内路径（/开头）或 http(s) 地址">
        <ImageField alt="游戏图片预览" previewWidth={120} previewHeight={120} />
      </Form.Item>
      <Form.Item label="排序" name="sort" extra="数字小的在前">
        <InputNumber min={0} max={GAME_SORT_MAX} precision={0} />
      </Form.Item>
      <Form.Item label="隐藏" name="hidden" valuePropName="checked" extra="隐藏后玩家的电子游戏列表不再显示">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
