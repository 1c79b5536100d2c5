import { getPayRange, getPayWay, getpaybank, payinfo, recharge } from '@casino/contract/calls/deposit';
import { CODES, depositChannelOf, EXTERNAL_PAY_WAY_CODES, payWayOf } from '@casino/contract/codes';
import type { PayWayFlags } from '@casino/contract/entities/deposit';
import { MSG } from '@casino/contract/messages';
import { fenToUsdtCents, fenToYuan, parseRate, parseYuan } from '@casino/contract/money';
import { checkDeposit } from '@casino/contract/rules/deposit';
import { formatBeijingTime } from '@casino/contract/time';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember } from '../../http/auth';
import { assertValid, BusinessError } from '../../http/business-error';
import { answerMoneyCall } from '../../http/money-call';
import { answerCall } from '../../http/route';
import { readSite } from '../../site-settings';
import { REVIEW_STATE } from '@casino/contract/codes';
import { newOrderNumber } from '../../order-number';
import { cardOf, openAccounts, payWayOrder, platformAccount, storedCards } from './receiving-accounts';

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

const flag = (on: boolean): 0 | 1 => (on ? 1 : 0);

export function depositRoutes(api: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const channels = () => db.selectFrom('pay_channel').selectAll().orderBy('sort').orderBy('type').execute();

  answerCall(api, getPayWay, async () => {
    const all = await channels();
    const open = new Set(all.filter((c) => c.enabled === 1).map((c) => c.type));
    const flags: PayWayFlags = {
      antoken: flag(open.has('antoken')),
      usdt: flag(open.has('usdt-trc20') || open.has('usdt-erc20')),
      card: flag(open.has('bank')),
      wxpay: flag(open.has('wechat')),
      wechat: flag(open.has('wechat')),
      alipay: flag(open.has('alipay')),
      gopay: flag(open.has('gopay')),
      okpay: flag(open.has('okpay')),
      order: payWayOrder(all),
    };
    return { data: flags };
  });

  answerCall(api, getPayRange, async ({ input }) => {
    const channel = await db.selectFrom('pay_channel').select(['min_fen', 'max_fen']).where('type', '=', input.type).executeTakeFirstOrThrow();
    return { data: { min_price: fenToYuan(channel.min_fen), max_price: fenToYuan(channel.max_fen) } };
  });

  answerCall(api, getpaybank, async ({ input }) => {
    const [first, ...rest] = (await openAccounts(db, input?.type ?? 'bank')).map(platformAccount);
    if (!first) throw new BusinessError(MSG.channelClosed, CODES.notFound);
    return { data: { ...first, list: [first, ...rest] } };
  });

  answerMoneyCall(api, context, recharge, async ({ input, member, trx, now }) => {
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
        member_id: member.id,
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
  });

  answerCall(api, payinfo, async ({ input, request }) => {
    const member = currentMember(request);
    const order = await db
      .selectFrom('deposit_order')
      .selectAll()
      .where('out_trade_no', '=', (input.deposit_no ?? '').trim())
      .where('member_id', '=', member.id)
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
  });
}
