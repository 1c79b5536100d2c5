import { LOGIN_USERNAME_MAX, PASSWORD_INPUT_MAX, PAY_PASSWORD_LENGTH, REGISTER_USERNAME_MAX } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { accountBlockMessage, checkLogin } from '@casino/contract/rules/login';
import { checkRegister, checkRegisterCaptcha } from '@casino/contract/rules/register';
import { Button, Input, Tabs } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, callApi, NetworkError } from '../../api/client';
import { request } from '../../api/request';
import { safeRedirect } from '../../shared/frame-url';
import { href, PATHS } from '../../shared/paths';
import { session } from '../../shared/session';
import { toast } from '../../shared/toast';
import { useCaptcha, type CaptchaState } from './use-captcha';
import './login-page.css';

const PID_KEY = 'pid';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="auth-field">
      <span className="auth-label">{label}</span>
      {children}
    </label>
  );
}

function CaptchaField({ value, onChange, captcha, onRefresh }: { value: string; onChange: (v: string) => void; captcha: CaptchaState; onRefresh: () => void }) {
  return (
    <Field label="验证码">
      <Input value={value} onChange={onChange} placeholder="请输入验证码" maxLength={8} autoComplete="off" aria-label="验证码" />
      <button type="button" className="captcha-image" onClick={onRefresh} aria-label="看不清，换一张">
        {captcha.image ? <img src={captcha.image} alt="验证码" width={96} height={36} /> : '获取验证码'}
      </button>
    </Field>
  );
}

/** The local list's check, when the backend has no captcha call: 验证码错误！ on a mismatch. */
function localCaptchaOk(captcha: CaptchaState, code: string): boolean {
  return captcha.localCode === undefined || captcha.localCode.toLowerCase() === code.trim().toLowerCase();
}

export default function LoginPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const type = params.get('type') === '1' ? '1' : '0';
  const queryPid = params.get('pid');
  if (queryPid) localStorage.setItem(PID_KEY, queryPid);

  const { captcha, refresh } = useCaptcha();
  const [busy, setBusy] = useState(false);
  const [login, setLogin] = useState({ name: '', password: '', code: '' });
  const [form, setForm] = useState({ name: '', password: '', confirmPass: '', realname: '', paypassword: '', code: '' });

  const retryCaptcha = (clear: () => void) => {
    clear();
    void refresh();
  };

  const submitLogin = async () => {
    const broken = checkLogin(login);
    if (broken) return void toast.fail(broken);
    if (!localCaptchaOk(captcha, login.code)) {
      toast.fail(MSG.captchaWrong);
      retryCaptcha(() => setLogin({ ...login, code: '' }));
      return;
    }
    setBusy(true);
    try {
      const { data } = await request('loginPc', { name: login.name.trim(), password: login.password, code: login.code.trim(), captcha_id: captcha.id });
      session.signIn(data.new_api_token);
      const { data: member } = await request('user', {});
      const blocked = accountBlockMessage(member);
      if (blocked) {
        session.clear();
        toast.fail(blocked);
        return;
      }
      session.setUser(member);
      void navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      retryCaptcha(() => setLogin((current) => ({ ...current, code: '' })));
    } finally {
      setBusy(false);
    }
  };

  const submitRegister = async () => {
    const broken = checkRegister(form) ?? checkRegisterCaptcha(form.code);
    if (broken) return void toast.fail(broken);
    if (!localCaptchaOk(captcha, form.code)) {
      toast.fail(MSG.captchaWrong);
      retryCaptcha(() => setForm({ ...form, code: '' }));
      return;
    }
    setBusy(true);
    try {
      const pid = localStorage.getItem(PID_KEY) ?? undefined;
      const { data } = await callApi('register', { ...form, name: form.name.trim(), pid, captcha_id: captcha.id });
      session.signIn(data.api_token);
      toast.success('注册成功');
      void navigate(PATHS.home, { replace: true });
    } catch (error) {
      // SPEC §8: a refused registration shows its message in a success-style toast and a new captcha.
      if (error instanceof ApiError) toast.success(error.message);
      if (error instanceof NetworkError) toast.fail(MSG.registerNetworkError);
      retryCaptcha(() => setForm((current) => ({ ...current, code: '' })));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-page">
      <header className="auth-hero">
        <h1>欢迎光临</h1>
        <p>注册即享新会员首存优惠</p>
      </header>
      <div className="auth-card">
        <Tabs activeKey={type} onChange={(key) => setParams({ ...Object.fromEntries(params), type: key }, { replace: true })}>
          <Tabs.Tab title="登录" key="0">
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void submitLogin();
              }}
            >
              <Field label="账号">
                <Input value={login.name} onChange={(name) => setLogin({ ...login, name })} placeholder="请输入账号" maxLength={LOGIN_USERNAME_MAX} autoComplete="username" aria-label="账号" />
              </Field>
              <Field label="密码">
                <Input type="password" value={login.password} onChange={(password) => setLogin({ ...login, password })} placeholder="请输入密码" maxLength={PASSWORD_INPUT_MAX} autoComplete="current-password" aria-label="密码" />
              </Field>
              <CaptchaField value={login.code} onChange={(code) => setLogin({ ...login, code })} captcha={captcha} onRefresh={() => void refresh()} />
              <Button block color="primary" size="large" type="submit" loading={busy} className="auth-submit">
                登录
              </Button>
            </form>
          </Tabs.Tab>
          <Tabs.Tab title="注册" key="1">
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void submitRegister();
              }}
            >
              <Field label="用户名">
                <Input value={form.name} onChange={(name) => setForm({ ...form, name })} placeholder="6-10位字母和数字组合" maxLength={REGISTER_USERNAME_MAX} autoComplete="username" aria-label="用户名" />
              </Field>
              <Field label="登录密码">
                <Input type="password" value={form.password} onChange={(password) => setForm({ ...form, password })} placeholder="至少8位字母和数字组合" maxLength={PASSWORD_INPUT_MAX} autoComplete="new-password" aria-label="登录密码" />
              </Field>
              <Field label="确认密码">
                <Input type="password" value={form.confirmPass} onChange={(confirmPass) => setForm({ ...form, confirmPass })} placeholder="请再次输入密码" maxLength={PASSWORD_INPUT_MAX} autoComplete="new-password" aria-label="确认密码" />
              </Field>
              <Field label="真实姓名">
                <Input value={form.realname} onChange={(realname) => setForm({ ...form, realname })} placeholder="须与取款银行卡姓名一致" maxLength={30} aria-label="真实姓名" />
              </Field>
              <Field label="支付密码">
                <Input type="password" inputMode="numeric" value={form.paypassword} onChange={(v) => setForm({ ...form, paypassword: v.replace(/\D/g, '') })} placeholder="6位数字" maxLength={PAY_PASSWORD_LENGTH} aria-label="支付密码" />
              </Field>
              <CaptchaField value={form.code} onChange={(code) => setForm({ ...form, code })} captcha={captcha} onRefresh={() => void refresh()} />
              <Button block color="primary" size="large" type="submit" loading={busy} className="auth-submit">
                注册
              </Button>
            </form>
          </Tabs.Tab>
        </Tabs>
        <nav className="auth-links">
          <Link to={PATHS.home}>随便逛逛</Link>
          <Link to={PATHS.kefu}>忘记密码</Link>
          <Link to={href(PATHS.kefu)}>联系客服</Link>
        </nav>
      </div>
    </div>
  );
}
