import { csvFileName, daysPart } from '../lists/csv';
import type { QueueRequest } from './request';

/**
 * A review queue's export file name: the queue, its state, the Beijing days, the channel or kind, the member
 * and the amount range in yuan, each only when filtered: deposits_approved_2026-11-01_2026-11-26_alipay_yuan100-500.csv.
 */
export function queueFileName(queue: string, state: string, filters: Omit<QueueRequest, 'page'>, kind: string | undefined): string {
  const low = String(filters.min ?? '').trim();
  const high = String(filters.max ?? '').trim();
  const amounts = low === '' && high === '' ? '' : `yuan${low}-${high}`;
  return csvFileName([queue, state, daysPart(filters.from, filters.to), kind?.trim(), filters.username?.trim(), amounts]);
}
