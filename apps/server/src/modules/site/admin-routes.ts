import { adminBanners, adminDeleteBanner, adminSaveBanner } from "@casino/contract/calls/site";
import { BANNER_SORTING, type SortDirection } from '@casino/contract/list-sorting';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../http/route';
import { paginate, pageSize } from '../../lists/page';
import { listOrder } from '../../lists/sort';
import { bannerItem, deleteBanner, saveBanner } from './banner-editing';
import { auditOf } from '../operators/request-admin';

const reversed = (direction: SortDirection): SortDirection => (direction === 'asc' ? 'desc' : 'asc');

/** The content calls of the home's banners. */
export function bannerRoutes(admin: FastifyInstance, { database, db, clock }: AppContext): void {
  answerCall(admin, adminBanners, async ({ input }) => {
    const order = listOrder(BANNER_SORTING, input, { sort: 'sort', id: 'id', shown: 'hidden' });
    // Shown ascending (hidden first) is hidden descending.
    const direction = order.column === 'hidden' ? reversed(order.direction) : order.direction;
    return {
      data: await paginate(
        db.selectFrom('banner'),
        (query) => query.selectAll().orderBy(order.column, direction).orderBy('sort').orderBy('id'),
        { page: input.page, perPage: pageSize(input.per_page, 20) },
        bannerItem,
      ),
    };
  });

  answerCall(admin, adminSaveBanner, async ({ input, request }) => ({ data: await saveBanner(database, input, auditOf(request, clock())), message: MSG.operationOk }));

  answerCall(admin, adminDeleteBanner, async ({ input, request }) => {
    await deleteBanner(database, input.id, auditOf(request, clock()));
    return { data: [], message: MSG.operationOk };
  });
}
