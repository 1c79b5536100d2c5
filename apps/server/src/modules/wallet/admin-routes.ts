import { adminApproveCredit, adminCreditRequests, adminRejectCredit } from "@casino/contract/calls/wallet";
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../http/route';
import { pageSize } from '../../lists/page';
import { pendingCredits, reviewCredit } from './credits';
import { adminOf, auditOf, operatorOf } from '../operators/request-admin';

/** The credits above the two-operator amount, waiting for a second operator. */
export function creditRoutes(admin: FastifyInstance, { database, db, clock }: AppContext): void {
  answerCall(admin, adminCreditRequests, async ({ input }) => ({ data: await pendingCredits(db, { page: input.page, perPage: pageSize(input.per_page, 20) }) }));

  answerCall(admin, adminApproveCredit, async ({ input, request }) => {
    const now = clock();
    await reviewCredit(database, { id: input.id, approve: true, operator: operatorOf(request), role: adminOf(request).role, now, audit: auditOf(request, now) });
    return { data: [], message: MSG.operationOk };
  });
  answerCall(admin, adminRejectCredit, async ({ input, request }) => {
    const now = clock();
    await reviewCredit(database, { id: input.id, approve: false, operator: operatorOf(request), role: adminOf(request).role, now, audit: auditOf(request, now), reason: input.reason });
    return { data: [], message: MSG.operationOk };
  });
}
