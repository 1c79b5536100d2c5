import { z } from 'zod';
import { dayFilter, formValue, pageValue, smallIntValue, sortFields, text, yuan } from './wire';
import { QUEUE_SORTING } from './list-sorting';

/** What the two review queues (deposits, withdrawals) share in their operator calls: filters, summary, a member's recent orders, bulk answers. */

export const reviewState = z.enum(['pending', 'approved', 'refused']);
/** The filters both review queues take; every one optional, so `{}` still asks for the pending rows. */
export const queueFilters = {
  page: pageValue,
  per_page: smallIntValue,
  /** Submitted on these Beijing days, both included. */
  from: dayFilter,
  to: dayFilter,
  username: text(64).optional(),
  /** Amount bounds in yuan, both included (checkQueueAmounts). */
  min: formValue,
  max: formValue,
  ...sortFields(QUEUE_SORTING),
};
export const QUEUE_SUMMARY =
  'paged on the server (per_page up to 50, 20 by default), filtered by Beijing days from/to (both included), username, amount in yuan min/max (both included), sorted by time (default) or amount; ascending by default for the pending rows (oldest first), descending otherwise';
/** A member's recent activity beside a row of a queue, and the answers of a bulk review. */
export const previousTotals = z.object({ count: z.number().int(), sum: yuan });
export const recentOrder = z.object({ order_no: z.string(), amount: yuan, state: reviewState, created_at: z.string() });
export const bulkOutcome = { ok: z.boolean(), message: z.string() };
