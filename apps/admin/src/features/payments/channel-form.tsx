import type { adminPayChannels } from '@casino/contract/calls/deposit';
import type { DataOf } from '@casino/contract/call';
import { CHANNEL_NAME_MAX, checkPayChannel } from '@casino/contract/rules/admin-pay-channel';
import { Form, Input, Switch } from 'antd';
import { adminCall } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { useCheckedSave } from '../../shared/use-checked-save';

export type PayChannel = DataOf<typeof adminPayChannels>['data'][number];

interface Fields {
  name: string;
  min: string;
  max: string;
  enabled: boolean;
}

/** 编辑充值通道: the contract's checkPayChannel (the server runs it too) before the call. */
export function ChannelForm({ channel, onClose, onSaved }: { channel: PayChannel; onClose: () => void; onSaved: () => void }) {
  const { save, saving } = useCheckedSave({
    check: checkPayChannel,
    send: (fields: Fields) => adminCall('adminSavePayChannel', { type: channel.type, name: fields.name.trim(), min: fields.min.trim(), max: fields.max.trim(), enabled: fields.enabled }),
    onSaved,
  });

  return (
    <FormModal<Fields>
      title={`编辑充值通道：${channel.name}`}
      initialValues={{ name: channel.name, min: String(channel.min), max: String(channel.max), enabled: channel.enabled }}
      onFinish={save}
      saving={saving}
      onClose={onClose}
    >
      <Form.Item label="通道名称" name="name">
        <Input maxLength={CHANNEL_NAME_MAX} />
      </Form.Item>
      <Form.Item label="最低金额（元）" name="min">
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item label="最高金额（元）" name="max" extra="会员充值金额须在此范围内">
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item label="启用" name="enabled" valuePropName="checked" extra="停用后会员充值页不再显示此通道">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
