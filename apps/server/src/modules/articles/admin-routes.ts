import { adminArticles, adminDeleteArticle, adminSaveArticle } from '@casino/contract/calls/articles';
import { ARTICLE_SORTING } from '@casino/contract/list-sorting';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../http/route';
import { pageSize, paginate } from '../../lists/page';
import { listOrder } from '../../lists/sort';
import { auditOf } from '../operators/request-admin';
import { articleItem, deleteArticle, saveArticle } from './content';

/** The operators' editing of the articles (help pages), one per type. */
export function articlesAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { database, db, clock } = context;
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
