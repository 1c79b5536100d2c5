import { checkLedger, type LedgerBreach } from '../../apps/server/src/ledger/check';
import { TRANSFER_KIND } from '../../apps/server/src/ledger/transfer-kinds';

type LedgerDb = Parameters<typeof checkLedger>[0];

export interface Reconciliation {
  /** Answers HTTP 200 with body code 200 the load counted. */
  successes: number;
  /** Main ⇄ platform transfer rows (kinds transfer_in and transfer_out) in the ledger. */
  transferRows: number;
  /** What `ledger:check` finds (none is healthy). */
  breaches: LedgerBreach[];
  /** successes === transferRows and no breach. */
  ok: boolean;
}

/**
 * After a run of `POST /api/transfer` (one ledger row per successful transfer) on a database where nothing
 * else moves money between the main wallet and the platforms: every successful answer wrote exactly one
 * transfer row, no row was written for a refusal, and the ledger check is clean.
 */
export async function reconcileTransfers(db: LedgerDb, successes: number): Promise<Reconciliation> {
  const row = await db
    .selectFrom('transfer')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('kind', 'in', [TRANSFER_KIND.transferIn, TRANSFER_KIND.transferOut])
    .executeTakeFirstOrThrow();
  const transferRows = Number(row.n);
  const breaches = await checkLedger(db);
  return { successes, transferRows, breaches, ok: successes === transferRows && breaches.length === 0 };
}
