import { article } from '@casino/contract/calls/articles';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { BusinessError } from '../../http/business-error';
import { answerCall } from '../../http/route';

export function articlesRoutes(api: FastifyInstance, { db }: AppContext): void {
  answerCall(api, article, async ({ input }) => {
    const row = await db.selectFrom('article').select('content').where('type', '=', input.type).executeTakeFirst();
    if (!row) throw new BusinessError(MSG.notFound, CODES.notFound);
    return { data: { content: row.content } };
  });
}
