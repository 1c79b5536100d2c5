import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { fenToYuan } from '@casino/contract/money';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { ACCOUNT_KIND } from '../../ledger/accounts';
import { memberMain, systemAccount, type Ledger } from '../../ledger/ledger';
import { TRANSFER_KIND } from '../../ledger/transfer-kinds';
import { addTurnoverRequirement, TURNOVER_KIND } from '../../ledger/turnover';
import type { Member } from '../../platform/security/sessions';
import { readSite } from '../../kernel/site-settings';
import { REBATE_STATE } from './rebate-state';

/**
 * Pays every claimable rebate of the member into their main wallet at once, with the site's turnover
 * requirement on it; refused when there is nothing to claim.
 */
export async function claimRebates(trx: Kysely<Tables>, ledger: Ledger, member: Member, now: number) {
  const rows = await trx.selectFrom('rebate').select(['id', 'amount_fen']).where('member_id', '=', member.id).where('state', '=', REBATE_STATE.claimable).execute();
  const amount = rows.reduce((sum, r) => sum + r.amount_fen, 0);
  if (amount <= 0) throw new BusinessError(MSG.noRebate, CODES.noRebate);
  const ids = rows.map((r) => r.id);
  // Only rows still claimable are marked: a concurrent claim that got there first leaves this one short, and it is refused.
  const marked = await trx.updateTable('rebate').set({ state: REBATE_STATE.claimed, claimed_at: now }).where('id', 'in', ids).where('state', '=', REBATE_STATE.claimable).executeTakeFirst();
  if (marked.numUpdatedRows !== BigInt(ids.length)) throw new BusinessError(MSG.noRebate, CODES.noRebate);
  const id = `rb:${String(member.id)}:${String(Math.max(...ids))}`;
  await ledger.transfer(id, [{ id, debit: systemAccount(ACCOUNT_KIND.rebates), credit: memberMain(member.id), amount, kind: TRANSFER_KIND.rebate, refType: 'rebate', refId: String(Math.max(...ids)) }]);
  const { rebate_turnover_percent: percent } = await readSite(trx);
  await addTurnoverRequirement(trx, { id, memberId: member.id, kind: TURNOVER_KIND.rebate, creditFen: amount, percent, now });
  return { money: fenToYuan(amount) };
}
