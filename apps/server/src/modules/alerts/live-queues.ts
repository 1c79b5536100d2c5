import type { DataOf } from '@casino/contract/call';
import { roleMayCall } from '@casino/contract/admin-permissions';
import type { AdminRole } from '@casino/contract/admin-roles';
import type { adminLiveQueues } from '@casino/contract/calls/alerts';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { pendingTally, type PendingTally } from '../../kernel/review-queues/pending-tally';

export type LiveQueues = DataOf<typeof adminLiveQueues>;

/** Both review queues as they are now. */
export async function readLiveQueues(db: Kysely<Tables>): Promise<{ deposits: PendingTally; withdrawals: PendingTally }> {
  const [deposits, withdrawals] = await Promise.all([pendingTally(db, 'deposit_order'), pendingTally(db, 'withdrawal')]);
  return { deposits, withdrawals };
}

/** What a role hears of the queues: each one only if it may approve in it, so an alert is something it can act on. */
export function liveQueuesFor(role: AdminRole, queues: { deposits: PendingTally; withdrawals: PendingTally }): LiveQueues {
  return {
    deposits: roleMayCall(role, 'adminApproveDeposit') ? queues.deposits : null,
    withdrawals: roleMayCall(role, 'adminApproveWithdrawal') ? queues.withdrawals : null,
  };
}
