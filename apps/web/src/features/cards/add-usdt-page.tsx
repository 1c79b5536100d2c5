import { USDT_BANK } from '@casino/contract/codes';
import { USDT_PROTOCOLS } from '@casino/contract/constants';
import { Field } from '../../shared/form/field';
import { PickerField } from '../../shared/form/picker-field';
import { BindFormLayout } from './bind-form-layout';
import { PayPasswordField } from './pay-password-field';
import { useBindForm } from './use-bind-form';
import { WALLET_ADDRESS_MAX } from './wallet-address';

/** A USDT address (SPEC §3): bank is USDT, bank_no the address, bank_owner the protocol (TRC20 or ERC20). */
export default function AddUsdtPage() {
  const form = useBindForm({ bank_no: '', protocol: '', pay_pass: '' }, (fields) => ({
    bank: USDT_BANK,
    bank_no: fields.bank_no.trim(),
    bank_owner: fields.protocol,
    // As the existing backends keep it: the protocol stands in the address field too (API-NOTES §7).
    bank_address: fields.protocol,
    pay_pass: fields.pay_pass,
  }));
  return (
    <BindFormLayout onSubmit={form.submit} busy={form.busy} note="请仔细核对USDT地址与协议，地址或协议错误将导致提现无法到账。">
      <Field label="USDT地址" {...form.field('bank_no')} placeholder="请输入USDT地址" maxLength={WALLET_ADDRESS_MAX} autoComplete="off" />
      <PickerField label="钱包协议" {...form.field('protocol')} placeholder="请选择钱包协议" options={USDT_PROTOCOLS.map((value) => ({ label: value, value }))} />
      <PayPasswordField {...form.field('pay_pass')} />
    </BindFormLayout>
  );
}
