import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { inMoneyTransaction } from '../../db/money-transaction';
import type { Tables } from '../../db/schema';
import { BusinessError } from '../../http/business-error';
import { Ledger } from '../../ledger/ledger';
import type { AuditWriter } from '../../audit/audit-log';
import { REVIEW_STATE } from '@casino/contract/codes';

export const holdId = (withdrawalId: number) => `wd:${String(withdrawalId)}:hold`;

export function pendingWithdrawals(db: Kysely<Tables>) {
  return db
    .selectFrom('withdrawal')
    .innerJoin('member', 'member.id', 'withdrawal.member_id')
    .select(['withdrawal.id', 'withdrawal.order_no', 'member.username', 'withdrawal.amount_fen', 'withdrawal.payout', 'withdrawal.payout_unit', 'withdrawal.bank', 'withdrawal.bank_no', 'withdrawal.bank_owner', 'withdrawal.created_at'])
    .where('withdrawal.state', '=', REVIEW_STATE.pending)
    .orderBy('withdrawal.id')
    .execute();
}

/** An operator's review: approval pays the held funds out, refusal returns them; each happens once. */
export async function reviewWithdrawal(database: Database, id: number, approve: boolean, operator: string, now: number, audit?: AuditWriter): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    const updated = await trx
      .updateTable('withdrawal')
      .set({ state: approve ? REVIEW_STATE.approved : REVIEW_STATE.refused, reviewed_at: now, reviewed_by: operator })
      .where('id', '=', id)
      .where('state', '=', REVIEW_STATE.pending)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) {
      const exists = await trx.selectFrom('withdrawal').select('id').where('id', '=', id).executeTakeFirst();
      throw new BusinessError(exists ? MSG.reviewDone : MSG.notFound, exists ? CODES.conflict : CODES.notFound);
    }
    const ledger = new Ledger(trx, now);
    const opId = `wd:${String(id)}:${approve ? 'approve' : 'refuse'}`;
    if (approve) await ledger.post(opId, holdId(id), `wd:${String(id)}:post`);
    else await ledger.void(opId, holdId(id), `wd:${String(id)}:void`);
    const row = await trx.selectFrom('withdrawal').select(['member_id', 'amount_fen']).where('id', '=', id).executeTakeFirstOrThrow();
    await audit?.(trx, {
      target: `withdrawal:${String(id)}`,
      before: { state: REVIEW_STATE.pending },
      after: { state: approve ? REVIEW_STATE.approved : REVIEW_STATE.refused, member_id: row.member_id, amount_fen: row.amount_fen },
    });
  });
}
