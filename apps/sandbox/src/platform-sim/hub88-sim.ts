import { randomUUID, type KeyObject } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { parseYuan } from '@casino/contract/money';
import { HUB88_UNITS_PER_FEN } from '../../../server/src/integrations/platforms/hub88/protocol';
import { registerAttackRoutes } from './attack-routes';
import { spin, type SimSession } from './game-round';
import { operatorCallBody } from './operator-call';
import { registerTransactionsReport, TransactionBook } from './report';
import { GAME_SCRIPT, gamePage } from './page';
import type { Hub88TransferWallets } from './hub88-transfer-sim';
import { playFromWallet } from './transfer-play';
import { WalletClient } from './wallet-client';

export interface Hub88SimOptions {
  /** The operator's wallet endpoint, e.g. http://127.0.0.1:3000/wallet/hub88. */
  walletUrl: string;
  /** Signs the wallet calls: the simulator's "Hub88" private key (the operator is given its public key). */
  hub88PrivateKey: KeyObject;
  /** Verifies the operator's games API calls. */
  operatorPublicKey: KeyObject;
  /** When given, a games API call naming another operator_id is refused as Hub88 refuses an unknown operator. */
  operatorId?: number;
  /** Where the game pages are reached, e.g. http://127.0.0.1:4088; by default the address the operator called. */
  publicUrl?: string;
  /** Where the game pages are reached for one game/url body, before publicUrl (the simulator inside the operator's server: the lobby_url's origin). */
  publicUrlOf?: (body: Record<string, unknown>) => string | undefined;
  /** The games of /game/list, and the names the pages show; SIM_GAMES unless given. */
  games?: readonly SimGame[];
  walletTimeoutMs?: number;
  /** Answers POST /games/<session>/attack/<name> (attack-routes.ts): only on the simulator's own server. */
  attacks?: boolean;
  /**
   * The transfer side's wallets (registerHub88TransferSim): a game opened for a user who has money moved into them is a
   * transfer-wallet game, played from that wallet (Hub88 keeps an operator either seamless or transfer; the simulator
   * serves both, and tells them apart by the user).
   */
  transferWallets?: Hub88TransferWallets;
  /** What each transfer-wallet spin multiplies its stake by (tests); the pay table's random draw when absent or undefined. */
  transferMultiplier?: () => number | undefined;
  /** When its book of transactions says each was first sent (the Transactions API's inserted_at); the system clock unless given. */
  clock?: () => number;
}

/** A game of Hub88's /game/list, as the simulator answers it. */
export type SimGame = ReturnType<typeof simGame>;

/** A game of the list in Hub88's shape, from its code, name, category and product (the studio). */
export const simGame = (game: { game_code: string; name: string; category: string; product?: string }) => ({
  ...game,
  product: game.product ?? 'Platform Simulator',
  platforms: ['GPL_DESKTOP', 'GPL_MOBILE'],
  enabled: true,
  freebet_support: false,
  demo_game_support: false,
  phoenix_jackpot_support: false,
  blocked_countries: [],
  url_thumb: '',
  url_background: '',
  release_date: '2026-01-01',
  volatility: 3,
  rtp: '96.00',
  paylines: 1,
  hit_ratio: '44.44',
  certifications: [],
  languages: ['zho', 'eng'],
  theme: [],
  technology: ['HTML5'],
  features: [],
});

/** The simulator's games: any game_code opens the same slot, named after the list's game when it is one. */
export const SIM_GAMES: readonly SimGame[] = [
  { game_code: 'sim_lucky_dragon', name: '幸运龙', category: 'Video Slots' },
  { game_code: 'sim_fruit_party', name: '水果派对', category: 'Video Slots' },
  { game_code: 'sim_golden_seven', name: '黄金七', category: 'Classic Slots' },
].map(simGame);

/** A game/url body's field: a string within bounds, else undefined. */
const text = (body: Record<string, unknown>, name: string, min = 1, max = 255) => {
  const value = body[name];
  return typeof value === 'string' && value.length >= min && value.length <= max ? value : undefined;
};

/**
 * Hub88's side, played over HTTP: the operator's games API (/operator/generic/v2/game/url and /game/list, their
 * signatures checked with the operator's public key, errors as HTTP status + {error}) and a game page whose
 * spins call the operator's wallet (/transaction/bet, /transaction/win) signed with the simulator's key.
 */
export function buildHub88Sim(options: Hub88SimOptions): FastifyInstance {
  const app = Fastify({ logger: false });
  hub88SimRoutes(app, options);
  return app;
}

/** The simulator's routes on `app`: its own server (buildHub88Sim), or a prefix of the operator's server (demo/platform-sim.ts). Answers its book of transactions. */
export function hub88SimRoutes(app: FastifyInstance, options: Hub88SimOptions): TransactionBook {
  const games = options.games ?? SIM_GAMES;
  const wallet = new WalletClient(options.walletUrl, options.hub88PrivateKey, options.walletTimeoutMs ?? 5_000);
  const book = registerTransactionsReport(app, wallet, options.operatorPublicKey, new TransactionBook(options.clock));
  const sessions = new Map<string, SimSession>();
  if (options.attacks === true) registerAttackRoutes(app, wallet, (id) => sessions.get(id));
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  /** The operator's signed call's body, or the refusal already sent. */
  const signedBody = (request: FastifyRequest, reply: FastifyReply) => operatorCallBody(request, reply, options.operatorPublicKey, options.operatorId);

  app.post('/operator/generic/v2/game/url', (request, reply) => {
    const body = signedBody(request, reply);
    if (!body) return reply;
    const user = text(body, 'user', 3);
    const token = text(body, 'token', 10);
    const gameCode = text(body, 'game_code');
    const currency = text(body, 'currency', 3, 3);
    const missing = [
      ['user', user],
      ['token', token],
      ['game_code', gameCode],
      ['currency', currency],
      ['country', text(body, 'country', 2, 2)],
      ['lang', text(body, 'lang', 2, 2)],
    ].find(([, value]) => value === undefined);
    if (missing) return reply.status(400).send({ error: `Invalid or missing parameter: ${String(missing[0])}` });
    if (body.platform !== 'GPL_MOBILE' && body.platform !== 'GPL_DESKTOP') return reply.status(400).send({ error: 'Invalid parameter: platform' });
    const id = randomUUID();
    const transfer = options.transferWallets?.balances.has(user ?? '') === true;
    sessions.set(id, {
      id,
      user: user ?? '',
      token: token ?? '',
      gameCode: gameCode ?? '',
      currency: currency ?? '',
      lobbyUrl: text(body, 'lobby_url'),
      ...(transfer ? { transferWallet: { subPartnerId: text(body, 'sub_partner_id') } } : {}),
    });
    const base = options.publicUrlOf?.(body) ?? options.publicUrl ?? `${request.protocol}://${request.host}`;
    return { url: `${base.replace(/\/+$/, '')}/games/${id}/` };
  });

  app.post('/operator/generic/v2/game/list', (request, reply) => (signedBody(request, reply) ? games : reply));

  const sessionOf = (request: FastifyRequest<{ Params: { id: string } }>) => sessions.get(request.params.id);
  // The page's calls, answered to any origin: a page framed without allow-same-origin (the player app frames another
  // origin's game so) calls from an opaque origin. The session id in the path is what it holds; no cookie is read.
  const toAnyOrigin = (reply: FastifyReply) => reply.header('access-control-allow-origin', '*');

  app.get<{ Params: { id: string } }>('/games/:id/', (request, reply) => {
    const session = sessionOf(request);
    if (!session) return reply.status(404).type('text/plain; charset=utf-8').send('没有这个游戏会话');
    const name = games.find((game) => game.game_code === session.gameCode)?.name ?? session.gameCode;
    return reply.type('text/html; charset=utf-8').send(gamePage({ name, lobbyUrl: session.lobbyUrl }));
  });

  // The page's script, a file of its own: a page served under a CSP without inline script runs it too.
  app.get('/games/:id/game.js', (_request, reply) => reply.type('text/javascript; charset=utf-8').send(GAME_SCRIPT));

  app.get<{ Params: { id: string } }>('/games/:id/state', async (request, reply) => {
    toAnyOrigin(reply);
    const session = sessionOf(request);
    if (!session) return reply.status(404).send({ error: 'Unknown session' });
    const transferWallets = session.transferWallet ? options.transferWallets : undefined;
    if (transferWallets) return { status: 'RS_OK', balanceFen: Math.floor(transferWallets.balanceOf(session.user) / HUB88_UNITS_PER_FEN) };
    const answer = await wallet.call('/user/balance', { user: session.user, token: session.token, game_code: session.gameCode });
    const balance = answer.reply?.balance;
    return { status: answer.reply?.status ?? answer.failure, balanceFen: typeof balance === 'number' ? Math.floor(balance / HUB88_UNITS_PER_FEN) : undefined };
  });

  app.post<{ Params: { id: string } }>('/games/:id/spin', async (request, reply) => {
    toAnyOrigin(reply);
    const session = sessionOf(request);
    if (!session) return reply.status(404).send({ error: 'Unknown session' });
    let stake: unknown;
    try {
      stake = (JSON.parse(Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '') as { stake?: unknown }).stake;
    } catch {
      stake = undefined;
    }
    const stakeFen = parseYuan(stake);
    if (stakeFen === undefined || stakeFen <= 0) return reply.status(400).send({ error: '投注金额无效' });
    if (session.transferWallet && options.transferWallets) return playFromWallet(options.transferWallets, book, session, stakeFen, options.transferMultiplier?.());
    return spin(wallet, session, stakeFen);
  });
  return book;
}
