import { banklist, bindcard, delcard, getcard } from '@casino/contract/calls/cards';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember } from '../../platform/http/auth';
import { answerCall } from '../../platform/http/route';
import { bankList } from './banks';
import { bindCard, boundCardsOf, unbindCard } from './bound-cards';

export function cardsRoutes(api: FastifyInstance, { db, clock, standIns }: AppContext): void {
  answerCall(api, banklist, async () => ({ data: await bankList(db) }));

  answerCall(api, getcard, async ({ input, request }) => ({ data: await boundCardsOf(db, currentMember(request).id, input.type, standIns) }));

  answerCall(api, bindcard, async ({ input, request }) => ({ data: await bindCard(db, currentMember(request), input, clock), message: MSG.bound }));

  answerCall(api, delcard, async ({ input, request }) => {
    await unbindCard(db, currentMember(request), input, clock());
    return { data: [], message: MSG.unbound };
  });
}
