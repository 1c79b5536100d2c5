import { csvText, type CsvColumn } from '../../kernel/lists/csv';
import type { DailyReportRow, DailyReportTotals } from './daily';

type ReportLine = DailyReportTotals & { day: string };

const MONEY: ReadonlySet<keyof ReportLine> = new Set(['deposits', 'withdrawals', 'net', 'stake', 'wins', 'ggr', 'rebates', 'redpackets', 'bonuses', 'adjustments', 'profit', 'owed']);

const column = (header: string, key: keyof ReportLine): CsvColumn<ReportLine> => ({
  header,
  cell: (row) => {
    const value = row[key];
    return typeof value === 'number' && MONEY.has(key) ? value.toFixed(2) : value;
  },
});

/** The report's columns: the header Excel shows, and the field of a row. */
const COLUMNS: readonly CsvColumn<ReportLine>[] = [
  column('日期', 'day'),
  column('存款', 'deposits'),
  column('提款', 'withdrawals'),
  column('净入金', 'net'),
  column('注单数', 'bets'),
  column('投注额', 'stake'),
  column('派彩', 'wins'),
  column('GGR', 'ggr'),
  column('返水', 'rebates'),
  column('红包', 'redpackets'),
  column('奖金', 'bonuses'),
  column('人工调整', 'adjustments'),
  column('站点盈亏', 'profit'),
  column('会员余额', 'owed'),
  column('新会员', 'new_members'),
];

/** The daily report as CSV (kernel/lists/csv.ts: byte order mark, CRLF, quoting): one line a day, then the range's totals as 合计. */
export function dailyReportCsv(rows: readonly DailyReportRow[], totals: DailyReportTotals): string {
  return csvText(COLUMNS, [...rows, { day: '合计', ...totals }]);
}
