import { getBetAmount, withdraw } from '@casino/contract/calls/withdraw';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember } from '../../platform/http/auth';
import { answerMoneyCall } from '../../kernel/money-call';
import { answerCall } from '../../platform/http/route';
import { betAmountOf, checkWithdrawalRequest, requestWithdrawal } from './requests';

export function withdrawRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  answerCall(api, getBetAmount, async ({ request }) => ({ data: await betAmountOf(db, currentMember(request).id) }));

  answerMoneyCall(
    api,
    context,
    withdraw,
    async ({ input, member, trx, ledger, now }) => ({ data: await requestWithdrawal(trx, ledger, member, input, now), message: MSG.withdrawSubmitted }),
    ({ input, member }) => checkWithdrawalRequest(db, member, input, clock()),
  );
}
