import type { User } from '@casino/contract/entities/account';
import type { VipTier } from '@casino/contract/entities/vip';
import { formatFen, formatYuan } from '@casino/contract/money';
import { ProgressBar } from 'antd-mobile';
import { fenOf } from '../../shared/fen-of';

/** How far one threshold is reached, 0–100. */
export function percentReached(done: number, needed: number): number {
  if (needed <= 0) return 100;
  return Math.min(100, Math.floor((done / needed) * 100));
}

/** What is still needed for `next`: each threshold not reached yet, with how much is left (both are needed). */
export function stillNeeded(user: Pick<User, 'paysum' | 'totalgame'>, next: VipTier): string {
  const left = [
    { label: '存款', fen: fenOf(next.recharge) - fenOf(user.paysum) },
    { label: '流水', fen: fenOf(next.flow) - fenOf(user.totalgame) },
  ].filter(({ fen }) => fen > 0);
  if (left.length === 0) return `已满足 ${next.vipname} 的升级条件`;
  return `还需${left.map(({ label, fen }) => `${label} ${formatFen(fen)} 元`).join('、')}即可升级至 ${next.vipname}`;
}

/** The way to the next tier: the member's deposits and turnover against what it takes, one bar each. */
export function VipProgress({ user, next }: { user: User; next: VipTier }) {
  const bars = [
    { label: '累计存款', done: user.paysum, needed: next.recharge },
    { label: '累计流水', done: user.totalgame, needed: next.flow },
  ];
  return (
    <div className="vip-progress">
      <p className="vip-next">升级至 {next.vipname}</p>
      <p className="vip-needed" data-testid="vip-needed">
        {stillNeeded(user, next)}
      </p>
      {bars.map(({ label, done, needed }) => {
        const percent = percentReached(done, needed);
        return (
          <div key={label} className="vip-progress-row">
            <div className="vip-progress-label">
              <span>{label}</span>
              <span>
                {formatYuan(done)} / {formatYuan(needed)}
              </span>
            </div>
            <div role="progressbar" aria-label={`${label}进度`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
              <ProgressBar percent={percent} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
