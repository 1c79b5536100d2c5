import type { ParsedRequestOf } from '@casino/contract/call';
import type { recharge } from '@casino/contract/calls/deposit';
import { CODES, depositChannelOf, EXTERNAL_PAY_WAY_CODES, payWayOf, REVIEW_STATE } from '@casino/contract/codes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { MSG } from '@casino/contract/messages';
import { fenToUsdtCents, fenToYuan, parseRate, parseYuan } from '@casino/contract/money';
import { checkDeposit } from '@casino/contract/rules/deposit';
import { formatBeijingTime } from '@casino/contract/time';
import type { Kysely } from 'kysely';
import { toDataURL } from 'qrcode';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Database } from '../../platform/db/database';
import type { Tables } from '../../platform/db/schema';
import { assertValid, BusinessError } from '../../kernel/errors';
import { ACCOUNT_KIND } from '../../ledger/accounts';
import { Ledger, memberMain, systemAccount } from '../../ledger/ledger';
import { TRANSFER_KIND } from '../../ledger/transfer-kinds';
import { newOrderNumber } from '../../kernel/order-number';
import { refreshVipTier } from '../vip/public';
import type { AuditWriter } from '../../kernel/audit-log';
import { addTurnoverRequirement, TURNOVER_KIND } from '../../ledger/turnover';
import { markReviewed } from '../../kernel/review-queues/mark-reviewed';
import { readSite } from '../../kernel/site-settings';
import type { PaymentGateway } from '../../integrations/payments/gateway';
import { GATEWAY_PROTOCOL, gatewayPayPage, gatewayPayUrl } from './gateway-pay';
import { cardOf, openAccounts, storedCards } from './receiving-accounts';

/** The gateway a channel is connected to, read in the caller's transaction, and where the gateway calls us back. */
export interface DepositGateways {
  of(trx: Kysely<Tables>, channel: string): Promise<PaymentGateway | undefined>;
  /** Our base URL as the gateway reaches it. */
  callbackBase: string;
  /** The page an external pay way's order is paid on when its channel has no gateway (the sandbox's demo page; none in production). */
  payPage: (outTradeNo: string) => string | undefined;
}

/**
 * A member's deposit order on an open channel. On a manual channel it is pending until an operator reviews it and keeps
 * the channel's accounts as they are now; on a channel connected to a gateway, it is paid at the gateway and credited
 * by its notification. Answers its number in `message`, or for an external pay way the page to pay on (the
 * gateway's, for a connected channel).
 */
export async function placeDepositOrder(trx: Kysely<Tables>, memberId: number, input: ParsedRequestOf<typeof recharge>, now: number, gateways: DepositGateways) {
  const way = payWayOf(input.paytype);
  if (!way) throw new BusinessError(MSG.payWayUnknown);
  const type = depositChannelOf(way, input.catepay);
  if (!type) throw new BusinessError(MSG.usdtProtocolRequired);
  const channel = await trx.selectFrom('pay_channel').selectAll().where('type', '=', type).executeTakeFirstOrThrow();
  if (channel.enabled !== 1) throw new BusinessError(MSG.channelClosed);
  assertValid(checkDeposit(input, { minFen: channel.min_fen, maxFen: channel.max_fen }, way.key === 'bank'));
  const outTradeNo = newOrderNumber('D', now);
  const gateway = await gateways.of(trx, type);
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
      // A gateway order is paid at the gateway: no receiving account of ours is shown for it.
      receiving: JSON.stringify(gateway ? [] : (await openAccounts(trx, type)).map(cardOf)),
      created_at: now,
      reviewed_at: null,
      reviewed_by: null,
      gateway: gateway === undefined ? '' : GATEWAY_PROTOCOL,
    })
    .execute();
  const external = (EXTERNAL_PAY_WAY_CODES as readonly number[]).includes(way.code);
  const gatewayPage = gateway && gatewayPayPage(gateway, gateways.callbackBase, { outTradeNo, channel: type, amountFen: parseYuan(input.amount) ?? 0 });
  return {
    data: { out_trade_no: outTradeNo, ...(gatewayPage === undefined ? {} : { pay_url: gatewayPage }) },
    message: external ? { info: { navurl: gatewayPage ?? gateways.payPage(outTradeNo) ?? '' } } : outTradeNo,
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

/** An AnToken order's page to pay on without a gateway, with the channel's QR code, when the site has one. */
const standInPayPage = (url: string | undefined, qrcode: string) => (url === undefined ? {} : { url, qrcode });

/**
 * How to pay the member's own deposit order (another member's is not found), with its channel's tag in `message`. A
 * gateway order's is the gateway's pay page, as a link and as a QR code (to pay from another phone).
 */
export async function depositPayInfo(db: Kysely<Tables>, memberId: number, depositNo: string | undefined, gateways: DepositGateways) {
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
  const gateway = order.gateway === '' || order.state !== REVIEW_STATE.pending ? undefined : await gateways.of(db, order.channel);
  const payPage = gateway && gatewayPayUrl(gateway, gateways.callbackBase, { outTradeNo: order.out_trade_no, channel: order.channel, amountFen: order.amount_fen });
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
      ...(payPage !== undefined
        ? { url: payPage, qrcode: await toDataURL(new URL(payPage, gateways.callbackBase).toString(), { margin: 1, width: 240 }) }
        : order.channel === 'antoken'
          ? standInPayPage(gateways.payPage(order.out_trade_no), cardlist[0]?.payimg ?? '')
          : {}),
    },
  };
}

/**
 * Credits a deposit order's amount to its member: the ledger transfer `dep:<order>` (which a second credit of the
 * same order collides with), the turnover it asks for and the member's VIP tier. In the transaction that moved the
 * order from pending.
 */
export async function creditDeposit(
  trx: Kysely<Tables>,
  order: { outTradeNo: string; memberId: number; amountFen: number },
  memo: string,
  now: number,
  /** The transfer's id when it is not the order's own credit (finance crediting a second payment of it). */
  id = `dep:${order.outTradeNo}`,
): Promise<void> {
  await new Ledger(trx, now).transfer(id, [
    {
      id,
      debit: systemAccount(ACCOUNT_KIND.deposits),
      credit: memberMain(order.memberId),
      amount: order.amountFen,
      kind: TRANSFER_KIND.deposit,
      refType: 'deposit_order',
      refId: order.outTradeNo,
      memo,
    },
  ]);
  const { turnover_percent: percent } = await readSite(trx);
  await addTurnoverRequirement(trx, { id: id === `dep:${order.outTradeNo}` ? order.outTradeNo : id, memberId: order.memberId, kind: TURNOVER_KIND.deposit, creditFen: order.amountFen, percent, now });
  await refreshVipTier(trx, order.memberId);
}

export function pendingDeposits(db: Kysely<Tables>) {
  return db
    .selectFrom('deposit_order')
    .innerJoin('member', 'member.id', 'deposit_order.member_id')
    .select(['deposit_order.out_trade_no', 'member.username', 'deposit_order.channel', 'deposit_order.amount_fen', 'deposit_order.created_at', 'deposit_order.depositor_name'])
    .where('deposit_order.state', '=', REVIEW_STATE.pending)
    .where('deposit_order.gateway', '=', '')
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
    const order = await trx.selectFrom('deposit_order').select(['id', 'member_id', 'amount_fen', 'state', 'gateway']).where('out_trade_no', '=', outTradeNo).executeTakeFirst();
    if (!order) throw new BusinessError(MSG.depositNotFound, CODES.notFound);
    // A gateway's order is credited by what the gateway says (its notification, or a query of it), never by hand.
    if (approve && order.gateway !== '') throw new BusinessError(ADMIN_MSG.adminGatewayOrderByHand, CODES.conflict);
    await markReviewed(trx, 'deposit_order', order.id, { approve, operator, now, reason: refusal });
    if (approve) await creditDeposit(trx, { outTradeNo, memberId: order.member_id, amountFen: order.amount_fen }, `approved by ${operator}`, now);
    await audit?.(trx, {
      target: `deposit:${outTradeNo}`,
      before: { state: order.state },
      after: { state: approve ? REVIEW_STATE.approved : REVIEW_STATE.refused, member_id: order.member_id, amount_fen: order.amount_fen, ...(refusal === '' ? {} : { reason: refusal }) },
    });
    return { amountFen: order.amount_fen, memberId: order.member_id };
  });
}
