import { adminArticles, adminDeleteArticle, adminSaveArticle } from '@casino/contract/calls/articles';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../platform/http/route';
import { auditOf } from '../operators/public';
import { articlePage, deleteArticle, saveArticle } from './content';

/** The operators' editing of the articles (help pages), one per type. */
export function articlesAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { database, db, clock } = context;
  answerCall(admin, adminArticles, async ({ input }) => ({ data: await articlePage(db, input) }));

  answerCall(admin, adminSaveArticle, async ({ input, request }) => ({ data: await saveArticle(database, input, auditOf(request, clock())), message: MSG.operationOk }));

  answerCall(admin, adminDeleteArticle, async ({ input, request }) => {
    await deleteArticle(database, input.type ?? 0, auditOf(request, clock()));
    return { data: [], message: MSG.operationOk };
  });
}
