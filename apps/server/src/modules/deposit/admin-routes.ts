import {
  adminApproveDeposit,
  adminBulkReviewDeposits,
  adminDepositActivity,
  adminDeposits,
  adminMovePayChannel,
  adminPayChannels,
  adminReceivingAccounts,
  adminRejectDeposit,
  adminSavePayChannel,
  adminSaveReceivingAccount,
} from '@casino/contract/calls/deposit';
import { PAY_CHANNEL_SORTING, RECEIVING_ACCOUNT_SORTING } from '@casino/contract/list-sorting';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../http/route';
import { pageSize, paginate } from '../../lists/page';
import { listOrder } from '../../lists/sort';
import { auditOf, operatorOf } from '../operators/request-admin';
import { bulkReviewDeposits } from './bulk-review';
import { reviewDeposit } from './orders';
import { movePayChannel, payChannelItem, savePayChannel } from './pay-channels';
import { depositQueuePage } from './queue';
import { depositActivity } from './queue-activity';
import { receivingAccountItem, saveReceivingAccount } from './receiving-account-settings';

/** The operators' deposit calls: the review queue (a member's activity beside a row, bulk review) and the deposit channels with their receiving accounts. */
export function depositAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { database, db, clock } = context;
  answerCall(admin, adminDeposits, async ({ input }) => ({ data: await depositQueuePage(db, input) }));

  answerCall(admin, adminApproveDeposit, async ({ input, request }) => {
    const now = clock();
    await reviewDeposit(database, input.out_trade_no, true, operatorOf(request), now, auditOf(request, now));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminRejectDeposit, async ({ input, request }) => {
    const now = clock();
    await reviewDeposit(database, input.out_trade_no, false, operatorOf(request), now, auditOf(request, now), input.reason);
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminPayChannels, async ({ input }) => {
    const order = listOrder(PAY_CHANNEL_SORTING, input, { sort: 'sort', name: 'name', min: 'min_fen', max: 'max_fen', enabled: 'enabled' });
    return {
      data: await paginate(
        db.selectFrom('pay_channel'),
        (query) => query.selectAll().orderBy(order.column, order.direction).orderBy('sort').orderBy('type'),
        { page: input.page, perPage: pageSize(input.per_page, 20) },
        payChannelItem,
      ),
    };
  });

  answerCall(admin, adminSavePayChannel, async ({ input, request }) => ({ data: await savePayChannel(database, input, auditOf(request, clock())), message: MSG.operationOk }));

  answerCall(admin, adminMovePayChannel, async ({ input, request }) => {
    await movePayChannel(database, input, auditOf(request, clock()));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminReceivingAccounts, async ({ input }) => {
    // In the players' order unless sorted otherwise: by their channel's place in the list, then within the channel.
    const order = listOrder(RECEIVING_ACCOUNT_SORTING, input, { channel: 'pay_channel.sort', sort: 'receiving_account.sort', enabled: 'receiving_account.state' });
    const all = db.selectFrom('receiving_account').innerJoin('pay_channel', 'pay_channel.type', 'receiving_account.channel');
    const accounts = input.channel === undefined ? all : all.where('receiving_account.channel', '=', input.channel);
    const ordered = (query: typeof accounts) =>
      query
        .selectAll('receiving_account')
        .orderBy(order.column, order.direction)
        .orderBy('pay_channel.sort')
        .orderBy('receiving_account.channel')
        .orderBy('receiving_account.sort')
        .orderBy('receiving_account.id');
    return { data: await paginate(accounts, ordered, { page: input.page, perPage: pageSize(input.per_page, 20) }, receivingAccountItem) };
  });

  answerCall(admin, adminSaveReceivingAccount, async ({ input, request }) => ({
    data: await saveReceivingAccount(database, input, auditOf(request, clock())),
    message: MSG.operationOk,
  }));

  answerCall(admin, adminDepositActivity, async ({ input }) => ({ data: await depositActivity(db, input.out_trade_no) }));

  answerCall(admin, adminBulkReviewDeposits, async ({ input, request }) => ({
    data: await bulkReviewDeposits(database, input.orders, {
      approve: input.approve,
      reason: input.reason,
      operator: operatorOf(request),
      clock,
      auditAt: (now) => auditOf(request, now),
    }),
  }));
}
