import { adminBulkReviewDeposits, adminDepositActivity } from "@casino/contract/calls/deposit";
import { adminBulkReviewWithdrawals, adminWithdrawalActivity } from "@casino/contract/calls/withdraw";
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../http/route';
import { bulkReviewDeposits, bulkReviewWithdrawals } from './bulk-review';
import { depositActivity, withdrawalActivity } from './queue-activity';
import { auditOf, operatorOf } from '../operators/request-admin';

/**
 * The review queues' own calls: a member's activity beside a row, and bulk review. Bulk review is one call
 * that reviews each row through the single review's path (its own transaction and audit row), so the
 * console gets every row's answer at once and a closed tab cannot leave half the rows unsent.
 */
export function queueRoutes(admin: FastifyInstance, { database, db, clock }: AppContext): void {
  answerCall(admin, adminDepositActivity, async ({ input }) => ({ data: await depositActivity(db, input.out_trade_no) }));
  answerCall(admin, adminWithdrawalActivity, async ({ input }) => ({ data: await withdrawalActivity(db, input.id) }));

  answerCall(admin, adminBulkReviewDeposits, async ({ input, request }) => ({
    data: await bulkReviewDeposits(database, input.orders, { approve: input.approve, reason: input.reason, operator: operatorOf(request), clock, auditAt: (now) => auditOf(request, now) }),
  }));
  answerCall(admin, adminBulkReviewWithdrawals, async ({ input, request }) => ({
    data: await bulkReviewWithdrawals(database, input.ids, { approve: input.approve, reason: input.reason, operator: operatorOf(request), clock, auditAt: (now) => auditOf(request, now) }),
  }));
}
