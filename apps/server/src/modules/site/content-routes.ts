import { adminAnnouncements, adminDeleteAnnouncement, adminPopup, adminSaveAnnouncement, adminSavePopup } from "@casino/contract/calls/site";
import { adminArticles, adminDeleteArticle, adminSaveArticle } from "@casino/contract/calls/articles";
import { adminDeletePromotion, adminPromotions, adminPromotionTypes, adminSavePromotion, adminSavePromotionType } from "@casino/contract/calls/promotions";
import { ANNOUNCEMENT_SORTING, ARTICLE_SORTING, PROMOTION_SORTING } from '@casino/contract/list-sorting';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../http/route';
import { paginate, pageSize } from '../../lists/page';
import { listOrder } from '../../lists/sort';
import { announcementItem, deleteAnnouncement, saveAnnouncement } from './announcements';
import { articleItem, deleteArticle, saveArticle } from '../articles/content';
import { readPopup, savePopup } from './popup';
import { deletePromotion, promotionItem, promotionTypeItem, savePromotion, savePromotionType } from '../promotions/content';
import { auditOf } from '../operators/request-admin';

/** The content calls: the home's scrolling notices, its popup announcement, and the promotions with their types, and the articles. */
export function contentRoutes(admin: FastifyInstance, { database, db, clock }: AppContext): void {
  answerCall(admin, adminAnnouncements, async ({ input }) => {
    const order = listOrder(ANNOUNCEMENT_SORTING, input, { sort: 'sort', id: 'id' });
    return {
      data: await paginate(
        db.selectFrom('announcement'),
        (query) => query.selectAll().orderBy(order.column, order.direction).orderBy('sort').orderBy('id'),
        { page: input.page, perPage: pageSize(input.per_page, 20) },
        announcementItem,
      ),
    };
  });

  answerCall(admin, adminSaveAnnouncement, async ({ input, request }) => ({ data: await saveAnnouncement(database, input, auditOf(request, clock())), message: MSG.operationOk }));

  answerCall(admin, adminDeleteAnnouncement, async ({ input, request }) => {
    await deleteAnnouncement(database, input.id, auditOf(request, clock()));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminPopup, async () => ({ data: await readPopup(db) }));

  answerCall(admin, adminSavePopup, async ({ input, request }) => ({ data: await savePopup(database, input, auditOf(request, clock())), message: MSG.operationOk }));

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
  answerCall(admin, adminPromotionTypes, async () => ({ data: (await db.selectFrom('activity_type').selectAll().orderBy('sort').orderBy('id').limit(100).execute()).map(promotionTypeItem) }));

  answerCall(admin, adminSavePromotionType, async ({ input, request }) => ({ data: await savePromotionType(database, input, auditOf(request, clock())), message: MSG.operationOk }));

  answerCall(admin, adminArticles, async ({ input }) => {
    const order = listOrder(ARTICLE_SORTING, input, { type: 'type', title: 'title' });
    return {
      data: await paginate(
        db.selectFrom('article'),
        (query) => query.selectAll().orderBy(order.column, order.direction).orderBy('type'),
        { page: input.page, perPage: pageSize(input.per_page, 20) },
        articleItem,
      ),
    };
  });

  answerCall(admin, adminSaveArticle, async ({ input, request }) => ({ data: await saveArticle(database, input, auditOf(request, clock())), message: MSG.operationOk }));

  answerCall(admin, adminDeleteArticle, async ({ input, request }) => {
    await deleteArticle(database, input.type ?? 0, auditOf(request, clock()));
    return { data: [], message: MSG.operationOk };
  });
}
