import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { Database } from '../../db/database';
import { inMoneyTransaction } from '../../db/money-transaction';
import { BusinessError } from '../../http/business-error';
import { ACCOUNT_KIND } from '../../ledger/accounts';
import { InsufficientFunds, Ledger, memberMain, systemAccount } from '../../ledger/ledger';
import { TRANSFER_KIND } from '../../ledger/transfer-kinds';
import { randomId } from '../../security/tokens';
import { findMemberByName } from '../auth/members';
import { revokeAllSessions } from '../../security/sessions';
import { readSite, SITE_ID } from '../../site-settings';
import type { AuditWriter } from '../../audit/audit-log';
import { memberBalances } from '../../ledger/balances';
import { addTurnoverRequirement, TURNOVER_KIND } from '../../ledger/turnover';
import type { AdjustmentKind } from '@casino/contract/calls/admin';

/** Operator actions shared by the command line and the admin API. Each names the operator who acts. */

export type MemberState = 'block' | 'unblock' | 'disable' | 'enable';

export async function setMemberState(database: Database, username: string, state: MemberState, now: number, audit?: AuditWriter): Promise<void> {
  const change = { block: { isblack: 1 }, unblock: { isblack: 0 }, disable: { status: 0 }, enable: { status: 1 } }[state];
  const member = await inMoneyTransaction(database, async (trx) => {
    const found = await findMemberByName(trx, username);
    if (!found) throw new BusinessError(MSG.notFound, CODES.notFound);
    await trx.updateTable('member').set(change).where('id', '=', found.id).execute();
    const before = { isblack: found.isblack, status: found.status };
    await audit?.(trx, { target: `member:${found.username}`, before, after: { ...before, ...change } });
    return found;
  });
  // The sessions end with a reason: while the block lasts their calls answer its §5 message (HTTP 403), and
  // once it is lifted they answer 401, so a session from before the block never comes back by itself.
  if (state === 'block' || state === 'disable') await revokeAllSessions(database, member.id, now, 'member-state');
}

/**
 * Credits (positive) or debits (negative) a member's main wallet through the ledger, with a reason. A credit is a
 * bonus (bet the site's adjustment multiple before it can be withdrawn) or a correction of the member's own money
 * (no turnover).
 */
export async function adjustBalance(
  database: Database,
  username: string,
  fen: number,
  memo: string,
  operator: string,
  now: number,
  audit?: AuditWriter,
  kind: AdjustmentKind = 'bonus',
): Promise<void> {
  if (!Number.isSafeInteger(fen) || fen === 0) throw new BusinessError(MSG.invalidAmount);
  if (memo.trim() === '') throw new BusinessError(MSG.adminAdjustMemoRequired);
  const member = await findMemberByName(database.db, username);
  if (!member) throw new BusinessError(MSG.notFound, CODES.notFound);
  const id = `adj:${String(now)}:${randomId(6)}`;
  const credit = fen > 0;
  try {
    await inMoneyTransaction(database, async (trx) => {
      await new Ledger(trx, now).transfer(id, [
        {
          id,
          debit: credit ? systemAccount(ACCOUNT_KIND.adjustments) : memberMain(member.id),
          credit: credit ? memberMain(member.id) : systemAccount(ACCOUNT_KIND.adjustments),
          amount: Math.abs(fen),
          kind: TRANSFER_KIND.adjustment,
          refType: 'operator',
          refId: operator,
          memo: memo.trim(),
        },
      ]);
      if (credit) {
        const percent = kind === 'bonus' ? (await readSite(trx)).adjustment_turnover_percent : 0;
        await addTurnoverRequirement(trx, { id, memberId: member.id, kind: TURNOVER_KIND.adjustment, creditFen: fen, percent, now });
      }
      if (audit) {
        // Read after the transfer, which holds the account's row: the balance before is this less the change.
        const after = (await memberBalances(trx, member.id)).mainFen;
        await audit(trx, { target: `member:${member.username}`, before: { main_fen: after - fen }, after: { main_fen: after, amount_fen: fen, transfer: id, memo: memo.trim(), ...(credit ? { kind } : {}) } });
      }
    });
  } catch (error) {
    // A debit beyond the available balance: the ledger refused it and the transaction rolled back.
    if (error instanceof InsufficientFunds) throw new BusinessError(MSG.insufficientBalance, CODES.insufficientBalance);
    throw error;
  }
}

export async function setSiteState(database: Database, state: 0 | 1, tip: string | undefined, now: number, audit?: AuditWriter): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    const before = await trx.selectFrom('site').select(['site_state', 'repair_tips']).where('id', '=', SITE_ID).executeTakeFirstOrThrow();
    const change = { site_state: state, ...(tip === undefined ? {} : { repair_tips: tip }) };
    await trx
      .updateTable('site')
      .set({ ...change, updated_at: now })
      .where('id', '=', SITE_ID)
      .execute();
    await audit?.(trx, { target: 'site', before, after: { ...before, ...change } });
  });
}

export async function setRedPacketSwitch(database: Database, on: boolean, now: number, audit?: AuditWriter): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    const before = await trx.selectFrom('site').select('redpacket_switch').where('id', '=', SITE_ID).executeTakeFirstOrThrow();
    await trx.updateTable('site').set({ redpacket_switch: on ? 1 : 0, updated_at: now }).where('id', '=', SITE_ID).execute();
    await audit?.(trx, { target: 'site', before, after: { redpacket_switch: on ? 1 : 0 } });
  });
}
