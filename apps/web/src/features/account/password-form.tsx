import { PASSWORD_INPUT_MAX } from '@casino/contract/constants';
import { checkPasswordChange } from '@casino/contract/rules/password-change';
import { Button } from 'antd-mobile';
import { request } from '../../api/request';
import { Field } from '../../shared/form/field';
import { useForm } from '../../shared/form/use-form';
import './dialog-form.css';

export interface PasswordChangeFormProps {
  /** After the server accepted the change. */
  onChanged: () => void;
  /** 取消 beside 确定 (the dialog); the forced change after a reset has none. */
  onCancel?: () => void;
}

/** The login password change (SPEC §5 rules 1–7, in order); the wire names are the API's. */
export function PasswordForm({ onChanged, onCancel }: PasswordChangeFormProps) {
  const form = useForm({
    initial: { password: '', paypassword: '', newpasword: '' },
    check: checkPasswordChange,
    submit: (fields) => request('editPassword', fields),
    onSuccess: onChanged,
  });
  return (
    <form
      className="account-dialog-form"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <Field label="旧密码" {...form.field('password')} type="password" placeholder="请输入旧密码" maxLength={PASSWORD_INPUT_MAX} autoComplete="current-password" />
      <Field label="新密码" {...form.field('paypassword')} type="password" placeholder="至少8位字母和数字组合" maxLength={PASSWORD_INPUT_MAX} autoComplete="new-password" />
      <Field label="确认密码" {...form.field('newpasword')} type="password" placeholder="请再次输入新密码" maxLength={PASSWORD_INPUT_MAX} autoComplete="new-password" />
      <div className="account-dialog-actions">
        {onCancel && (
          <Button block size="large" onClick={onCancel} disabled={form.busy}>
            取消
          </Button>
        )}
        <Button block color="primary" size="large" type="submit" loading={form.busy} disabled={form.busy}>
          确定
        </Button>
      </div>
    </form>
  );
}
