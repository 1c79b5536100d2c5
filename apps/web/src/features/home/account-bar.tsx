import { formatFen, parseYuan, yuanToFen } from '@casino/contract/money';
import { Button } from '../../shared/antd-first-load';
import { Link, useSearchParams } from '../../shared/router';
import { useBalance } from '../../api/queries/balance';
import { href, PATHS } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { toast } from '../../shared/toast';
import { useAppNavigate } from '../../shared/use-app-navigate';
import { useTransall } from './api/transall';

const SHORTCUTS = [
  { title: '存款', to: href(PATHS.wallet, { type: 0 }) },
  { title: '取款', to: PATHS.withdraw },
  { title: '转账', to: PATHS.transfer },
  { title: 'VIP', to: PATHS.vip },
];

/** The wire's yuan in fen; another backend may send more decimals or a numeric string. */
const fenOf = (yuan: number | string) => parseYuan(yuan) ?? yuanToFen(Number(yuan) || 0);

/**
 * Login and register links for a visitor; for a member the balance, total of the main and the game
 * wallets (in seamless mode the money sits in the game wallet after playing), and 一键领取 to bring it
 * back. Then the four shortcuts.
 */
export function AccountBar() {
  const { token, user } = useSession();
  const balance = useBalance(token);
  const collect = useTransall();
  const [params] = useSearchParams();
  const go = useAppNavigate();
  const redirect = params.get('redirect') ?? undefined;
  const gameFen = balance.data ? fenOf(balance.data.gameblance) : undefined;
  const totalFen = balance.data && gameFen !== undefined ? fenOf(balance.data.balance) + gameFen : undefined;
  return (
    <section className="account-bar">
      {token ? (
        <div className="account-balance">
          <div className="account-money">
            <span className="account-name">{user?.username ?? ''}</span>
            <span>
              余额 <strong data-testid="home-balance">{totalFen === undefined ? '--' : formatFen(totalFen)}</strong> 元
            </span>
            <span className="account-game">
              含游戏 <span data-testid="home-game-balance">{gameFen === undefined ? '--' : formatFen(gameFen)}</span> 元
            </span>
          </div>
          <Button
            className="account-collect"
            color="primary"
            fill="outline"
            loading={collect.pending}
            onClick={() => {
              // A refusal is toasted by the request, a lost connection by the money submit.
              collect.run().then(toast.success, () => undefined);
            }}
          >
            一键领取
          </Button>
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
