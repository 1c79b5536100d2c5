import type { ParsedRequestOf } from '@casino/contract/call';
import { adminDailyReport, adminDailyReportCsv, adminDashboard } from '@casino/contract/calls/reports';
import { CODES, REVIEW_STATE } from '@casino/contract/codes';
import { BEIJING_UTC_OFFSET_MINUTES } from '@casino/contract/constants';
import { DAILY_REPORT_SORTING } from '@casino/contract/list-sorting';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { fenToYuan } from '@casino/contract/money';
import { beijingDay, beijingDayStart } from '@casino/contract/time';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { BusinessError } from '../../http/business-error';
import { answerCall } from '../../http/route';
import { pageSize } from '../../lists/page';
import { listOrder } from '../../lists/sort';
import { dailyReportCsv } from './csv';
import { dailyReport, dailyReportRows } from './daily';
import { activeMembers, betsOf, dailyFigures, pendingQueues, sumFigures, type DayRange } from './figures';

const DAY = 86_400_000;
const RANGE_DAYS = { today: 1, '7d': 7, '30d': 30 } as const;

/** The operators' figures: the dashboard and the daily report (also as CSV). */
export function reportsAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;
  answerCall(admin, adminDashboard, async ({ input }) => {
    const now = clock();
    const days = RANGE_DAYS[input.range ?? 'today'];
    const range: DayRange = { start: beijingDayStart(now, days - 1), end: beijingDayStart(now) + DAY };
    const [byDay, active, queues] = await Promise.all([dailyFigures(db, range), activeMembers(db, range), pendingQueues(db, REVIEW_STATE.pending)]);
    const total = sumFigures(byDay.values());
    const bets = betsOf(total);
    const minutesSince = (at: number | null) => (at === null ? null : Math.max(0, Math.floor((now - at) / 60_000)));
    const queue = ({ count, oldestAt }: { count: number; oldestAt: number | null }) => ({ count, oldest_minutes: minutesSince(oldestAt) });
    const dayKeys = Array.from({ length: days }, (_, index) => beijingDay(range.start + index * DAY));
    return {
      data: {
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
          .map(([platform, p]) => ({ platform, bets: p.bets, stake: fenToYuan(p.stake), wins: fenToYuan(p.wins), ggr: fenToYuan(p.stake - p.wins) })),
        new_members: total.newMembers,
        active_members: active,
        rebates: fenToYuan(total.rebates),
        redpackets: fenToYuan(total.redpackets),
        bonuses: fenToYuan(total.bonuses),
        pending: { deposits: queue(queues.deposits), withdrawals: queue(queues.withdrawals), applications: queue(queues.applications), agents: queue(queues.agents) },
        series: dayKeys.map((day) => {
          const figures = byDay.get(day);
          const dayBets = figures ? betsOf(figures) : { stake: 0, wins: 0 };
          return { day, deposits: fenToYuan(figures?.deposits ?? 0), withdrawals: fenToYuan(figures?.withdrawals ?? 0), ggr: fenToYuan(dayBets.stake - dayBets.wins) };
        }),
      },
    };
  });

  answerCall(admin, adminDailyReport, async ({ input }) => {
    const today = beijingDay(clock());
    const range = reportRange(input.from || today, input.to || today);
    const platform = input.platform?.trim() || undefined;
    const order = listOrder(DAILY_REPORT_SORTING, input, { day: 'day' });
    return { data: await dailyReport(db, range, platform, { page: input.page, perPage: pageSize(input.per_page, 31) }, order.direction) };
  });

  // A file rather than the envelope: the contract's call says so (csv: true); its query is checked as any call's.
  admin.route({
    method: adminDailyReportCsv.method,
    url: adminDailyReportCsv.path,
    schema: { querystring: adminDailyReportCsv.request },
    handler: async (request, reply) => {
      const input = request.query as ParsedRequestOf<typeof adminDailyReportCsv>;
      const today = beijingDay(clock());
      const from = input.from || today;
      const to = input.to || today;
      const platform = input.platform?.trim() || undefined;
      const rows = await dailyReportRows(db, reportRange(from, to), platform);
      const name = `daily-report_${from}_${to}${platform === undefined ? '' : `_${platform.replace(/[^\w-]/g, '')}`}.csv`;
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(dailyReportCsv(rows));
    },
  });
}

const OFFSET = BEIJING_UTC_OFFSET_MINUTES * 60_000;
const MAX_DAYS = 366;

/** Beijing days from and to, both included, as a half-open range; refused when reversed, too long or not a day. */
export function reportRange(from: string, to: string): DayRange {
  const start = dayStart(from);
  const end = dayStart(to) + DAY;
  if (end <= start || end - start > MAX_DAYS * DAY) throw new BusinessError(ADMIN_MSG.adminReportRange, CODES.validation);
  return { start, end };
}

function dayStart(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, date);
  if (Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 10) !== day) throw new BusinessError(ADMIN_MSG.adminReportRange, CODES.validation);
  return utc - OFFSET;
}
