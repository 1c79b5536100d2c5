import type { DataOf } from '@casino/contract/call';
import type { adminReceivingAccounts } from '@casino/contract/calls/deposit';
import { PAY_RANGE_TYPES, type PayRangeType } from '@casino/contract/codes';
import { ACCOUNT_CONTENT_MAX, ACCOUNT_IMAGE_MAX, ACCOUNT_SORT_MAX, CHANNEL_PROTOCOLS, checkReceivingAccount } from '@casino/contract/rules/admin-receiving-account';
import type { UsdtProtocol } from '@casino/contract/constants';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { adminCall } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { ImageField } from '../../shared/image-field';
import { useCheckedSave } from '../../shared/use-checked-save';

export type ReceivingAccount = DataOf<typeof adminReceivingAccounts>['data'][number];

/** The fields shown: a bank account's or a QR channel's (antd's onFinish leaves out those not shown). */
interface Fields {
  channel: PayRangeType;
  bank_name?: string;
  bank_no?: string;
  bank_owner?: string;
  bank_address?: string;
  payimg?: string;
  content?: string;
  sort: number | null;
  enabled: boolean;
}

const trimmed = (value: string | undefined) => value?.trim() ?? '';

const emptyFields = (channel: PayRangeType): Fields => ({ channel, bank_name: '', bank_no: '', bank_owner: '', bank_address: '', payimg: '', content: '', sort: 0, enabled: true });

const isChannel = (value: string): value is PayRangeType => (PAY_RANGE_TYPES as readonly string[]).includes(value);

/** What the address field asks for: any account to copy, or for a USDT or AnToken channel an address of its protocol. */
const ADDRESS_HINTS: Record<UsdtProtocol, string> = {
  TRC20: 'TRC20地址：T开头，34位；玩家可一键复制',
  ERC20: 'ERC20地址：0x开头，共42位；玩家可一键复制',
};

/**
 * 新增收款账户 / 编辑收款账户: a bank account for 银行卡转账, a QR image with its instructions for the other
 * channels. The contract's checkReceivingAccount (the server runs it too) before the call.
 */
export function AccountForm({
  account,
  channelNames,
  newChannel,
  onClose,
  onSaved,
}: {
  account: ReceivingAccount | 'new';
  /** Each channel's name as players see it, by type. */
  channelNames: ReadonlyMap<string, string>;
  /** The channel a new account starts in (the one the list is filtered by). */
  newChannel: PayRangeType;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Fields>();
  // Undefined until the form has mounted its fields, whatever antd's type says.
  const channel = Form.useWatch('channel', form) as PayRangeType | undefined;
  const shownChannel = channel ?? (account === 'new' ? newChannel : account.channel);
  const bank = shownChannel === 'bank';
  const protocol = CHANNEL_PROTOCOLS[shownChannel];
  const { save, saving } = useCheckedSave({
    check: (fields: Fields) => checkReceivingAccount({ ...fields, sort: fields.sort ?? '' }),
    send: (fields: Fields) =>
      adminCall('adminSaveReceivingAccount', {
        ...(account === 'new' ? {} : { id: account.id }),
        channel: fields.channel,
        bank_name: trimmed(fields.bank_name),
        bank_no: trimmed(fields.bank_no),
        bank_owner: trimmed(fields.bank_owner),
        bank_address: trimmed(fields.bank_address),
        payimg: trimmed(fields.payimg),
        content: trimmed(fields.content),
        sort: fields.sort ?? undefined,
        enabled: fields.enabled,
      }),
    onSaved,
  });
  const initial = account === 'new' ? emptyFields(newChannel) : { ...account, channel: isChannel(account.channel) ? account.channel : newChannel };

  return (
    <FormModal<Fields> title={account === 'new' ? '新增收款账户' : '编辑收款账户'} form={form} name="receiving_account" initialValues={initial} onFinish={save} saving={saving} onClose={onClose}>
      <Form.Item label="充值通道" name="channel">
        <Select aria-label="充值通道" options={PAY_RANGE_TYPES.map((type) => ({ value: type, label: channelNames.get(type) ?? type }))} />
      </Form.Item>
      {bank ? (
        <>
          <Form.Item label="收款银行" name="bank_name">
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item label="收款卡号" name="bank_no" extra="8-19位数字，可用空格分组">
            <Input inputMode="numeric" maxLength={30} />
          </Form.Item>
          <Form.Item label="收款人" name="bank_owner">
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item label="开户行" name="bank_address">
            <Input maxLength={200} />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item label="收款码图片地址" name="payimg" extra="上传图片，或填站内路径（/开头）或 http(s) 地址">
            <ImageField alt="收款码预览" previewWidth={160} previewHeight={160} maxLength={ACCOUNT_IMAGE_MAX} />
          </Form.Item>
          <Form.Item label="付款说明" name="content" extra="显示在玩家的付款页">
            <Input.TextArea rows={3} maxLength={ACCOUNT_CONTENT_MAX} showCount />
          </Form.Item>
          <Form.Item label={protocol === undefined ? '收款账号或地址' : '收款地址'} name="bank_no" extra={protocol === undefined ? '可不填；玩家可一键复制' : ADDRESS_HINTS[protocol]}>
            <Input maxLength={128} />
          </Form.Item>
        </>
      )}
      <Form.Item label="排序" name="sort" extra="同一通道内数字小的在前">
        <InputNumber min={0} max={ACCOUNT_SORT_MAX} precision={0} />
      </Form.Item>
      <Form.Item label="启用" name="enabled" valuePropName="checked" extra="停用后玩家不再看到此账户；已提交的订单仍显示当时的账户">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
