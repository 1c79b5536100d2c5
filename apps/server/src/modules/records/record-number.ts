import { createHash } from 'node:crypto';
import { formatBeijingTime } from '@casino/contract/time';
import { TRANSFER_KIND } from '../../ledger/transfer-kinds';

/** The letter of a ledger movement's number, as D and W are a deposit's and a withdrawal's. */
const PREFIXES: ReadonlyMap<string, string> = new Map([
  [TRANSFER_KIND.transferIn, 'T'],
  [TRANSFER_KIND.transferOut, 'T'],
  [TRANSFER_KIND.rebate, 'R'],
  [TRANSFER_KIND.redpacket, 'H'],
  [TRANSFER_KIND.bonus, 'B'],
  [TRANSFER_KIND.adjustment, 'A'],
]);

/**
 * The number a player reads and quotes for a ledger transfer that has no order of its own, in the form of an order
 * number (a letter, the Beijing date and time, six digits): its six digits come from a hash of the transfer's id,
 * so it is the same each time and tells nothing of the id (which may hold the client's idempotency key).
 */
export function ledgerRecordNumber(transfer: { id: string; kind: string; created_at: number }): string {
  const stamp = formatBeijingTime(transfer.created_at).replace(/\D/g, '');
  const digits = Number.parseInt(createHash('sha256').update(transfer.id).digest('hex').slice(0, 12), 16) % 1_000_000;
  return `${PREFIXES.get(transfer.kind) ?? 'L'}${stamp}${String(digits).padStart(6, '0')}`;
}
