import { formatYuan } from '@casino/contract/money';
import { Avatar, Button } from 'antd-mobile';
import { RedoOutline } from 'antd-mobile-icons';
import { Link } from '../../shared/router';
import { useBalance } from '../../api/queries/balance';
import { useUser } from '../../api/queries/user';
import { href, PATHS } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { useRefreshUserMoney } from './api/refresh-user-money';
import { serverAsset } from './server-asset';
import { VipBadge } from './vip-badge';

/** The member's block of /mine: avatar, name, tier, main and game balances with a refresh button. */
export function MemberCard() {
  const { token, user: stored } = useSession();
  const user = useUser(token).data ?? stored;
  const balance = useBalance(token);
  const refresh = useRefreshUserMoney();
  const main = balance.data?.balance ?? user?.balance;
  const game = balance.data?.gameblance ?? user?.gameblance;
  return (
    <section className="mine-card">
      <Link to={PATHS.account} className="mine-profile" aria-label="查看账户资料">
        <Avatar src={user?.avatar ? serverAsset(user.avatar) : ''} className="mine-avatar" />
        <span className="mine-who">
          <strong className="mine-username">{user?.username ?? ''}</strong>
          {user && <VipBadge user={user} />}
        </span>
      </Link>
      <div className="mine-balances">
        <div className="mine-balance">
          <span>中心钱包</span>
          <strong data-testid="mine-balance">{main === undefined ? '--' : formatYuan(main)}</strong>
        </div>
        <div className="mine-balance">
          <span>游戏余额</span>
          <strong data-testid="mine-game-balance">{game === undefined ? '--' : formatYuan(game)}</strong>
        </div>
        <Button
          className="mine-refresh"
          fill="none"
          aria-label="刷新余额"
          loading={refresh.isPending}
          disabled={refresh.isPending}
          onClick={() => {
            refresh.mutate();
          }}
        >
          <RedoOutline />
        </Button>
      </div>
    </section>
  );
}

/** What a visitor sees instead: login and register (SPEC §6). */
export function VisitorCard() {
  return (
    <section className="mine-card mine-visitor">
      <Avatar src="" className="mine-avatar" />
      <p>您还未登录，登录后享受更多服务</p>
      <div className="mine-visitor-actions">
        <Link className="mine-visitor-button is-primary" to={href(PATHS.login, { type: 0 })}>
          登录
        </Link>
        <Link className="mine-visitor-button" to={href(PATHS.login, { type: 1 })}>
          注册
        </Link>
      </div>
    </section>
  );
}
