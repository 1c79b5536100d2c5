import { GAME_NAME_MAX, GAME_SORT_MAX, checkGame } from '@casino/contract/rules/admin-games';
import { Form, Input, InputNumber, Switch } from 'antd';
import { adminCall } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { useCheckedSave } from '../../shared/use-checked-save';
import type { Game } from './api';
import { ImageField } from '../../shared/image-field';

interface Fields {
  name: string;
  app_img: string;
  sort: number | null;
  hidden: boolean;
  hot: boolean;
}

/** 编辑游戏: name, image address with its preview, order, hidden and hot; the contract's checkGame before the call. */
export function GameForm({ game, onClose, onSaved }: { game: Game; onClose: () => void; onSaved: () => void }) {
  const { save, saving } = useCheckedSave({
    check: (fields: Fields) => checkGame({ name: fields.name, image: fields.app_img, sort: fields.sort ?? '' }),
    send: (fields: Fields) => adminCall('adminSaveGame', { id: game.id, name: fields.name.trim(), app_img: fields.app_img.trim(), sort: fields.sort ?? undefined, hidden: fields.hidden, hot: fields.hot }),
    onSaved,
  });
  return (
    <FormModal<Fields> title="编辑游戏" initialValues={game} onFinish={save} saving={saving} onClose={onClose}>
      <Form.Item label="游戏名称" name="name">
        <Input maxLength={GAME_NAME_MAX} />
      </Form.Item>
      <Form.Item label="图片地址" name="app_img" extra="上传图片，或填站内路径（/开头）或 http(s) 地址">
        <ImageField alt="游戏图片预览" previewWidth={120} previewHeight={120} />
      </Form.Item>
      <Form.Item label="排序" name="sort" extra="数字小的在前">
        <InputNumber min={0} max={GAME_SORT_MAX} precision={0} />
      </Form.Item>
      <Form.Item label="热门" name="hot" valuePropName="checked" extra="热门游戏显示在玩家首页的热门游戏里">
        <Switch />
      </Form.Item>
      <Form.Item label="隐藏" name="hidden" valuePropName="checked" extra="隐藏后玩家的游戏列表不再显示">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
