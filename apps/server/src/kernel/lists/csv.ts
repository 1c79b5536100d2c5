import { formatBeijingTime } from '@casino/contract/time';

/**
 * CSV for Excel, written once for every file the server answers (the daily report, the lists' exports):
 * UTF-8 with a byte order mark (so Excel reads Chinese as UTF-8), CRLF line ends, RFC 4180 quoting, and no
 * cell a spreadsheet would run as a formula.
 */

/** What a cell holds: text, a number as it is, or nothing (null, undefined: an empty cell). */
export type CsvValue = string | number | null | undefined;

/** One column of a file: its header and the cell of a row. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => CsvValue;
}

/** Read by Excel as "this file is UTF-8". */
export const CSV_BOM = '\uFEFF';

/** A moment as a CSV cell: Beijing time, YYYY-MM-DD HH:mm:ss; empty for none. */
export const csvTime = (millis: number | null): string => (millis === null ? '' : formatBeijingTime(millis));
const LINE_END = '\r\n';

/** A plain number, maybe negative, maybe with decimals: -12.50 stays a number, not a formula to neutralise. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** What makes Excel, LibreOffice or Google Sheets read a cell as a formula (or a DDE command) when it starts it. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** What a cell must be quoted for: the separator, a quote, a line break. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell: a number as written; text that a spreadsheet would run (=HYPERLINK(…), +1, -cmd, @SUM, a leading tab
 * or CR) gets a leading ' so it is shown as text (OWASP's CSV injection advice); then quoted where it must be,
 * its quotes doubled.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of cells, with its line end. */
export function csvLine(cells: readonly CsvValue[]): string {
  return cells.map(csvCell).join(',') + LINE_END;
}

/** The file's start: the byte order mark and the header line. */
function csvHead<Row>(columns: readonly CsvColumn<Row>[]): string {
  return CSV_BOM + csvLine(columns.map((column) => column.header));
}

const linesOf = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]) => rows.map((row) => csvLine(columns.map((column) => column.cell(row)))).join('');

/** A whole file in memory, for a file of a known small size (the daily report: a year of days at most). */
export function csvText<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return csvHead(columns) + linesOf(columns, rows);
}

/** A file written as its rows come, a batch at a time: what is in memory is one batch, not the file. */
export async function* csvChunks<Row>(columns: readonly CsvColumn<Row>[], batches: AsyncIterable<readonly Row[]>): AsyncGenerator<string> {
  yield csvHead(columns);
  for await (const rows of batches) yield linesOf(columns, rows);
}

/** A CSV file as a service answers it: its name (ASCII, for Content-Disposition) and its text, whole or in chunks. */
export interface CsvFile {
  name: string;
  body: string | AsyncIterable<string>;
}

/** A filter's value as a part of a file name: letters, digits, . - and _ only; '' when it leaves nothing. */
export function fileNamePart(value: string | number | undefined | null): string {
  return String(value ?? '').replace(/[^\w.-]/g, '');
}

/**
 * A file's name from what it holds and its filters, each part cleaned by fileNamePart and the empty ones left
 * out: `deposits_approved_2026-11-01_2026-11-26_alipay.csv`. Plain ASCII, so Content-Disposition needs no encoding.
 */
export function csvFileName(parts: readonly (string | number | undefined | null)[]): string {
  return `${parts.map(fileNamePart).filter((part) => part !== '').join('_')}.csv`;
}

/** A Beijing day range as a file name's part: both days, an open end as start or now, '' for none. */
export function daysPart(from: string | undefined, to: string | undefined): string {
  return from || to ? `${from || 'start'}_${to || 'now'}` : '';
}
