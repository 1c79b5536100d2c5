import {
  adminApproveWithdrawal,
  adminBulkReviewWithdrawals,
  adminPayoutWithdrawal,
  adminRejectWithdrawal,
  adminResolvePayout,
  adminSaveSecondReview,
  adminSecondReview,
  adminSettleFailedPayout,
  adminWithdrawalActivity,
  adminWithdrawalPayouts,
  adminWithdrawals,
  adminWithdrawalsCsv,
} from '@casino/contract/calls/withdraw';
import { MSG } from '@casino/contract/messages';
import { SERVER_MSG } from '@casino/contract/server-messages';
import { accountNumberFor } from '@casino/contract/account-numbers';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCsvCall } from '../../kernel/lists/csv-route';
import { answerCall } from '../../platform/http/route';
import { adminOf, auditOf, operatorOf } from '../operators/public';
import { bulkReviewWithdrawals } from './bulk-review';
import { resolvePayoutByHand, settleFailedPayout, withdrawalPayoutPage } from './payout-admin';
import { payWithdrawal } from './payout-calls';
import { withdrawalQueuePage } from './queue';
import { withdrawalsFile } from './queue-export';
import { withdrawalActivity } from './queue-activity';
import { reviewWithdrawal } from './reviews';
import { readSecondReview, saveSecondReview } from './second-review';

/** The operators' withdrawal calls: the review queue (four-eyes above the site's amount, a member's activity beside a row, bulk review), payouts through a gateway, and the four-eyes amount. */
export function withdrawAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { database, db, clock, gateways } = context;
  answerCall(admin, adminWithdrawals, async ({ input, request }) => ({ data: await withdrawalQueuePage(db, input, accountNumberFor(adminOf(request).role)) }));

  answerCsvCall(admin, adminWithdrawalsCsv, async ({ input, request }) => withdrawalsFile(db, input, auditOf(request, clock()), undefined, accountNumberFor(adminOf(request).role)));

  answerCall(admin, adminApproveWithdrawal, async ({ input, request }) => {
    const now = clock();
    const outcome = await reviewWithdrawal(database, input.id, true, operatorOf(request), now, auditOf(request, now));
    return { data: [], message: outcome === 'awaiting_second' ? SERVER_MSG.withdrawalFirstApproval : MSG.operationOk };
  });

  answerCall(admin, adminRejectWithdrawal, async ({ input, request }) => {
    const now = clock();
    await reviewWithdrawal(database, input.id, false, operatorOf(request), now, auditOf(request, now), input.reason);
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminSecondReview, async () => ({ data: await readSecondReview(db) }));

  answerCall(admin, adminSaveSecondReview, async ({ input, request }) => {
    const now = clock();
    return { data: await saveSecondReview(database, input, now, auditOf(request, now)), message: MSG.operationOk };
  });

  answerCall(admin, adminWithdrawalActivity, async ({ input, request }) => ({ data: await withdrawalActivity(db, input.id, accountNumberFor(adminOf(request).role)) }));

  answerCall(admin, adminBulkReviewWithdrawals, async ({ input, request }) => ({
    data: await bulkReviewWithdrawals(database, input.ids, {
      approve: input.approve,
      reason: input.reason,
      operator: operatorOf(request),
      clock,
      auditAt: (now) => auditOf(request, now),
    }),
  }));

  answerCall(admin, adminPayoutWithdrawal, async ({ input, request }) => {
    const state = await payWithdrawal({ database, gateways, clock }, { id: input.id, channel: input.channel, operator: operatorOf(request), audit: auditOf(request, clock()) });
    return { data: { state }, message: state === 'awaiting_second' ? SERVER_MSG.withdrawalFirstApproval : MSG.operationOk };
  });

  answerCall(admin, adminWithdrawalPayouts, async ({ input }) => ({ data: await withdrawalPayoutPage(db, input) }));

  answerCall(admin, adminSettleFailedPayout, async ({ input, request }) => {
    const now = clock();
    await settleFailedPayout(database, input, operatorOf(request), now, auditOf(request, now));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminResolvePayout, async ({ input, request }) => {
    const now = clock();
    await resolvePayoutByHand(database, input, operatorOf(request), now, auditOf(request, now));
    return { data: [], message: MSG.operationOk };
  });
}
