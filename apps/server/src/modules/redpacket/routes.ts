import { douserredpacket, redpacket, userredpacket } from '@casino/contract/calls/redpacket';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember } from '../../platform/http/auth';
import { answerMoneyCall } from '../../kernel/money-call';
import { answerCall } from '../../platform/http/route';
import { drawRedpacket, memberDrawPage, redpacketStatus } from './draws';

export function redpacketRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  answerCall(api, userredpacket, async ({ request }) => ({ data: await redpacketStatus(db, currentMember(request).id, clock()) }));

  answerMoneyCall(api, context, douserredpacket, async ({ member, trx, ledger, now }) => ({ data: await drawRedpacket(trx, ledger, member.id, now), message: MSG.redpacketWon }));

  answerCall(api, redpacket, async ({ input, request }) => ({ data: await memberDrawPage(db, currentMember(request).id, input) }));
}
