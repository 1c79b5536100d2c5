import { adminBanners, adminDeleteBanner, adminSaveBanner } from '@casino/contract/calls/admin';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../http/route';
import { paginate, pageSize } from '../../lists/page';
import { bannerItem, deleteBanner, saveBanner } from './banners';
import { auditOf } from './request-admin';

/** The content calls of the home's banners. */
export function bannerRoutes(admin: FastifyInstance, { database, db, clock }: AppContext): void {
  answerCall(admin, adminBanners, async ({ input }) => ({
    data: await paginate(db.selectFrom('banner'), (query) => query.selectAll().orderBy('sort').orderBy('id'), { page: input.page, perPage: pageSize(input.per_page, 20) }, bannerItem),
  }));

  answerCall(admin, adminSaveBanner, async ({ input, request }) => ({ data: await saveBanner(database, input, auditOf(request, clock())), message: MSG.operationOk }));

  answerCall(admin, adminDeleteBanner, async ({ input, request }) => {
    await deleteBanner(database, input.id, auditOf(request, clock()));
    return { data: [], message: MSG.operationOk };
  });
}
