import { CARD_NUMBER_MAX } from '@casino/contract/constants';
import { useEffect } from 'react';
import { useBankList } from '../../api/queries/bank-list';
import { Field } from '../../shared/form/field';
import { PickerField } from '../../shared/form/picker-field';
import { useSession } from '../../shared/session';
import { BindFormLayout } from './bind-form-layout';
import { PayPasswordField } from './pay-password-field';
import { useBindForm } from './use-bind-form';

/** A bank card: the holder (the member's real name to start with), the bank from banklist, the branch, the number, the pay password. */
export default function AddBankCardPage() {
  const { user } = useSession();
  const banks = useBankList();
  const form = useBindForm({ bank_owner: user?.realname ?? '', bank: '', bank_address: '', bank_no: '', pay_pass: '' }, (fields) => ({
    bank_owner: fields.bank_owner.trim(),
    bank: fields.bank,
    bank_address: fields.bank_address.trim(),
    bank_no: fields.bank_no,
    pay_pass: fields.pay_pass,
  }));
  // The member's details may arrive after the form opened (the page opened first, on a slow network): the
  // name is filled in then, unless the player has typed one meanwhile.
  const realname = user?.realname ?? '';
  const { setFields } = form;
  useEffect(() => {
    if (realname !== '') setFields((current) => (current.bank_owner === '' ? { ...current, bank_owner: realname } : current));
  }, [realname, setFields]);
  return (
    <BindFormLayout onSubmit={form.submit} busy={form.busy} note="请绑定本人银行卡，持卡人姓名须与账户真实姓名一致。">
      <Field label="姓名" {...form.field('bank_owner')} placeholder="请输入持卡人姓名" maxLength={30} />
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
