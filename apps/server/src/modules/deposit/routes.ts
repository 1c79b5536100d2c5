import { getPayRange, getPayWay, getpaybank, payinfo, recharge } from '@casino/contract/calls/deposit';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember } from '../../platform/http/auth';
import { answerMoneyCall } from '../../kernel/money-call';
import { answerCall } from '../../platform/http/route';
import { readGatewayConnections } from '../../integrations/payments/connections';
import { gatewayOf } from '../../integrations/payments/registry';
import { publicBase } from '../../platform/runtime/self-url';
import { depositPayInfo, placeDepositOrder, type DepositGateways } from './orders';
import { payRange, payWayFlags } from './pay-ways';
import { payBank } from './receiving-accounts';

export function depositRoutes(api: FastifyInstance, context: AppContext): void {
  const { db } = context;

  answerCall(api, getPayWay, async () => ({ data: await payWayFlags(db) }));

  answerCall(api, getPayRange, async ({ input }) => ({ data: await payRange(db, input.type) }));

  answerCall(api, getpaybank, async ({ input }) => ({ data: await payBank(db, input?.type ?? 'bank') }));

  const gateways: DepositGateways = {
    of: async (trx, channel) => {
      const connection = (await context.gateways.currentIn(() => readGatewayConnections(trx, context.secrets))).find((one) => one.channel === channel);
      return connection && gatewayOf(connection);
    },
    callbackBase: publicBase(context.config),
    payPage: context.standIns.payPage,
  };
  answerMoneyCall(api, context, recharge, ({ input, member, trx, now }) => placeDepositOrder(trx, member.id, input, now, gateways));

  answerCall(api, payinfo, ({ input, request }) => depositPayInfo(db, currentMember(request).id, input.deposit_no, gateways));
}
