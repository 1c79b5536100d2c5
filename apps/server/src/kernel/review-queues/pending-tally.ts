import { REVIEW_STATE } from '@casino/contract/codes';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Tables } from '../../platform/db/schema';

/** A review queue in two numbers: how many wait, and the newest waiting one's id (a higher one is a new arrival). */
export interface PendingTally {
  pending: number;
  newest_id: number | null;
}

/**
 * The pending deposits or withdrawals, counted on their state's index; a gateway's deposit order waits for the player's
 * payment, not for an operator, and is not counted.
 */
export async function pendingTally(db: Kysely<Tables>, table: 'deposit_order' | 'withdrawal'): Promise<PendingTally> {
  const pending = (query: SelectQueryBuilder<Tables, 'deposit_order' | 'withdrawal', object>) =>
    query.select((eb) => [eb.fn.countAll<number | string>().as('pending'), eb.fn.max<number | string | null>('id').as('newest_id')]).where('state', '=', REVIEW_STATE.pending);
  const row = await (table === 'deposit_order' ? pending(db.selectFrom('deposit_order').where('gateway', '=', '')) : pending(db.selectFrom('withdrawal'))).executeTakeFirstOrThrow();
  return { pending: Number(row.pending), newest_id: row.newest_id === null ? null : Number(row.newest_id) };
}
