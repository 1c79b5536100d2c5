import { parseYuan } from '@casino/contract/money';
import type { FastifyInstance } from 'fastify';
import { HUB88_UNITS_PER_FEN } from '../../../server/src/integrations/platforms/hub88/protocol';
import { Hub88Attacker } from './attacker';
import { ATTACKS, isAttackName, runAttack } from './attacks';
import type { SimSession } from './game-round';
import type { WalletClient } from './wallet-client';
import { WalletModel } from './wallet-model';

/** The JSON object of a request's body, or {} when there is none. */
function bodyOf(raw: unknown): Record<string, unknown> | undefined {
  const bytes = Buffer.isBuffer(raw) ? raw.toString('utf8') : '';
  if (bytes.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(bytes);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /games/<session>/attack/<name> (body, all optional: {"stake": "1.00", "expired_token": "…", "copies": 10}):
 * runs one of ATTACKS on the member of a game the operator opened, the model starting from the balance the
 * operator answers; answers whether every answer was the model's, the problems, each call and the balance.
 * GET /attacks lists the names. Only on the simulator's own server (npm run platform-sim), by hand.
 */
export function registerAttackRoutes(app: FastifyInstance, wallet: WalletClient, sessionOf: (id: string) => SimSession | undefined): void {
  app.get('/attacks', () => Object.keys(ATTACKS));

  app.post<{ Params: { id: string; name: string } }>('/games/:id/attack/:name', async (request, reply) => {
    const session = sessionOf(request.params.id);
    if (!session) return reply.status(404).send({ error: 'Unknown session' });
    const { name } = request.params;
    if (!isAttackName(name)) return reply.status(404).send({ error: `Unknown attack; one of ${Object.keys(ATTACKS).join(', ')}` });
    const body = bodyOf(request.body);
    const stakeFen = parseYuan(body?.stake ?? '1.00');
    const copies = body?.copies ?? 10;
    const expiredToken = body?.expired_token;
    if (!body || stakeFen === undefined || stakeFen <= 0 || !Number.isSafeInteger(copies) || (copies as number) < 2 || (copies as number) > 50 || (expiredToken !== undefined && typeof expiredToken !== 'string')) {
      return reply.status(400).send({ error: 'Invalid body: {"stake": "<yuan>", "copies": 2..50, "expired_token": "<token>"}, each optional' });
    }
    const start = await wallet.call('/user/balance', { user: session.user, token: session.token, game_code: session.gameCode });
    const balance = start.reply?.balance;
    if (start.reply?.status !== 'RS_OK' || typeof balance !== 'number') return reply.status(409).send({ error: `The operator's balance: ${start.reply?.status ?? start.failure ?? '?'}` });
    const model = new WalletModel();
    model.addMember(session.user, Math.floor(balance / HUB88_UNITS_PER_FEN));
    model.addToken(session.token, session.user);
    if (expiredToken !== undefined) model.addToken(expiredToken, session.user, true);
    const attacker = new Hub88Attacker(wallet, model, { user: session.user, token: session.token, gameCode: session.gameCode });
    try {
      await runAttack(attacker, name, { stakeFen, expiredToken, copies: copies as number });
    } catch (error) {
      return reply.status(400).send({ error: error instanceof Error ? error.message : String(error) });
    }
    return {
      attack: name,
      ok: attacker.problems.length === 0,
      problems: attacker.problems,
      balanceFen: model.balanceOf(session.user),
      calls: attacker.steps.map((step) => ({
        path: step.path,
        transaction_uuid: step.body.transaction_uuid,
        reference_transaction_uuid: step.body.reference_transaction_uuid,
        signature: step.signature,
        status: step.reply?.status ?? step.failure,
        expected: step.expected.status,
      })),
    };
  });
}
