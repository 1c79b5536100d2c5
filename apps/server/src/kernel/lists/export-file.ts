import type { Kysely } from 'kysely';
import type { AuditWriter } from '../audit-log';
import type { Tables } from '../../platform/db/schema';
import { csvChunks, type CsvColumn, type CsvFile } from './csv';
import { exportRows, type ExportSource } from './export-rows';

/** A list's export as a service describes it. */
export interface ListExport<Id, Row> {
  source: ExportSource<Id, Row>;
  columns: readonly CsvColumn<Row>[];
  /** The file's name, saying what it holds and its filters. */
  name: string;
  /** What the audit entry names: the list (`export:deposits`), or the member whose data it is (`member:<name>`). */
  target: string;
  /** The filters as the call was given them, for the audit entry. */
  filters: object;
  /** The most rows it may hold (EXPORT_ROW_CAP unless a test asks for fewer). */
  cap?: number | undefined;
}

/**
 * A list's CSV file: refused above the cap (exportRows), else written to the audit log (who exported which
 * list with which filters, how many rows, the file's name) before the first byte is sent, then written as
 * its rows are read.
 */
export async function exportFile<Id, Row>(db: Kysely<Tables>, audit: AuditWriter, list: ListExport<Id, Row>): Promise<CsvFile> {
  const { count, batches } = await exportRows(list.source, list.cap);
  await audit(db, { target: list.target, before: null, after: { export: list.name, filters: list.filters, rows: count } });
  return { name: list.name, body: csvChunks(list.columns, batches) };
}
