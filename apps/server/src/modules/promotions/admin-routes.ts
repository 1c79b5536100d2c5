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
import { PROMOTION_SORTING } from '@casino/contract/list-sorting';
import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { fenToYuan, parseYuan } from '@casino/contract/money';
import { formatBeijingTime } from '@casino/contract/time';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { BusinessError } from '../../http/business-error';
import { answerCall } from '../../http/route';
import { pageSize, paginate } from '../../lists/page';
import { listOrder } from '../../lists/sort';
import { adminOf, auditOf, operatorOf } from '../operators/request-admin';
import { askBonus, assertMayCredit, needsSecondOperator } from '../wallet/credit-guard';
import { deletePromotion, promotionItem, promotionTypeItem, savePromotion, savePromotionType } from './content';
import { pendingApplications, reviewApplication } from './reviews';

/** The operators' promotion calls: the review of applications (with a bonus, a credit within the role's limit) and the promotions and their types. */
export function promotionsAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { database, db, clock } = context;
  answerCall(admin, adminApplications, async ({ input }) => {
    const page = await pendingApplications(db, { ...input, perPage: input.per_page });
    return {
      data: {
        ...page,
        data: page.data.map((a) => ({
          id: a.id,
          username: a.username,
          activity_name: a.activity_name,
          amount: a.amount_fen === null ? null : fenToYuan(a.amount_fen),
          created_at: formatBeijingTime(a.created_at),
        })),
      },
    };
  });

  answerCall(admin, adminApproveApplication, async ({ input, request }) => {
    const now = clock();
    const text = String(input.bonus ?? '').trim();
    const bonusFen = text === '' ? 0 : parseYuan(text);
    if (bonusFen === undefined) throw new BusinessError(MSG.invalidAmount);
    const operator = operatorOf(request);
    if (bonusFen > 0) assertMayCredit(adminOf(request).role, bonusFen);
    const waits = bonusFen > 0 && (await needsSecondOperator(db, bonusFen));
    await reviewApplication(database, input.id, true, operator, now, auditOf(request, now), bonusFen, waits ? askBonus(bonusFen, input.id, operator, now) : undefined);
    return { data: [], message: waits ? ADMIN_MSG.adminCreditAwaitingSecond : MSG.operationOk };
  });

  answerCall(admin, adminRejectApplication, async ({ input, request }) => {
    const now = clock();
    await reviewApplication(database, input.id, false, operatorOf(request), now, auditOf(request, now));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminPromotions, async ({ input }) => {
    let listed = db.selectFrom('activity').innerJoin('activity_type', 'activity_type.id', 'activity.type');
    if ((input.type ?? 0) > 0) listed = listed.where('activity.type', '=', input.type ?? 0);
    // State 1 is shown: shown ascending (hidden first) is state ascending.
    const order = listOrder(PROMOTION_SORTING, input, { sort: 'activity.sort', id: 'activity.id', title: 'activity.title', shown: 'activity.state' });
    return {
      data: await paginate(
        listed,
        (query) =>
          query.selectAll('activity').select('activity_type.name as type_name').orderBy(order.column, order.direction).orderBy('activity.sort').orderBy('activity.id', 'desc'),
        { page: input.page, perPage: pageSize(input.per_page, 20) },
        promotionItem,
      ),
    };
  });

  answerCall(admin, adminSavePromotion, async ({ input, request }) => {
    const now = clock();
    return { data: await savePromotion(database, input, now, auditOf(request, now)), message: MSG.operationOk };
  });

  answerCall(admin, adminDeletePromotion, async ({ input, request }) => {
    await deletePromotion(database, input.id, auditOf(request, clock()));
    return { data: [], message: MSG.operationOk };
  });

  // A handful of rows (the tabs of /discount): answered whole.
  answerCall(admin, adminPromotionTypes, async () => ({
    data: (await db.selectFrom('activity_type').selectAll().orderBy('sort').orderBy('id').limit(100).execute()).map(promotionTypeItem),
  }));

  answerCall(admin, adminSavePromotionType, async ({ input, request }) => ({
    data: await savePromotionType(database, input, auditOf(request, clock())),
    message: MSG.operationOk,
  }));
}
