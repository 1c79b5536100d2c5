import type { adminDashboard } from '@casino/contract/calls/reports';
import type { DataOf, ParsedRequestOf } from '@casino/contract/call';
import { REVIEW_STATE } from '@casino/contract/codes';
import { fenToYuan } from '@casino/contract/money';
import { beijingDay, beijingDayStart } from '@casino/contract/time';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { activeMembers, betsOf, dailyFigures, owedNow, pendingQueues, profitOf, sumFigures, type DayRange } from './figures';

const DAY = 86_400_000;
const RANGE_DAYS = { today: 1, '7d': 7, '30d': 30 } as const;

type Dashboard = DataOf<typeof adminDashboard>;
type DashboardRange = NonNullable<ParsedRequestOf<typeof adminDashboard>['range']>;

/** The dashboard: today's or the last days' money, bets per platform, members, and what waits in each queue. */
export async function dashboard(db: Kysely<Tables>, rangeName: DashboardRange, now: number): Promise<Dashboard> {
  const days = RANGE_DAYS[rangeName];
  const range: DayRange = { start: beijingDayStart(now, days - 1), end: beijingDayStart(now) + DAY };
  const [byDay, active, queues, owed, names] = await Promise.all([
    dailyFigures(db, range),
    activeMembers(db, range),
    pendingQueues(db, REVIEW_STATE.pending),
    owedNow(db),
    db.selectFrom('platform').select(['code', 'name']).execute(),
  ]);
  const nameOf = new Map(names.map((platform) => [platform.code, platform.name]));
  const total = sumFigures(byDay.values());
  const bets = betsOf(total);
  const minutesSince = (at: number | null) => (at === null ? null : Math.max(0, Math.floor((now - at) / 60_000)));
  const queue = ({ count, oldestAt }: { count: number; oldestAt: number | null }) => ({ count, oldest_minutes: minutesSince(oldestAt) });
  const dayKeys = Array.from({ length: days }, (_, index) => beijingDay(range.start + index * DAY));
  return {
    from: dayKeys[0] ?? '',
    to: dayKeys[dayKeys.length - 1] ?? '',
    deposits: { count: total.depositCount, sum: fenToYuan(total.deposits) },
    withdrawals: { count: total.withdrawalCount, sum: fenToYuan(total.withdrawals) },
    net: fenToYuan(total.deposits - total.withdrawals),
    bets: bets.bets,
    stake: fenToYuan(bets.stake),
    ggr: fenToYuan(bets.stake - bets.wins),
    platforms: [...total.platforms]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([platform, p]) => ({ platform, name: nameOf.get(platform) ?? platform, bets: p.bets, stake: fenToYuan(p.stake), wins: fenToYuan(p.wins), ggr: fenToYuan(p.stake - p.wins) })),
    new_members: total.newMembers,
    active_members: active,
    rebates: fenToYuan(total.rebates),
    redpackets: fenToYuan(total.redpackets),
    bonuses: fenToYuan(total.bonuses),
    adjustments: fenToYuan(total.adjustments),
    profit: fenToYuan(profitOf(total)),
    owed: fenToYuan(owed),
    pending: { deposits: queue(queues.deposits), withdrawals: queue(queues.withdrawals), applications: queue(queues.applications), agents: queue(queues.agents) },
    series: dayKeys.map((day) => {
      const figures = byDay.get(day);
      const dayBets = figures ? betsOf(figures) : { stake: 0, wins: 0 };
      return { day, deposits: fenToYuan(figures?.deposits ?? 0), withdrawals: fenToYuan(figures?.withdrawals ?? 0), ggr: fenToYuan(dayBets.stake - dayBets.wins) };
    }),
  };
}
