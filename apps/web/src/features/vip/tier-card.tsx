import type { VipTier } from '@casino/contract/entities/vip';
import { formatYuan } from '@casino/contract/money';

/** The six rebate categories of a tier (SPEC §3), in the order the home's game tabs use. */
const REBATES: readonly [key: 'realperson' | 'electron' | 'joker' | 'sport' | 'lottery' | 'e_sport', label: string][] = [
  ['realperson', '真人视讯'],
  ['electron', '电子游艺'],
  ['joker', '棋牌游戏'],
  ['sport', '体育赛事'],
  ['lottery', '彩票游戏'],
  ['e_sport', '电子竞技'],
];

const percent = (value: number) => `${String(Number(value.toFixed(2)))}%`;

/** One tier: its name, what it takes to reach it, and its rebate percentages; the member's own tier marked. */
export function TierCard({ tier, current }: { tier: VipTier; current: boolean }) {
  return (
    <article className={current ? 'vip-tier vip-tier-current' : 'vip-tier'} data-testid={`vip-tier-${String(tier.id)}`} aria-current={current ? 'true' : undefined}>
      <header className="vip-tier-head">
        <strong className="vip-tier-name">{tier.vipname}</strong>
        {current && <span className="vip-tier-mark">当前等级</span>}
      </header>
      <dl className="vip-tier-needs">
        <div>
          <dt>累计存款</dt>
          <dd>{formatYuan(tier.recharge)}</dd>
        </div>
        <div>
          <dt>累计流水</dt>
          <dd>{formatYuan(tier.flow)}</dd>
        </div>
      </dl>
      <dl className="vip-tier-rebates" aria-label="返水比例">
        {REBATES.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{percent(tier[key])}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
