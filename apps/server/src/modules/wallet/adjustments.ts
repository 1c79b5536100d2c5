import type { AdjustmentKind } from '@casino/contract/calls/wallet';
import type { AdminRole } from '@casino/contract/admin-roles';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { ACCOUNT_KIND } from '../../ledger/accounts';
import { memberBalances } from '../../ledger/balances';
import { InsufficientFunds, Ledger, memberMain, systemAccount } from '../../ledger/ledger';
import { TRANSFER_KIND } from '../../ledger/transfer-kinds';
import { addTurnoverRequirement, TURNOVER_KIND } from '../../ledger/turnover';
import { randomId } from '../../platform/security/tokens';
import { readSite } from '../../kernel/site-settings';
import { findMemberByName } from '../../kernel/member-lookup';
import { assertMayCredit, decideCredit, recordGrant, requestCredit } from '../../kernel/credit-guard';

export interface Adjustment {
  username: string;
  /** Positive: a credit; negative: a debit. */
  fen: number;
  memo: string;
  /** A credit is a bonus (bet the site's adjustment multiple before it can be withdrawn) or a correction of the member's own money. */
  kind: AdjustmentKind;
  operator: string;
  /** The operator's role, whose limit a credit keeps to (the command line: owner). */
  role: AdminRole;
  now: number;
  audit?: AuditWriter;
}

/**
 * Credits (positive) or debits (negative) a member's main wallet through the ledger, with a reason. A credit is
 * within the operator's role limit over a rolling 24 hours and, when the member's credits over 24 hours with it are
 * above the two-operator amount, only asked for: it waits for a second operator (credits.ts). Both are decided in the
 * transaction that writes it, one credit at a time (credit-guard.ts). Answers which of the two happened.
 */
export async function adjustBalance(database: Database, adjustment: Adjustment): Promise<'adjusted' | 'awaiting_second'> {
  const { fen, operator, now, audit } = adjustment;
  const memo = adjustment.memo.trim();
  if (!Number.isSafeInteger(fen) || fen === 0) throw new BusinessError(MSG.invalidAmount);
  if (memo === '') throw new BusinessError(ADMIN_MSG.adminAdjustMemoRequired);
  if (fen > 0) assertMayCredit(adjustment.role, fen);
  const member = await findMemberByName(database.db, adjustment.username);
  if (!member) throw new BusinessError(MSG.notFound, CODES.notFound);
  try {
    return await inMoneyTransaction(database, async (trx) => {
      if (fen > 0 && (await decideCredit(trx, { role: adjustment.role, operator, memberId: member.id, fen, now })) === 'wait') {
        const request = await requestCredit(trx, { memberId: member.id, kind: 'adjustment', fen, memo, adjustmentKind: adjustment.kind, operator, now });
        await audit?.(trx, { target: `member:${member.username}`, before: null, after: { credit_request: request, amount_fen: fen, memo, kind: adjustment.kind } });
        return 'awaiting_second';
      }
      const id = `adj:${String(now)}:${randomId(6)}`;
      await applyAdjustment(trx, { id, memberId: member.id, fen, memo, kind: adjustment.kind, operator, now });
      if (audit) {
        // Read after the transfer, which holds the account's row: the balance before is this less the change.
        const after = (await memberBalances(trx, member.id)).mainFen;
        await audit(trx, { target: `member:${member.username}`, before: { main_fen: after - fen }, after: { main_fen: after, amount_fen: fen, transfer: id, memo, ...(fen > 0 ? { kind: adjustment.kind } : {}) } });
      }
      return 'adjusted';
    });
  } catch (error) {
    // A debit beyond the available balance: the ledger refused it and the transaction rolled back.
    if (error instanceof InsufficientFunds) throw new BusinessError(MSG.insufficientBalance, CODES.insufficientBalance);
    throw error;
  }
}

/** The adjustment's transfer and, for a credit, its turnover requirement and its grant (by `operator`, who pays it), in the caller's transaction. */
export async function applyAdjustment(
  trx: Kysely<Tables>,
  adjustment: { id: string; memberId: number; fen: number; memo: string; kind: AdjustmentKind; operator: string; now: number },
): Promise<void> {
  const { id, memberId, fen, memo, kind, operator, now } = adjustment;
  const credit = fen > 0;
  await new Ledger(trx, now).transfer(id, [
    {
      id,
      debit: credit ? systemAccount(ACCOUNT_KIND.adjustments) : memberMain(memberId),
      credit: credit ? memberMain(memberId) : systemAccount(ACCOUNT_KIND.adjustments),
      amount: Math.abs(fen),
      kind: TRANSFER_KIND.adjustment,
      refType: 'operator',
      refId: operator,
      memo,
    },
  ]);
  if (credit) {
    const percent = kind === 'bonus' ? (await readSite(trx)).adjustment_turnover_percent : 0;
    await addTurnoverRequirement(trx, { id, memberId, kind: TURNOVER_KIND.adjustment, creditFen: fen, percent, now });
    await recordGrant(trx, { transferId: id, memberId, operator, fen, now });
  }
}
