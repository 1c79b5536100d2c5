import type { ParsedRequestOf } from '@casino/contract/call';
import type { recharge } from '@casino/contract/calls/deposit';
import { CODES, depositChannelOf, EXTERNAL_PAY_WAY_CODES, payWayOf, REVIEW_STATE } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { fenToUsdtCents, fenToYuan, parseRate, parseYuan } from '@casino/contract/money';
import { checkDeposit } from '@casino/contract/rules/deposit';
import { formatBeijingTime } from '@casino/contract/time';
import type { Kysely } from 'kysely';
import { inMoneyTransaction } from '../../db/money-transaction';
import type { Database } from '../../db/database';
import type { Tables } from '../../db/schema';
import { assertValid, BusinessError } from '../../http/business-error';
import { ACCOUNT_KIND } from '../../ledger/accounts';
import { Ledger, memberMain, systemAccount } from '../../ledger/ledger';
import { TRANSFER_KIND } from '../../ledger/transfer-kinds';
import { newOrderNumber } from '../../order-number';
import { refreshVipTier } from '../vip/public';
import type { AuditWriter } from '../../audit/audit-log';
import { addTurnoverRequirement, TURNOVER_KIND } from '../../ledger/turnover';
import { markReviewed } from '../../review-queues/mark-reviewed';
import { readSite } from '../../site-settings';
import { cardOf, openAccounts, storedCards } from './receiving-accounts';

/**
 * A member's deposit order on an open channel, pending until an operator reviews it; it keeps the channel's
 * accounts as they are now. Answers its number in `message`, or for an external pay way the page to pay on.
 */
export async function placeDepositOrder(trx: Kysely<Tables>, memberId: number, input: ParsedRequestOf<typeof recharge>, now: number) {
  const way = payWayOf(input.paytype);
  if (!way) throw new BusinessError(MSG.payWayUnknown);
  const type = depositChannelOf(way, input.catepay);
  if (!type) throw new BusinessError(MSG.usdtProtocolRequired);
  const channel = await trx.selectFrom('pay_channel').selectAll().where('type', '=', type).executeTakeFirstOrThrow();
  if (channel.enabled !== 1) throw new BusinessError(MSG.channelClosed);
  assertValid(checkDeposit(input, { minFen: channel.min_fen, maxFen: channel.max_fen }, way.key === 'bank'));
  const outTradeNo = newOrderNumber('D', now);
  await trx
    .insertInto('deposit_order')
    .values({
      out_trade_no: outTradeNo,
      member_id: memberId,
      pay_way: way.code,
      channel: type,
      amount_fen: parseYuan(input.amount) ?? 0,
      state: REVIEW_STATE.pending,
      ...(way.key === 'bank'
        ? {
            depositor_bank: (input.bank ?? '').trim(),
            depositor_bank_no: (input.bank_no ?? '').trim(),
            depositor_name: (input.bank_owner ?? '').trim(),
            depositor_bank_address: (input.bank_address ?? '').trim(),
          }
        : {}),
      // What the order shows the player stays as it was when made, whatever an operator changes later.
      receiving: JSON.stringify((await openAccounts(trx, type)).map(cardOf)),
      created_at: now,
      reviewed_at: null,
      reviewed_by: null,
    })
    .execute();
  const external = (EXTERNAL_PAY_WAY_CODES as readonly number[]).includes(way.code);
  return {
    data: { out_trade_no: outTradeNo },
    message: external ? { info: { navurl: `/demo/pay/${outTradeNo}` } } : outTradeNo,
  };
}

/** The channel tag payinfo answers in `message` (API-NOTES §5). */
const CHANNEL_TAG: Record<string, string> = {
  bank: 'bankpay',
  'usdt-trc20': 'usdtpay',
  'usdt-erc20': 'usdtpay',
  wechat: 'wxpay',
  alipay: 'alipay',
  antoken: 'antoken',
  gopay: 'gopay',
  okpay: 'okpay',
};

/** How to pay the member's own deposit order (another member's is not found), with its channel's tag in `message`. */
export async function depositPayInfo(db: Kysely<Tables>, memberId: number, depositNo: string | undefined) {
  const order = await db
    .selectFrom('deposit_order')
    .selectAll()
    .where('out_trade_no', '=', (depositNo ?? '').trim())
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!order) throw new BusinessError(MSG.depositNotFound, CODES.notFound);
  const channel = await db.selectFrom('pay_channel').selectAll().where('type', '=', order.channel).executeTakeFirstOrThrow();
  const usdt = order.channel.startsWith('usdt');
  const rate = usdt ? (await readSite(db)).usdt_rate : undefined;
  const scaledRate = rate === undefined ? undefined : parseRate(rate);
  // Orders from before migration 0016 stored nothing: they show the channel's open accounts of now.
  const cardlist = storedCards(order.receiving) ?? (await openAccounts(db, order.channel)).map(cardOf);
  return {
    message: CHANNEL_TAG[order.channel] ?? order.channel,
    data: {
      deposit_no: order.out_trade_no,
      info: {
        amount: fenToYuan(order.amount_fen),
        real_money: fenToYuan(order.amount_fen),
        created_at: formatBeijingTime(order.created_at),
        bank: channel.name,
        paytype: channel.name,
        state: order.state,
        ...(scaledRate === undefined ? {} : { usdtrate: Number(rate), usdt_amount: fenToUsdtCents(order.amount_fen, scaledRate) / 100 }),
      },
      cardlist,
      ...(order.channel === 'antoken' ? { url: `/demo/pay/${order.out_trade_no}`, qrcode: cardlist[0]?.payimg ?? '' } : {}),
    },
  };
}

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
    await markReviewed(trx, 'deposit_order', order.id, { approve, operator, now, reason: refusal });
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
