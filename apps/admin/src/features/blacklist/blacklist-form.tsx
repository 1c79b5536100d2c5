import { BLACKLIST_KIND_LABELS, BLACKLIST_KINDS, BLACKLIST_REASON_MAX, checkBlacklistEntry, type BlacklistKind } from '@casino/contract/rules/admin-blacklist';
import { Form, Input, Radio } from 'antd';
import { adminCall } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { useCheckedSave } from '../../shared/use-checked-save';

interface Fields {
  kind: BlacklistKind;
  number: string;
  reason: string;
}

/** 加入黑名单: a card number or an address and why; the contract's checkBlacklistEntry first, the server's refusal (already listed) shown as it says. */
export function BlacklistForm({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { save, saving } = useCheckedSave({
    check: checkBlacklistEntry,
    send: (fields: Fields) => adminCall('adminAddBlacklist', { kind: fields.kind, number: fields.number, reason: fields.reason.trim() }),
    onSaved,
  });
  return (
    <FormModal<Fields> title="加入黑名单" name="blacklist" okText="加入黑名单" initialValues={{ kind: 'card', number: '', reason: '' }} onFinish={save} saving={saving} onClose={onClose}>
      <Form.Item label="类型" name="kind">
        <Radio.Group options={BLACKLIST_KINDS.map((kind) => ({ value: kind, label: BLACKLIST_KIND_LABELS[kind] }))} />
      </Form.Item>
      <Form.Item label="卡号或地址" name="number" extra="空格会被去掉；ERC20地址（0x开头）不区分大小写，其他地址区分大小写">
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item label="原因" name="reason" extra="必填，记入操作日志">
        <Input.TextArea rows={2} maxLength={BLACKLIST_REASON_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
