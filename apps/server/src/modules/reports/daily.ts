import type { adminDailyReport, adminDailyReportCsv } from '@casino/contract/calls/reports';
import type { DataOf, ParsedRequestOf } from '@casino/contract/call';
import { CODES } from '@casino/contract/codes';
import { BEIJING_UTC_OFFSET_MINUTES } from '@casino/contract/constants';
import { DAILY_REPORT_SORTING } from '@casino/contract/list-sorting';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { fenToYuan } from '@casino/contract/money';
import { beijingDay } from '@casino/contract/time';
import type { Page } from '@casino/contract/wire';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { fileNamePart, type CsvFile } from '../../kernel/lists/csv';
import { pageSize, toPage } from '../../kernel/lists/page';
import { listOrder } from '../../kernel/lists/sort';
import { dailyReportCsv } from './csv';
import { betsOf, dailyFigures, owedAtDayEnds, profitOf, sumFigures, type DayFigures, type DayRange } from './figures';

export type DailyReportRow = DataOf<typeof adminDailyReport>['data'][number];
export type DailyReportTotals = DataOf<typeof adminDailyReport>['totals'];

const DAY = 86_400_000;

/** The report's figures of a day or of the range, in yuan; with a platform, its bets, stake, wins and GGR. */
function reportFigures(figures: DayFigures | undefined, owedFen: number, platform: string | undefined): DailyReportTotals {
  const bets = figures ? betsOf(figures, platform) : { bets: 0, stake: 0, wins: 0 };
  const deposits = figures?.deposits ?? 0;
  const withdrawals = figures?.withdrawals ?? 0;
  return {
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
    adjustments: fenToYuan(figures?.adjustments ?? 0),
    profit: fenToYuan(figures ? profitOf(figures) : 0),
    owed: fenToYuan(owedFen),
    new_members: figures?.newMembers ?? 0,
  };
}

/**
 * Every Beijing day of the range, newest first, with zeros on a day without figures (a range is at most 366
 * days), and the range's totals.
 */
export async function dailyReportRows(db: Kysely<Tables>, range: DayRange, platform: string | undefined): Promise<{ rows: DailyReportRow[]; totals: DailyReportTotals }> {
  const [byDay, owed] = await Promise.all([dailyFigures(db, range), owedAtDayEnds(db, range)]);
  const rows: DailyReportRow[] = [];
  for (let start = range.end - DAY; start >= range.start; start -= DAY) {
    const day = beijingDay(start);
    rows.push({ day, ...reportFigures(byDay.get(day), owed.get(day) ?? 0, platform) });
  }
  return { rows, totals: reportFigures(sumFigures(byDay.values()), owed.get(beijingDay(range.end - DAY)) ?? 0, platform) };
}

/**
 * One page of the daily report, by day either way. The day is its only sort: the money figures are sums of
 * the ledger's transfers put together per day in memory (dailyFigures), not columns the database could
 * order a page by, so sorting by one would mean building every day of the range first.
 */
export async function dailyReport(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminDailyReport>, today: string): Promise<Page<DailyReportRow> & { totals: DailyReportTotals }> {
  const range = reportRange(input.from || today, input.to || today);
  const { direction } = listOrder(DAILY_REPORT_SORTING, input, { day: 'day' });
  const perPage = pageSize(input.per_page, 31);
  const { rows: newestFirst, totals } = await dailyReportRows(db, range, input.platform?.trim() || undefined);
  const rows = direction === 'desc' ? newestFirst : newestFirst.reverse();
  return { ...toPage(rows.slice((input.page - 1) * perPage, input.page * perPage), rows.length, input.page, perPage), totals };
}

/** The daily report of the range as a CSV file, with a file name that says its days (and platform). */
export async function dailyReportFile(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminDailyReportCsv>, today: string): Promise<CsvFile> {
  const from = input.from || today;
  const to = input.to || today;
  const platform = input.platform?.trim() || undefined;
  const { rows, totals } = await dailyReportRows(db, reportRange(from, to), platform);
  return { name: `daily-report_${from}_${to}${platform === undefined ? '' : `_${fileNamePart(platform)}`}.csv`, body: dailyReportCsv(rows, totals) };
}

const OFFSET = BEIJING_UTC_OFFSET_MINUTES * 60_000;
const MAX_DAYS = 366;

/** Beijing days from and to, both included, as a half-open range; refused when reversed, too long or not a day. */
function reportRange(from: string, to: string): DayRange {
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
