import { createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { auditWriter } from '../../../server/src/kernel/audit-log';
import { systemClock, type Clock } from '../../../server/src/platform/runtime/clock';
import type { Config } from '../../../server/src/platform/config/config';
import type { Database } from '../../../server/src/platform/db/database';
import type { Tables } from '../../../server/src/platform/db/schema';
import { hub88SimRoutes, simGame, type SimGame } from './hub88-sim';
import { loadOrCreateKeys, type SimKeys } from './keys';
import { connectHub88Platform, disconnectPlatform, readConnections } from '../../../server/src/integrations/platforms/connections';
import type { SecretBox } from '../../../server/src/platform/security/secret-box';
import { selfUrl } from '../../../server/src/platform/runtime/self-url';
import { touchedByOperators } from '../operator-choices';

/**
 * The demo's platforms that play through the simulator inside the server: the five 电子 platforms, whose games are
 * slots, what the simulator's page plays. 捕鱼, 真人, 体育, 电竞, 彩票 and 棋牌 stay on the demo slot (transfer mode),
 * so the transfer screens and the 免转 sweep still have platform wallets to show.
 */
export const DEMO_SIM_PLATFORMS = ['obgdy', 'fgdz', 'pp', 'ae', 'pg'] as const;

/** Where the simulator's routes are mounted on our server. */
export const DEMO_SIM_PREFIX = '/platform-sim';

/** The operator_id our connections name, and the simulator checks. */
const DEMO_SIM_OPERATOR_ID = 1;

/** Who connects the demo's platforms: their connection's connected_by and the audit rows' actor. */
export const DEMO_SIM_ACTOR = 'demo:platform-sim';

/** The games API URL the demo's platforms are connected with: the simulator under our own address. */
export const demoSimApiUrl = (config: Pick<Config, 'HOST' | 'PORT'>) => `${selfUrl(config)}${DEMO_SIM_PREFIX}`;

/** The simulator's keys, generated at the first start into DATA_DIR/platform-sim and kept there. */
export const demoSimKeys = (config: Pick<Config, 'DATA_DIR'>): SimKeys => loadOrCreateKeys(join(config.DATA_DIR, 'platform-sim'), {});

const publicPem = (key: KeyObject) => (key.type === 'public' ? key : createPublicKey(key)).export({ type: 'spki', format: 'pem' }).toString();

/**
 * Connects the demo's slot platforms to the simulator inside this server as Hub88 seamless platforms, sealed and
 * audited as `platform:connect` does. A platform an operator connected elsewhere or disconnected (an operator's
 * audit row names it) is left as they left it; one the demo connected is connected again when the address or the
 * keys in the data directory changed. Answers the platforms connected now.
 */
export async function connectDemoPlatforms(database: Database, secrets: SecretBox, config: Pick<Config, 'HOST' | 'PORT' | 'DATA_DIR'>, now: number): Promise<string[]> {
  const { db } = database;
  const keys = demoSimKeys(config);
  const apiUrl = demoSimApiUrl(config);
  const hub88PublicKeyPem = readFileSync(keys.hub88PublicKeyFile, 'utf8');
  const privateKeyPem = readFileSync(keys.operatorPrivateKeyFile ?? '', 'utf8');
  const platforms = (await db.selectFrom('platform').select('code').where('code', 'in', DEMO_SIM_PLATFORMS).orderBy('code').execute()).map((row) => row.code);
  if (platforms.length === 0) return [];
  const rows = await db.selectFrom('platform_connection').select(['platform', 'connected_by']).where('platform', 'in', platforms).execute();
  const opened = await readConnections(db, secrets);
  const audited = await touchedByOperators(db, platforms.map((code) => `platform:${code}`), DEMO_SIM_ACTOR);
  const connected: string[] = [];
  for (const platform of platforms) {
    const row = rows.find((one) => one.platform === platform);
    if (row ? row.connected_by !== DEMO_SIM_ACTOR : audited.has(`platform:${platform}`)) continue;
    const connection = opened.find((one) => one.platform === platform);
    const current =
      connection !== undefined &&
      connection.apiUrl === apiUrl &&
      connection.operatorId === DEMO_SIM_OPERATOR_ID &&
      publicPem(connection.hub88PublicKey) === publicPem(keys.hub88PrivateKey) &&
      publicPem(connection.privateKey) === publicPem(keys.operatorPublicKey);
    if (!current) {
      await connectHub88Platform(
        database,
        secrets,
        { platform, apiUrl, operatorId: DEMO_SIM_OPERATOR_ID, hub88PublicKeyPem, privateKeyPem, operator: DEMO_SIM_ACTOR, now },
        auditWriter({ adminId: null, name: DEMO_SIM_ACTOR, ip: 'local' }, 'platform:connect', now),
      );
    }
    connected.push(platform);
  }
  return connected;
}

/**
 * With the simulator off: the demo's own connections removed (audited), since nothing answers their games API any
 * more, so their platforms play the demo slot again. An operator's connections are left alone. Answers the platforms.
 */
export async function disconnectDemoPlatforms(database: Database, now: number): Promise<string[]> {
  const rows = await database.db.selectFrom('platform_connection').select('platform').where('connected_by', '=', DEMO_SIM_ACTOR).orderBy('platform').execute();
  for (const { platform } of rows) await disconnectPlatform(database, platform, auditWriter({ adminId: null, name: DEMO_SIM_ACTOR, ip: 'local' }, 'platform:disconnect', now));
  return rows.map((row) => row.platform);
}

/** The simulator's game list: the games and slot games of the platforms connected to it, under their platform's name. */
async function connectedGames(db: Kysely<Tables>, apiUrl: string): Promise<SimGame[]> {
  const rows = await db.selectFrom('platform_connection').select(['platform', 'settings_json']).execute();
  const codes = rows.filter((row) => (JSON.parse(row.settings_json) as { api_url?: string }).api_url === apiUrl).map((row) => row.platform);
  if (codes.length === 0) return [];
  const platforms = new Map((await db.selectFrom('platform').select(['code', 'name']).where('code', 'in', codes).execute()).map((row) => [row.code, row.name]));
  const games = await db.selectFrom('game').select(['platform_name', 'game_code', 'name']).where('platform_name', 'in', codes).orderBy('sort').execute();
  const slots = await db.selectFrom('slot_game').select(['catecode', 'gamecode', 'gamename']).where('catecode', 'in', codes).orderBy('sort').execute();
  return [
    ...games.map((game) => simGame({ game_code: game.game_code, name: game.name, category: 'Video Slots', product: platforms.get(game.platform_name) ?? game.platform_name })),
    ...slots.map((slot) => simGame({ game_code: slot.gamecode, name: slot.gamename, category: 'Video Slots', product: platforms.get(slot.catecode) ?? slot.catecode })),
  ];
}

/** The origin of the game/url call's lobby_url (the address the player reached us at), with the simulator's prefix. */
function pagesAtLobbyOrigin(body: Record<string, unknown>): string | undefined {
  if (typeof body.lobby_url !== 'string') return undefined;
  try {
    const lobby = new URL(body.lobby_url);
    return lobby.protocol === 'http:' || lobby.protocol === 'https:' ? `${lobby.origin}${DEMO_SIM_PREFIX}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Hub88 simulator inside our server, under /platform-sim: its games API, which our launch calls over HTTP at
 * our own address as it would call Hub88, and its game pages, answered at the address the player reached us at
 * (so a phone on the LAN opens them where it opened the site, and the frame is same-origin). Its spins call our
 * /wallet/hub88 over HTTP, signed with its key. Its game list is read once, at start. Its book of transactions (the
 * Transactions API it answers) is dated by the server's clock, so both sides of a reconciliation keep the same days.
 */
export async function registerDemoPlatformSim(app: FastifyInstance, config: Config, db: Kysely<Tables>, clock: Clock = systemClock): Promise<void> {
  const keys = demoSimKeys(config);
  const games = await connectedGames(db, demoSimApiUrl(config));
  await app.register(
    (sim, _options, done) => {
      hub88SimRoutes(sim, {
        walletUrl: `${selfUrl(config)}/wallet/hub88`,
        hub88PrivateKey: keys.hub88PrivateKey,
        operatorPublicKey: keys.operatorPublicKey,
        operatorId: DEMO_SIM_OPERATOR_ID,
        publicUrl: demoSimApiUrl(config),
        publicUrlOf: pagesAtLobbyOrigin,
        games,
        clock,
      });
      done();
    },
    { prefix: DEMO_SIM_PREFIX },
  );
}
