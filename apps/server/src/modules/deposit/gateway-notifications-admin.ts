import type { adminGatewayNotifications, adminQueryGatewayOrder, adminResolveGatewayNotification } from '@casino/contract/calls/deposit';
import type { DataOf, ParsedRequestOf } from '@casino/contract/call';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { CODES, REVIEW_STATE } from '@casino/contract/codes';
import { GATEWAY_REVIEW, type GatewayNotificationOutcome } from '@casino/contract/gateways';
import { fenToYuan } from '@casino/contract/money';
import { formatBeijingTime } from '@casino/contract/time';
import type { Page } from '@casino/contract/wire';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables } from '../../platform/db/schema';
import type { GatewayConnections } from '../../integrations/payments/connections';
import { gatewayOf } from '../../integrations/payments/registry';
import { BusinessError } from '../../kernel/errors';
import { beijingDayRange } from '../../kernel/lists/beijing-days';
import { pageSize, paginate } from '../../kernel/lists/page';
import { markReviewed } from '../../kernel/review-queues/mark-reviewed';
import { settleGatewayPaymentOnce } from './gateway-notifications';
import { creditDeposit } from './orders';

type NotificationItem = DataOf<typeof adminGatewayNotifications>['data'][number];

/** One page of the gateways' notifications, newest first, within the filters. */
export function gatewayNotificationPage(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminGatewayNotifications>): Promise<Page<NotificationItem>> {
  const { from, until } = beijingDayRange(input.from, input.to);
  const channel = input.channel?.trim() ?? '';
  const order = input.order?.trim() ?? '';
  const filtered = db
    .selectFrom('gateway_notification')
    .leftJoin('member', 'member.id', 'gateway_notification.member_id')
    .leftJoin('deposit_order', (join) => join.onRef('deposit_order.out_trade_no', '=', 'gateway_notification.out_trade_no').onRef('deposit_order.channel', '=', 'gateway_notification.channel'))
    .$if(channel !== '', (query) => query.where('gateway_notification.channel', '=', channel))
    .$if(order !== '', (query) => query.where((eb) => eb.or([eb('gateway_notification.out_trade_no', '=', order), eb('gateway_notification.trade_no', '=', order)])))
    .$if(input.outcome !== undefined, (query) => query.where('gateway_notification.outcome', '=', input.outcome ?? ''))
    .$if(input.review === 'pending', (query) => query.where('gateway_notification.review_state', '=', GATEWAY_REVIEW.pending))
    .$if(from !== undefined, (query) => query.where('gateway_notification.created_at', '>=', from ?? 0))
    .$if(until !== undefined, (query) => query.where('gateway_notification.created_at', '<', until ?? 0));
  return paginate(
    filtered,
    (query) =>
      query
        .selectAll('gateway_notification')
        .select(['member.username', 'deposit_order.amount_fen as order_fen', 'deposit_order.ordered_fen'])
        .orderBy('gateway_notification.id', 'desc'),
    { page: input.page, perPage: pageSize(input.per_page, 20) },
    (row) => ({
      id: row.id,
      created_at: formatBeijingTime(row.created_at),
      channel: row.channel,
      out_trade_no: row.out_trade_no,
      trade_no: row.trade_no,
      amount: row.amount_fen === null ? null : fenToYuan(row.amount_fen),
      order_amount: row.order_fen === null ? null : fenToYuan(row.ordered_fen ?? row.order_fen),
      username: row.username,
      signature_valid: row.signature_valid === 1,
      outcome: row.outcome as GatewayNotificationOutcome,
      review_state: row.review_state,
      reviewed_by: row.reviewed_by,
      review_note: row.review_note,
      remote_address: row.remote_address,
      params: row.params_json,
    }),
  );
}

/**
 * Finance's review of a notification that credited nothing. `credit` pays the order's member, once per gateway payment:
 * the gateway's amount, or when it differs from the order's the one finance chose seeing both (`amount`: order or paid;
 * refused without it). Through the order's own credit when it is still pending: the order is approved and keeps the
 * amount credited (amount_fen, the amount ordered in ordered_fen when they differ), so every list, export and report
 * reads what was credited. Else as a credit of that payment (`gwr:<channel>:<trade_no>`, which a second one collides
 * with). Either way every other notification of the payment stops waiting. Audited with the note and both amounts.
 */
export async function resolveGatewayNotification(database: Database, input: ParsedRequestOf<typeof adminResolveGatewayNotification>, operator: string, now: number, audit: AuditWriter): Promise<void> {
  const note = input.note.trim();
  await inMoneyTransaction(database, async (trx) => {
    const row = await trx.selectFrom('gateway_notification').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!row) throw new BusinessError(ADMIN_MSG.adminGatewayNotificationNotFound, CODES.notFound);
    if (row.review_state !== GATEWAY_REVIEW.pending) throw new BusinessError(ADMIN_MSG.adminGatewayNotificationSettled, CODES.conflict);
    const credit = input.action === 'credit';
    let credited: { credited_fen: number; order_fen: number } | undefined;
    if (credit) {
      const order = await trx
        .selectFrom('deposit_order')
        .select(['id', 'member_id', 'state', 'gateway_trade_no', 'amount_fen'])
        .where('out_trade_no', '=', row.out_trade_no)
        .where('channel', '=', row.channel)
        .executeTakeFirst();
      if (!order || row.amount_fen === null) throw new BusinessError(ADMIN_MSG.adminGatewayNotificationNoOrder, CODES.validation);
      if (order.gateway_trade_no === row.trade_no) throw new BusinessError(ADMIN_MSG.adminGatewayPaymentCredited, CODES.conflict);
      if (order.amount_fen !== row.amount_fen && input.amount === undefined) throw new BusinessError(ADMIN_MSG.adminGatewayCreditAmountUnchosen, CODES.validation);
      const amountFen = input.amount === 'order' ? order.amount_fen : row.amount_fen;
      credited = { credited_fen: amountFen, order_fen: order.amount_fen };
      const memo = `gateway ${row.channel} payment ${row.trade_no} credited by ${operator}: ${note}`;
      if (order.state === REVIEW_STATE.pending) {
        await markReviewed(trx, 'deposit_order', order.id, { approve: true, operator, now, reason: '' });
        // The order keeps what it was credited, and what was ordered when that differs.
        const amounts = amountFen === order.amount_fen ? {} : { amount_fen: amountFen, ordered_fen: order.amount_fen };
        await trx.updateTable('deposit_order').set({ gateway_trade_no: row.trade_no, ...amounts }).where('id', '=', order.id).execute();
        await creditDeposit(trx, { outTradeNo: row.out_trade_no, memberId: order.member_id, amountFen }, memo, now);
      } else {
        await creditDeposit(trx, { outTradeNo: row.out_trade_no, memberId: order.member_id, amountFen }, memo, now, `gwr:${row.channel}:${row.trade_no}`);
      }
    }
    await trx
      .updateTable('gateway_notification')
      .set({ review_state: credit ? GATEWAY_REVIEW.credited : GATEWAY_REVIEW.dismissed, reviewed_by: operator, reviewed_at: now, review_note: note })
      .where('id', '=', row.id)
      .execute();
    await audit(trx, {
      target: `gateway_notification:${String(row.id)}`,
      before: { review_state: row.review_state, outcome: row.outcome },
      after: { review_state: credit ? GATEWAY_REVIEW.credited : GATEWAY_REVIEW.dismissed, out_trade_no: row.out_trade_no, trade_no: row.trade_no, amount_fen: row.amount_fen, ...credited, note },
    });
  });
}

type QueryAnswer = DataOf<typeof adminQueryGatewayOrder>;

/**
 * Asks the order's gateway about it (outside any transaction); a payment it reports is settled as its notification
 * would be, with the query named as its source in the notifications' log.
 */
export async function queryGatewayOrder(database: Database, gateways: GatewayConnections, outTradeNo: string, operator: string, now: number): Promise<QueryAnswer> {
  const order = await database.db.selectFrom('deposit_order').select(['channel', 'gateway']).where('out_trade_no', '=', outTradeNo.trim()).executeTakeFirst();
  if (!order || order.gateway === '') throw new BusinessError(ADMIN_MSG.adminGatewayOrderNotFound, CODES.notFound);
  const connection = await gateways.of(order.channel);
  if (!connection) throw new BusinessError(ADMIN_MSG.adminGatewayNotConnected, CODES.validation);
  const status = await gatewayOf(connection).queryOrder(outTradeNo.trim());
  if (status.kind !== 'paid') {
    return {
      status: status.kind,
      trade_no: status.kind === 'unpaid' ? status.tradeNo : null,
      amount: null,
      error: status.kind === 'unknown' ? status.error : null,
      outcome: null,
    };
  }
  const reading = { kind: 'paid', outTradeNo: outTradeNo.trim(), tradeNo: status.tradeNo, amountFen: status.amountFen } as const;
  const received = { channel: order.channel, params: { source: 'order query', by: operator, trade_no: status.tradeNo }, remoteAddress: 'query', now };
  const outcome = await settleGatewayPaymentOnce(database, received, reading);
  return { status: 'paid', trade_no: status.tradeNo, amount: fenToYuan(status.amountFen), error: null, outcome };
}
