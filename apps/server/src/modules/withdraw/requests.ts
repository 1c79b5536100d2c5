import type { ParsedRequestOf } from '@casino/contract/call';
import type { withdraw } from '@casino/contract/calls/withdraw';
import { CARD_TYPES, CODES, REVIEW_STATE } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { fenToYuan, formatFen, parseRate, parseYuan, usdtPayoutCents } from '@casino/contract/money';
import { checkWithdraw } from '@casino/contract/rules/withdraw';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { assertValid, BusinessError } from '../../kernel/errors';
import { ACCOUNT_KIND } from '../../ledger/accounts';
import { memberMain, systemAccount, type Ledger } from '../../ledger/ledger';
import { TRANSFER_KIND } from '../../ledger/transfer-kinds';
import { turnoverOf } from '../../ledger/turnover';
import { newOrderNumber } from '../../kernel/order-number';
import { assertPayPassword } from '../../platform/security/pay-password';
import type { Member } from '../../platform/security/sessions';
import { readSite } from '../../kernel/site-settings';
import { holdId } from './reviews';

type WithdrawRequest = ParsedRequestOf<typeof withdraw>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the member still has to bet before a withdrawal, and of how much. */
export async function betAmountOf(db: Kysely<Tables>, memberId: number) {
  const turnover = await turnoverOf(db, memberId);
  return { bet_amount: fenToYuan(turnover.missingFen), required: fenToYuan(turnover.requiredFen), reached: fenToYuan(turnover.reachedFen) };
}

/** The member's own bound account of that id; never another member's. */
async function boundCardOf(db: Kysely<Tables>, memberId: number, id: unknown) {
  const text = typeof id === 'number' || typeof id === 'string' ? String(id).trim() : '';
  if (!/^\d{1,9}$/.test(text)) return undefined;
  return db.selectFrom('bound_card').selectAll().where('member_id', '=', memberId).where('id', '=', Number(text)).executeTakeFirst();
}

/** The form's rules for the account asked to, then the pay password: before the money transaction. */
export async function checkWithdrawalRequest(db: Kysely<Tables>, member: Member, input: WithdrawRequest, now: number): Promise<void> {
  const card = await boundCardOf(db, member.id, input.bank);
  assertValid(checkWithdraw(input, card && card.type !== CARD_TYPES.bank ? 'wallet' : 'card'));
  await assertPayPassword(db, member, input.password ?? '', now);
}

/**
 * Records the withdrawal and holds its amount until an operator approves (paid out) or refuses (returned).
 * Refused when the account is not the member's or the turnover rule is not met.
 */
export async function requestWithdrawal(trx: Kysely<Tables>, ledger: Ledger, member: Member, input: WithdrawRequest, now: number) {
  const card = await boundCardOf(trx, member.id, input.bank);
  if (!card) throw new BusinessError(MSG.cardNotFound, CODES.notFound);
  const amount = parseYuan(input.amount) ?? 0;
  const turnover = await turnoverOf(trx, member.id);
  if (turnover.missingFen > 0) {
    throw new BusinessError(`${MSG.turnoverNotMet}，还需${formatFen(turnover.missingFen)}元有效投注`, CODES.withdrawRule);
  }
  let payout = amount;
  let fee = 0;
  let rate: string | null = null;
  if (card.type === CARD_TYPES.usdt) {
    const site = await readSite(trx);
    rate = site.withdraw_usdt_rate;
    fee = parseYuan(card.bank_owner === 'ERC20' ? site.withdraw_fee_erc20 : site.withdraw_fee_trc20) ?? 0;
    payout = usdtPayoutCents(amount, parseRate(rate) ?? 1, fee);
  }
  const row = await trx
    .insertInto('withdrawal')
    .values({
      order_no: newOrderNumber('W', now),
      member_id: member.id,
      card_type: card.type,
      bank: card.bank,
      bank_no: card.bank_no,
      bank_owner: card.bank_owner,
      amount_fen: amount,
      payout,
      payout_unit: card.type === CARD_TYPES.usdt ? 'USDT' : 'CNY',
      usdt_rate: rate,
      fee,
      state: REVIEW_STATE.pending,
      risk_flags: (await boundAfterReset(trx, member.id, card.created_at)) ? 'account-after-reset' : '',
      created_at: now,
      reviewed_at: null,
      reviewed_by: null,
    })
    .returning(['id', 'order_no'])
    .executeTakeFirstOrThrow();
  await ledger.transfer(holdId(row.id), [
    {
      id: holdId(row.id),
      debit: memberMain(member.id),
      credit: systemAccount(ACCOUNT_KIND.withdrawals),
      amount,
      kind: TRANSFER_KIND.withdrawal,
      phase: 'pending',
      refType: 'withdrawal',
      refId: String(row.id),
    },
  ]);
  return { id: row.id, order_no: row.order_no, real_money: fenToYuan(payout) };
}

/** Was the account bound within 24 hours after an operator reset the member's login or pay password? */
async function boundAfterReset(db: Kysely<Tables>, memberId: number, boundAt: number): Promise<boolean> {
  const { password_reset_at: resetAt } = await db.selectFrom('member').select('password_reset_at').where('id', '=', memberId).executeTakeFirstOrThrow();
  return resetAt !== null && boundAt >= resetAt && boundAt < resetAt + DAY_MS;
}
