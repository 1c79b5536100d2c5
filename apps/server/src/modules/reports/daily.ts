import type { adminDailyReport } from '@casino/contract/calls/reports';
import type { DataOf } from '@casino/contract/call';
import type { SortDirection } from '@casino/contract/list-sorting';
import { fenToYuan } from '@casino/contract/money';
import { beijingDay } from '@casino/contract/time';
import type { Page } from '@casino/contract/wire';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { toPage, type PageRequest } from '../../lists/page';
import { betsOf, dailyFigures, type DayRange } from './figures';

export type DailyReportRow = DataOf<typeof adminDailyReport>['data'][number];

const DAY = 86_400_000;

/** Every Beijing day of the range, newest first, with zeros on a day without figures (a range is at most 366 days). */
export async function dailyReportRows(db: Kysely<Tables>, range: DayRange, platform: string | undefined): Promise<DailyReportRow[]> {
  const byDay = await dailyFigures(db, range);
  const rows: DailyReportRow[] = [];
  for (let start = range.end - DAY; start >= range.start; start -= DAY) {
    const day = beijingDay(start);
    const figures = byDay.get(day);
    const bets = figures ? betsOf(figures, platform) : { bets: 0, stake: 0, wins: 0 };
    const deposits = figures?.deposits ?? 0;
    const withdrawals = figures?.withdrawals ?? 0;
    rows.push({
      day,
      deposits: fenToYuan(deposits),
      withdrawals: fenToYuan(withdrawals),
      net: fenToYuan(deposits - withdrawals),
      bets: bets.bets,
      stake: fenToYuan(bets.stake),
      wins: fenToYuan(bets.wins),
      ggr: fenToYuan(bets.stake - bets.wins),
      rebates: fenToYuan(figures?.rebates ?? 0),
      redpackets: fenToYuan(figures?.redpackets ?? 0),
      bonuses: fenToYuan(figures?.bonuses ?? 0),
      new_members: figures?.newMembers ?? 0,
    });
  }
  return rows;
}

/**
 * One page of the daily report, by day either way. The day is its only sort: the money figures are sums of
 * the ledger's transfers put together per day in memory (dailyFigures), not columns the database could
 * order a page by, so sorting by one would mean building every day of the range first.
 */
export async function dailyReport(db: Kysely<Tables>, range: DayRange, platform: string | undefined, { page, perPage }: PageRequest, direction: SortDirection): Promise<Page<DailyReportRow>> {
  const newestFirst = await dailyReportRows(db, range, platform);
  const rows = direction === 'desc' ? newestFirst : newestFirst.reverse();
  return toPage(rows.slice((page - 1) * perPage, page * perPage), rows.length, page, perPage);
}
