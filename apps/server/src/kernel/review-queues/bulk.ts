import type { AuditWriter } from '../audit-log';
import { BusinessError } from '../errors';

/**
 * Bulk review of either queue: one call that reviews each row through the single review's path (its own
 * transaction and audit row), so the console gets every row's answer at once and a closed tab cannot leave
 * half the rows unsent.
 */

/** What one bulk review is: its operator, the decision, one reason for every refusal, and the clock and audit of each row. */
export interface BulkReview {
  approve: boolean;
  reason: string | undefined;
  operator: string;
  clock: () => number;
  auditAt: (now: number) => AuditWriter;
}

interface RowOutcome {
  ok: boolean;
  message: string;
}

/**
 * Reviews each key once, in order, through `reviewOne` — the path of a single review, with its own
 * transaction and audit row — and answers each: 操作成功！ (or what the review said), or the refusal the row
 * got. A refused row stops nothing else; anything but a refusal is a fault and ends the call.
 */
export async function eachOnce<Key>(keys: readonly Key[], reviewOne: (key: Key) => Promise<string>): Promise<{ key: Key; outcome: RowOutcome }[]> {
  const results: { key: Key; outcome: RowOutcome }[] = [];
  for (const key of new Set(keys)) {
    try {
      results.push({ key, outcome: { ok: true, message: await reviewOne(key) } });
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      results.push({ key, outcome: { ok: false, message: error.message } });
    }
  }
  return results;
}
