import { betrecord, gettransrecord } from '@casino/contract/calls/records';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember } from '../../platform/http/auth';
import { answerCall } from '../../platform/http/route';
import { betRecordPage } from './bet-records';
import { transactionRecordPage } from './transaction-records';

export function recordsRoutes(api: FastifyInstance, { db, clock }: AppContext): void {
  answerCall(api, gettransrecord, async ({ input, request }) => ({ data: await transactionRecordPage(db, currentMember(request).id, input, clock()) }));

  answerCall(api, betrecord, async ({ input, request }) => ({ data: await betRecordPage(db, currentMember(request).id, input, clock()) }));
}
