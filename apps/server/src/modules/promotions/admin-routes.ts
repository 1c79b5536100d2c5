import {
  adminApplications,
  adminApproveApplication,
  adminDeletePromotion,
  adminPromotions,
  adminPromotionTypes,
  adminRejectApplication,
  adminSavePromotion,
  adminSavePromotionType,
} from '@casino/contract/calls/promotions';
import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { parseYuan } from '@casino/contract/money';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { BusinessError } from '../../kernel/errors';
import { answerCall } from '../../platform/http/route';
import { adminOf, auditOf, operatorOf } from '../operators/public';
import { assertMayCredit } from '../../kernel/credit-guard';
import { deletePromotion, promotionPage, promotionTypeList, savePromotion, savePromotionType } from './content';
import { applicationPage, approveApplication, reviewApplication } from './reviews';

/** The operators' promotion calls: the review of applications (with a bonus, a credit within the role's limit) and the promotions and their types. */
export function promotionsAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { database, db, clock } = context;
  answerCall(admin, adminApplications, async ({ input }) => ({ data: await applicationPage(db, input) }));

  answerCall(admin, adminApproveApplication, async ({ input, request }) => {
    const now = clock();
    const text = String(input.bonus ?? '').trim();
    const bonusFen = text === '' ? 0 : parseYuan(text);
    if (bonusFen === undefined) throw new BusinessError(MSG.invalidAmount);
    const operator = operatorOf(request);
    if (bonusFen > 0) assertMayCredit(adminOf(request).role, bonusFen);
    const outcome = await approveApplication(database, { id: input.id, bonusFen, operator, role: adminOf(request).role, now, audit: auditOf(request, now) });
    return { data: [], message: outcome === 'awaiting_second' ? ADMIN_MSG.adminCreditAwaitingSecond : MSG.operationOk };
  });

  answerCall(admin, adminRejectApplication, async ({ input, request }) => {
    const now = clock();
    await reviewApplication(database, input.id, { approve: false, operator: operatorOf(request), now, reason: input.reason ?? '' }, auditOf(request, now));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminPromotions, async ({ input }) => ({ data: await promotionPage(db, input) }));

  answerCall(admin, adminSavePromotion, async ({ input, request }) => {
    const now = clock();
    return { data: await savePromotion(database, input, now, auditOf(request, now)), message: MSG.operationOk };
  });

  answerCall(admin, adminDeletePromotion, async ({ input, request }) => {
    await deletePromotion(database, input.id, auditOf(request, clock()));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminPromotionTypes, async () => ({ data: await promotionTypeList(db) }));

  answerCall(admin, adminSavePromotionType, async ({ input, request }) => ({
    data: await savePromotionType(database, input, auditOf(request, clock())),
    message: MSG.operationOk,
  }));
}
