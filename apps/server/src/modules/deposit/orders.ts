import { CODES, REVIEW_STATE } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { Kysely } from 'kysely';
import { inMoneyTransaction } from '../../db/money-transaction';
import type { Database } from '../../db/database';
import type { Tables } from '../../db/schema';
import { BusinessError } from '../../http/business-error';
import { ACCOUNT_KIND } from '../../ledger/accounts';
import { Ledger, memberMain, systemAccount } from '../../ledger/ledger';
import { TRANSFER_KIND } from '../../ledger/transfer-kinds';
import { refreshVipTier } from '../vip/tiers';
import type { AuditWriter } from '../../audit/audit-log';
import { addTurnoverRequirement, TURNOVER_KIND } from '../../ledger/turnover';
import { readSite } from '../../site-settings';

export function pendingDeposits(db: Kysely<Tables>) {
  return db
    .selectFrom('deposit_order')
    .innerJoin('member', 'member.id', 'deposit_order.member_id')
    .select(['deposit_order.out_trade_no', 'member.username', 'deposit_order.channel', 'deposit_order.amount_fen', 'deposit_order.created_at', 'deposit_order.depositor_name'])
    .where('deposit_order.state', '=', REVIEW_STATE.pending)
    .orderBy('deposit_order.id')
    .execute();
}

/**
 * An operator's review of a deposit. Approval credits the member exactly once: the order moves from
 * pending in the same transaction as the ledger transfer `dep:<order>`, and a second review finds
 * nothing pending. Refusal credits nothing.
 */
export async function reviewDeposit(
  database: Database,
  outTradeNo: string,
  approve: boolean,
  operator: string,
  now: number,
  audit?: AuditWriter,
  /** Why a refusal refuses, kept on the order; ignored on approval. */
  reason = '',
): Promise<{ amountFen: number; memberId: number }> {
  const refusal = approve ? '' : reason.trim();
  return inMoneyTransaction(database, async (trx) => {
    const order = await trx.selectFrom('deposit_order').select(['id', 'member_id', 'amount_fen', 'state']).where('out_trade_no', '=', outTradeNo).executeTakeFirst();
    if (!order) throw new BusinessError(MSG.depositNotFound, CODES.notFound);
    const updated = await trx
      .updateTable('deposit_order')
      .set({ state: approve ? REVIEW_STATE.approved : REVIEW_STATE.refused, reviewed_at: now, reviewed_by: operator, review_reason: refusal })
      .where('id', '=', order.id)
      .where('state', '=', REVIEW_STATE.pending)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) throw new BusinessError(MSG.reviewDone, CODES.conflict);
    if (approve) {
      const id = `dep:${outTradeNo}`;
      await new Ledger(trx, now).transfer(id, [
        {
          id,
          debit: systemAccount(ACCOUNT_KIND.deposits),
          credit: memberMain(order.member_id),
          amount: order.amount_fen,
          kind: TRANSFER_KIND.deposit,
          refType: 'deposit_order',
          refId: outTradeNo,
          memo: `approved by ${operator}`,
        },
      ]);
      const { turnover_percent: percent } = await readSite(trx);
      await addTurnoverRequirement(trx, { id: outTradeNo, memberId: order.member_id, kind: TURNOVER_KIND.deposit, creditFen: order.amount_fen, percent, now });
      await refreshVipTier(trx, order.member_id);
    }
    await audit?.(trx, {
      target: `deposit:${outTradeNo}`,
      before: { state: order.state },
      after: { state: approve ? REVIEW_STATE.approved : REVIEW_STATE.refused, member_id: order.member_id, amount_fen: order.amount_fen, ...(refusal === '' ? {} : { reason: refusal }) },
    });
    return { amountFen: order.amount_fen, memberId: order.member_id };
  });
}
