import { app as appCall } from '@casino/contract/calls/content';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { answerCall } from '../../http/route';
import { readSite, toAppInfo } from './site';

export function contentRoutes(app: FastifyInstance, { db }: Database): void {
  answerCall(app, appCall, async () => ({ data: toAppInfo(await readSite(db)) }));
}
