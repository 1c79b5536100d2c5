import { EWALLET_BANK } from '@casino/contract/codes';
import { ANTOKEN_PROTOCOL, EWALLET_OPTIONS } from '@casino/contract/constants';
import { Field } from '../../shared/form/field';
import { PickerField } from '../../shared/form/picker-field';
import { BindFormLayout } from './bind-form-layout';
import { PayPasswordField } from './pay-password-field';
import { useBindForm } from './use-bind-form';
import { WALLET_ADDRESS_MAX } from './wallet-address';

/** An e-wallet address (SPEC §3): bank is antoken, bank_no the address, bank_owner the wallet (OKPAY or GOPAY). */
export default function AddAnTokenPage() {
  const form = useBindForm({ bank_no: '', wallet: '', pay_pass: '' }, (fields) => ({
    bank: EWALLET_BANK,
    bank_no: fields.bank_no.trim(),
    bank_owner: fields.wallet,
    bank_address: fields.wallet,
    pay_pass: fields.pay_pass,
  }));
  return (
    <BindFormLayout onSubmit={form.submit} busy={form.busy} note={`AnToken钱包仅支持${ANTOKEN_PROTOCOL}协议地址，请仔细核对后绑定。`}>
      <Field label="钱包地址" {...form.field('bank_no')} placeholder="请输入钱包地址" maxLength={WALLET_ADDRESS_MAX} autoComplete="off" />
      <PickerField label="钱包协议" {...form.field('wallet')} placeholder="请选择钱包协议" options={EWALLET_OPTIONS.map((value) => ({ label: value, value }))} />
      <PayPasswordField {...form.field('pay_pass')} />
    </BindFormLayout>
  );
}
