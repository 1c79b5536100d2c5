import { dofanshui, getfanshui } from '@casino/contract/calls/rebate';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember } from '../../platform/http/auth';
import { answerMoneyCall } from '../../kernel/money-call';
import { answerCall } from '../../platform/http/route';
import { claimRebates } from './claim';
import { rebateRecords } from './rebate-records';

export function rebateRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  answerCall(api, getfanshui, async ({ input, request }) => ({ data: await rebateRecords(db, currentMember(request).id, input, clock()) }));

  answerMoneyCall(api, context, dofanshui, async ({ member, trx, ledger, now }) => ({ data: await claimRebates(trx, ledger, member, now), message: MSG.operationOk }));
}
