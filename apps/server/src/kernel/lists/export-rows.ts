import { exportTooLargeMessage } from '@casino/contract/admin-messages';
import { CODES } from '@casino/contract/codes';
import { EXPORT_ROW_CAP } from '@casino/contract/constants';
import { BusinessError } from '../errors';

/** Rows read a query at a time: few enough for any database's bound parameters, many enough to be quick. */
export const EXPORT_BATCH = 500;

/** How an export reads a list: the ids in the list's order, then the rows of a batch of them. */
export interface ExportSource<Id, Row> {
  /** The ids of the rows within the filters, in the list's order (ties settled), at most `limit` of them. */
  ids(limit: number): Promise<Id[]>;
  /** The rows of these ids still within the filters, in any order. */
  rows(ids: Id[]): Promise<Row[]>;
  idOf(row: Row): Id;
}

/** A list's rows to export: how many, and the rows batch by batch in the list's order. */
export interface ExportRows<Row> {
  count: number;
  batches: AsyncIterable<Row[]>;
}

/**
 * Every row of a list within its filters, for its export. The matching ids are read first (one column, at
 * most cap + 1: more than the cap is refused with the message that asks to narrow the filters, before anything
 * is written), then the rows EXPORT_BATCH ids at a time, as the file is written: what is held is the ids and
 * one batch. Reading by ids keeps the list's order and its set of rows as they were when the export began, where
 * pages by offset would skip or repeat rows that move while it runs; a row that has left the filters since (a
 * pending deposit approved meanwhile) is left out.
 */
export async function exportRows<Id, Row>(source: ExportSource<Id, Row>, cap: number = EXPORT_ROW_CAP): Promise<ExportRows<Row>> {
  const ids = await source.ids(cap + 1);
  if (ids.length > cap) throw new BusinessError(exportTooLargeMessage(cap), CODES.validation);
  return { count: ids.length, batches: batchesOf(source, ids) };
}

async function* batchesOf<Id, Row>(source: ExportSource<Id, Row>, ids: Id[]): AsyncGenerator<Row[]> {
  for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
    const batch = ids.slice(start, start + EXPORT_BATCH);
    const byId = new Map((await source.rows(batch)).map((row) => [source.idOf(row), row]));
    yield batch.flatMap((id) => {
      const row = byId.get(id);
      return row === undefined ? [] : [row];
    });
  }
}
