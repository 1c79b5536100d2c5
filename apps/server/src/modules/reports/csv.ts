import type { DailyReportRow, DailyReportTotals } from './daily';

/** The report's columns: the header Excel shows, and the field of a row. */
const COLUMNS: readonly [string, keyof DailyReportRow][] = [
  ['日期', 'day'],
  ['存款', 'deposits'],
  ['提款', 'withdrawals'],
  ['净入金', 'net'],
  ['注单数', 'bets'],
  ['投注额', 'stake'],
  ['派彩', 'wins'],
  ['GGR', 'ggr'],
  ['返水', 'rebates'],
  ['红包', 'redpackets'],
  ['奖金', 'bonuses'],
  ['人工调整', 'adjustments'],
  ['站点盈亏', 'profit'],
  ['会员余额', 'owed'],
  ['新会员', 'new_members'],
];

const MONEY: ReadonlySet<keyof DailyReportRow> = new Set(['deposits', 'withdrawals', 'net', 'stake', 'wins', 'ggr', 'rebates', 'redpackets', 'bonuses', 'adjustments', 'profit', 'owed']);

const cell = (row: DailyReportRow, key: keyof DailyReportRow) => {
  const value = row[key];
  return typeof value === 'number' && MONEY.has(key) ? value.toFixed(2) : String(value);
};

/**
 * The daily report as CSV: a byte order mark first, so Excel reads the Chinese headers as UTF-8, and
 * CRLF line ends; the range's totals last, as 合计. No cell holds a comma or a quote (days and numbers), so none is quoted.
 */
export function dailyReportCsv(rows: readonly DailyReportRow[], totals: DailyReportTotals): string {
  const lines = [COLUMNS.map(([header]) => header).join(','), ...[...rows, { day: '合计', ...totals }].map((row) => COLUMNS.map(([, key]) => cell(row, key)).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
