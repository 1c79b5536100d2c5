import {
  adminApproveDeposit,
  adminBulkReviewDeposits,
  adminDepositActivity,
  adminDeposits,
  adminDepositsCsv,
  adminConnectGateway,
  adminDisconnectGateway,
  adminGatewayConnections,
  adminGatewayNotifications,
  adminQueryGatewayOrder,
  adminResolveGatewayNotification,
  adminMovePayChannel,
  adminPayChannels,
  adminReceivingAccounts,
  adminRejectDeposit,
  adminSavePayChannel,
  adminSaveReceivingAccount,
} from '@casino/contract/calls/deposit';
import { MSG } from '@casino/contract/messages';
import { accountNumberFor } from '@casino/contract/account-numbers';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCsvCall } from '../../kernel/lists/csv-route';
import { answerCall } from '../../platform/http/route';
import { adminOf, auditOf, operatorOf } from '../operators/public';
import { bulkReviewDeposits } from './bulk-review';
import { connectGatewayByOperator, disconnectGatewayByOperator, gatewayConnectionList } from './gateway-connections-admin';
import { gatewayNotificationPage, queryGatewayOrder, resolveGatewayNotification } from './gateway-notifications-admin';
import { reviewDeposit } from './orders';
import { movePayChannel, payChannelPage, savePayChannel } from './pay-channels';
import { depositQueuePage } from './queue';
import { depositsFile } from './queue-export';
import { depositActivity } from './queue-activity';
import { receivingAccountPage, saveReceivingAccount } from './receiving-account-settings';

/** The operators' deposit calls: the review queue (a member's activity beside a row, bulk review), the deposit channels with their receiving accounts, and their payment gateways. */
export function depositAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { database, db, clock } = context;
  answerCall(admin, adminDeposits, async ({ input, request }) => ({ data: await depositQueuePage(db, input, accountNumberFor(adminOf(request).role)) }));

  answerCsvCall(admin, adminDepositsCsv, async ({ input, request }) => depositsFile(db, input, auditOf(request, clock()), undefined, accountNumberFor(adminOf(request).role)));

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

  answerCall(admin, adminPayChannels, async ({ input }) => ({ data: await payChannelPage(db, input) }));

  answerCall(admin, adminSavePayChannel, async ({ input, request }) => ({ data: await savePayChannel(database, input, auditOf(request, clock())), message: MSG.operationOk }));

  answerCall(admin, adminMovePayChannel, async ({ input, request }) => {
    await movePayChannel(database, input, auditOf(request, clock()));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminReceivingAccounts, async ({ input }) => ({ data: await receivingAccountPage(db, input) }));

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

  answerCall(admin, adminGatewayConnections, async () => ({ data: await gatewayConnectionList(db, context.secrets) }));

  answerCall(admin, adminConnectGateway, async ({ input, request }) => {
    const now = clock();
    return { data: await connectGatewayByOperator(database, context.secrets, context.gateways, input, operatorOf(request), now, auditOf(request, now)), message: MSG.operationOk };
  });

  answerCall(admin, adminDisconnectGateway, async ({ input, request }) => {
    await disconnectGatewayByOperator(database, context.gateways, input.channel, auditOf(request, clock()));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminGatewayNotifications, async ({ input }) => ({ data: await gatewayNotificationPage(db, input) }));

  answerCall(admin, adminResolveGatewayNotification, async ({ input, request }) => {
    const now = clock();
    await resolveGatewayNotification(database, input, operatorOf(request), now, auditOf(request, now));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminQueryGatewayOrder, async ({ input, request }) => ({ data: await queryGatewayOrder(database, context.gateways, input.out_trade_no, operatorOf(request), clock()) }));
}
