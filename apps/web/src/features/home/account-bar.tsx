import { formatYuan } from '@casino/contract/money';
import { Link, useSearchParams } from 'react-router';
import { useBalance } from '../../api/queries/balance';
import { href, PATHS } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { useAppNavigate } from '../../shared/use-app-navigate';

const SHORTCUTS = [
  { title: '存款', to: href(PATHS.wallet, { type: 0 }) },
  { title: '取款', to: PATHS.withdraw },
  { title: '转账', to: PATHS.transfer },
  { title: 'VIP', to: PATHS.vip },
];

/** Login and register links for a visitor, the balance for a member; and the four shortcuts. */
export function AccountBar() {
  const { token, user } = useSession();
  const balance = useBalance(token);
  const [params] = useSearchParams();
  const go = useAppNavigate();
  const redirect = params.get('redirect') ?? undefined;
  return (
    <section className="account-bar">
      {token ? (
        <div className="account-balance">
          <span className="account-name">{user?.username ?? ''}</span>
          <span>
            余额 <strong data-testid="home-balance">{balance.data ? formatYuan(balance.data.balance) : '--'}</strong> 元
          </span>
        </div>
      ) : (
        <div className="account-links">
          <Link to={href(PATHS.login, { type: 0, redirect })}>登录</Link>
          <span aria-hidden>/</span>
          <Link to={href(PATHS.login, { type: 1 })}>注册</Link>
        </div>
      )}
      <nav className="shortcuts">
        {SHORTCUTS.map((shortcut) => (
          <button key={shortcut.title} type="button" onClick={() => go(shortcut.to)}>
            {shortcut.title}
          </button>
        ))}
      </nav>
    </section>
  );
}
