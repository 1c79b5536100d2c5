import { article } from '@casino/contract/calls/articles';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../platform/http/route';
import { articleContent } from './content';

export function articlesRoutes(api: FastifyInstance, { db }: AppContext): void {
  answerCall(api, article, async ({ input }) => ({ data: await articleContent(db, input.type) }));
}
