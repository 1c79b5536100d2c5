import { Tabs } from 'antd-mobile';
import { Link, useNavigate, useSearchParams } from '../../shared/router';
import { safeRedirect } from '../../shared/frame-url';
import { PATHS } from '../../shared/paths';
import { LoginForm } from './login-form';
import { RegisterForm, rememberReferral } from './register-form';
import './login-page.css';

/** /login: type=0 login, type=1 register; pid is a referral id; after login or registering, the in-app redirect. */
export default function LoginPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const type = params.get('type') === '1' ? '1' : '0';
  rememberReferral(params.get('pid'));
  const backToRedirect = () => void navigate(safeRedirect(params.get('redirect')), { replace: true });

  return (
    <div className="auth-page">
      <header className="auth-hero">
        <h1>欢迎光临</h1>
        <p>注册即享新会员首存优惠</p>
      </header>
      <div className="auth-card">
        <Tabs activeKey={type} onChange={(key) => setParams({ ...Object.fromEntries(params), type: key }, { replace: true })}>
          <Tabs.Tab title="登录" key="0">
            <LoginForm onLoggedIn={backToRedirect} />
          </Tabs.Tab>
          <Tabs.Tab title="注册" key="1">
            <RegisterForm onRegistered={backToRedirect} />
          </Tabs.Tab>
        </Tabs>
        <nav className="auth-links">
          <Link to={PATHS.home}>随便逛逛</Link>
          <Link to={PATHS.kefu}>忘记密码</Link>
          <Link to={PATHS.kefu}>联系客服</Link>
        </nav>
      </div>
    </div>
  );
}
