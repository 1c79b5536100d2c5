import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { registerFormParser } from '../../platform/http/form-body';
import { UnverifiedBudget } from '../../platform/security/unverified-requests';
import { receiveGatewayNotification } from './gateway-notifications';
import { freshPayUrl } from './gateway-pay-page';
import { GATEWAY_PREFIX } from './gateway-pay';


/** The notification's parameters as text; a parameter given twice makes it unreadable (an empty set, refused as unsigned). */
function paramsOf(request: FastifyRequest): Record<string, string> {
  const source = request.method === 'GET' ? request.query : request.body;
  if (typeof source !== 'object' || source === null) return {};
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
    if (typeof value !== 'string') return {};
    params[key] = value;
  }
  return params;
}

/**
 * The gateways' notifications (EPay sends a GET; a POST form is read the same way) and the browser's return. Not
 * behind the member API's maintenance switch: a payment made before maintenance began is credited during it. The
 * return page credits nothing (docs/protocols/epay.md §3.4): it sends the player back to the wallet, where the
 * balance shows what the notification credited.
 */
export async function depositGatewayRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const unverified = new UnverifiedBudget();
  await app.register(async (gateway) => {
    await registerFormParser(gateway);
    const notify = async (request: FastifyRequest<{ Params: { protocol: string; channel: string } }>, reply: FastifyReply) => {
      const answer = await receiveGatewayNotification(context.database, context.gateways, {
        channel: request.params.channel,
        params: paramsOf(request),
        remoteAddress: request.ip,
        now: context.clock(),
      }, unverified);
      return reply.status(answer.status).type('text/plain; charset=utf-8').send(answer.body);
    };
    gateway.get(`${GATEWAY_PREFIX}/:protocol/:channel/notify`, notify);
    gateway.post(`${GATEWAY_PREFIX}/:protocol/:channel/notify`, notify);
    // An order's pay page whose gateway refuses old pay URLs: one made now. Only a pending gateway order of the channel.
    gateway.get<{ Params: { protocol: string; channel: string; outTradeNo: string } }>(`${GATEWAY_PREFIX}/:protocol/:channel/pay/:outTradeNo`, async (request, reply) => {
      const url = await freshPayUrl(context, request.params.channel, request.params.outTradeNo);
      return url === undefined ? reply.status(404).type('text/plain; charset=utf-8').send('订单不存在或已支付') : reply.redirect(url);
    });
    // The player app's wallet (its hash route), on the site's own address.
    gateway.get(`${GATEWAY_PREFIX}/:protocol/:channel/return`, (_request, reply) => reply.redirect(`${context.config.PUBLIC_URL.replace(/\/$/, '')}/#/wallet`));
  });
}
