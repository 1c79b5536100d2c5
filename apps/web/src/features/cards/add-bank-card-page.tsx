import { CARD_NUMBER_MAX } from '@casino/contract/constants';
import { useBankList } from '../../api/queries/bank-list';
import { Field } from '../../shared/form/field';
import { PickerField } from '../../shared/form/picker-field';
import { useSession } from '../../shared/session';
import { BindFormLayout } from './bind-form-layout';
import { PayPasswordField } from './pay-password-field';
import { useBindForm } from './use-bind-form';

/**
 * A bank card: the holder (the member's real name, read-only: a card is bound in the member's own name only,
 * issue #41), the bank from banklist, the branch, the number, the pay password.
 */
export default function AddBankCardPage() {
  const { user } = useSession();
  const banks = useBankList();
  // The member's details may arrive after the form opened (a slow network): the name shows once they do.
  const realname = user?.realname ?? '';
  const form = useBindForm({ bank: '', bank_address: '', bank_no: '', pay_pass: '' }, (fields) => ({
    bank_owner: realname,
    bank: fields.bank,
    bank_address: fields.bank_address.trim(),
    bank_no: fields.bank_no,
    pay_pass: fields.pay_pass,
  }));
  return (
    <BindFormLayout onSubmit={form.submit} busy={form.busy} note="请绑定本人银行卡，持卡人姓名须与账户真实姓名一致。">
      <Field label="姓名" value={realname} onChange={keepName} readOnly placeholder={user ? '' : '正在读取真实姓名…'} />
      <PickerField
        label="银行"
        {...form.field('bank')}
        placeholder="请选择银行"
        loading={banks.isPending}
        options={(banks.data ?? []).map((bank) => ({ label: bank.bank_name, value: bank.bank_name }))}
      />
      <Field label="开户行" {...form.field('bank_address')} placeholder="请输入开户行地址" maxLength={60} />
      <Field label="卡号" {...form.field('bank_no')} digits maxLength={CARD_NUMBER_MAX} placeholder="请输入银行卡号" />
      <PayPasswordField {...form.field('pay_pass')} />
    </BindFormLayout>
  );
}

/** The holder's field takes nothing typed. */
const keepName = (): void => undefined;
