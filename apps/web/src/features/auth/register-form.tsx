import { PASSWORD_INPUT_MAX, PAY_PASSWORD_LENGTH, REGISTER_USERNAME_MAX } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { checkRegister, checkRegisterCaptcha } from '@casino/contract/rules/register';
import { Button } from 'antd-mobile';
import { ApiError, callApi, NetworkError } from '../../api/client';
import { Field } from '../../shared/form/field';
import { useForm } from '../../shared/form/use-form';
import { session } from '../../shared/session';
import { toast } from '../../shared/toast';
import { CaptchaField } from './captcha-field';
import { localCaptchaOk, useCaptcha } from './use-captcha';

const PID_KEY = 'pid';

/** Keeps a referral id from the query for the registration (SPEC §5: from the query or local storage). */
export function rememberReferral(pid: string | null): void {
  if (pid) localStorage.setItem(PID_KEY, pid);
}

/** SPEC §5 registration. Calls onRegistered once the member is signed in. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { captcha, refresh } = useCaptcha();
  const form = useForm({
    initial: { name: '', password: '', confirmPass: '', realname: '', paypassword: '', code: '' },
    check: (fields) => checkRegister(fields) ?? checkRegisterCaptcha(fields.code),
    submit: async (fields) => {
      if (!localCaptchaOk(captcha, fields.code)) {
        toast.fail(MSG.captchaWrong);
        throw new Error(MSG.captchaWrong);
      }
      const pid = localStorage.getItem(PID_KEY) ?? undefined;
      const { data } = await callApi('register', { ...fields, name: fields.name.trim(), pid, captcha_id: captcha.id });
      return data.api_token;
    },
    onSuccess: (token) => {
      session.signIn(token);
      toast.success('注册成功');
      onRegistered();
    },
    onError: (error) => {
      // SPEC §8: a refused registration shows its message in a success-style toast, and a new captcha.
      if (error instanceof ApiError) toast.success(error.message);
      if (error instanceof NetworkError) toast.fail(MSG.registerNetworkError);
      form.setFields((current) => ({ ...current, code: '' }));
      void refresh();
    },
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <Field label="用户名" {...form.field('name')} placeholder="6-10位字母和数字组合" maxLength={REGISTER_USERNAME_MAX} autoComplete="username" />
      <Field label="登录密码" {...form.field('password')} type="password" placeholder="至少8位字母和数字组合" maxLength={PASSWORD_INPUT_MAX} autoComplete="new-password" />
      <Field label="确认密码" {...form.field('confirmPass')} type="password" placeholder="请再次输入密码" maxLength={PASSWORD_INPUT_MAX} autoComplete="new-password" />
      <Field label="真实姓名" {...form.field('realname')} placeholder="须与取款银行卡姓名一致" maxLength={30} />
      <Field label="支付密码" {...form.field('paypassword')} type="password" digits placeholder="6位数字" maxLength={PAY_PASSWORD_LENGTH} />
      <CaptchaField {...form.field('code')} captcha={captcha} onRefresh={() => void refresh()} />
      <Button block color="primary" size="large" type="submit" loading={form.busy} disabled={form.busy} className="auth-submit">
        注册
      </Button>
    </form>
  );
}
