import { LOGIN_USERNAME_MAX, PASSWORD_INPUT_MAX } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { accountBlockMessage, checkLogin } from '@casino/contract/rules/login';
import { Button } from 'antd-mobile';
import { request } from '../../api/request';
import { Field } from '../../shared/form/field';
import { useForm } from '../../shared/form/use-form';
import { session } from '../../shared/session';
import { toast } from '../../shared/toast';
import { CaptchaField } from './captcha-field';
import { localCaptchaOk, useCaptcha } from './use-captcha';

/** SPEC §5 login: the rules, the captcha, then the member's block state. Calls onLoggedIn after a good login. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { captcha, refresh } = useCaptcha();
  const form = useForm({
    initial: { name: '', password: '', code: '' },
    check: checkLogin,
    submit: async (fields) => {
      if (!localCaptchaOk(captcha, fields.code)) {
        toast.fail(MSG.captchaWrong);
        throw new Error(MSG.captchaWrong);
      }
      const { data } = await request('loginPc', { name: fields.name.trim(), password: fields.password, code: fields.code.trim(), captcha_id: captcha.id });
      const mustChangePassword = data.must_change_password === 1;
      session.signIn(data.new_api_token, mustChangePassword);
      // A one-time password: the app shows only the forced password change, and every other call is refused.
      if (mustChangePassword) return true;
      const { data: member } = await request('user', {});
      const blocked = accountBlockMessage(member);
      if (blocked) {
        session.clear();
        toast.fail(blocked);
        return false;
      }
      session.setUser(member);
      return true;
    },
    onSuccess: (loggedIn) => {
      if (loggedIn) onLoggedIn();
    },
    // A failed login: clear the code and show a new captcha (SPEC §8); the account and password stay.
    onError: () => {
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
      <Field label="账号" {...form.field('name')} placeholder="请输入账号" maxLength={LOGIN_USERNAME_MAX} autoComplete="username" />
      <Field label="密码" {...form.field('password')} type="password" placeholder="请输入密码" maxLength={PASSWORD_INPUT_MAX} autoComplete="current-password" />
      <CaptchaField {...form.field('code')} captcha={captcha} onRefresh={() => void refresh()} />
      <Button block color="primary" size="large" type="submit" loading={form.busy} disabled={form.busy} className="auth-submit">
        登录
      </Button>
    </form>
  );
}
