import { PAY_PASSWORD_LENGTH } from '@casino/contract/constants';
import { checkPayPasswordChange } from '@casino/contract/rules/pay-password-change';
import { Button } from 'antd-mobile';
import { request } from '../../api/request';
import { Field } from '../../shared/form/field';
import { useForm } from '../../shared/form/use-form';
import './dialog-form.css';
import type { PasswordChangeFormProps } from './password-form';

/** The withdrawal (pay) password change: the §5 password-change order, 6 digits each; the wire names are the API's. */
export function PayPasswordForm({ onChanged, onCancel }: PasswordChangeFormProps) {
  const form = useForm({
    initial: { password: '', paypassword: '', newpasword: '' },
    check: checkPayPasswordChange,
    submit: (fields) => request('editPayPassword', fields),
    onSuccess: onChanged,
  });
  const digits = { type: 'password', digits: true, maxLength: PAY_PASSWORD_LENGTH, autoComplete: 'off' } as const;
  return (
    <form
      className="account-dialog-form"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <Field label="旧密码" {...form.field('password')} {...digits} placeholder="请输入旧取款密码" />
      <Field label="新密码" {...form.field('paypassword')} {...digits} placeholder="6位数字" />
      <Field label="确认密码" {...form.field('newpasword')} {...digits} placeholder="请再次输入新取款密码" />
      <div className="account-dialog-actions">
        <Button block size="large" onClick={onCancel} disabled={form.busy}>
          取消
        </Button>
        <Button block color="primary" size="large" type="submit" loading={form.busy} disabled={form.busy}>
          确定
        </Button>
      </div>
    </form>
  );
}
