import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG } from '@casino/contract/messages';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { auditWriter } from '../src/kernel/audit-log';
import { testConfig } from '../src/platform/config/config';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { connectHub88Platform } from '../src/integrations/platforms/connections';
import { verifyBody } from '../src/integrations/platforms/hub88/signature';
import { hashToken } from '../src/platform/security/tokens';
import { post } from './support/app';
import { createTestDatabase, dialects, type TestDatabase } from './support/databases';
import { hub88Call, rsaKeyPair, testSecrets } from './support/hub88';
import { registerMember } from './support/members';
import { fundMember, memberId } from './support/money';
import { sandboxBeside } from './support/sandbox';

const PLATFORM = 'pg';
const TIMEOUT_MS = 400;

/** Hub88's games API as a local HTTP server: checks our signature with our public key, answers a game URL (or fails as told). */
class FakeHub88 {
  behaviour: 'url' | 'error' | 'hang' = 'url';
  readonly calls: { path: string; body: Record<string, unknown>; signatureValid: boolean }[] = [];
  private server: Server | undefined;
  constructor(private readonly ourPublicPem: string) {}

  async start(): Promise<string> {
    const server = createServer((request, response) => {
      void readBody(request).then((bytes) => {
        const signature = request.headers['x-hub88-signature'];
        const signatureValid = verifyBody(bytes, typeof signature === 'string' ? signature : undefined, this.ourPublicPem);
        this.calls.push({ path: request.url ?? '', body: JSON.parse(bytes.toString('utf8')) as Record<string, unknown>, signatureValid });
        if (this.behaviour === 'hang') return;
        response.setHeader('content-type', 'application/json');
        if (!signatureValid) {
          response.statusCode = 401;
          response.end(JSON.stringify({ error: 'invalid signature' }));
        } else if (this.behaviour === 'error') {
          response.statusCode = 500;
          response.end(JSON.stringify({ error: 'internal error' }));
        } else {
          response.end(JSON.stringify({ url: `https://games.hub88.test/play/${String(this.calls.length)}` }));
        }
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/hub88-api`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe.each(dialects)('launching a game through Hub88 on %s', (dialect) => {
  const hub88 = rsaKeyPair();
  const ours = rsaKeyPair();
  const fake = new FakeHub88(ours.publicPem);
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const apiUrl = await fake.start();
    db = await createTestDatabase(dialect, { seeded: true });
    app = await buildApp({ config: testConfig({ WEB_ROOT: '/nonexistent', ADMIN_ROOT: '/nonexistent' }), database: db.database, secrets: testSecrets(), hub88LaunchTimeoutMs: TIMEOUT_MS, extension: sandboxBeside() });
    await app.ready();
    const now = Date.now();
    await connectHub88Platform(
      db.database,
      testSecrets(),
      { platform: PLATFORM, apiUrl, operatorId: 7, hub88PublicKeyPem: hub88.publicPem, privateKeyPem: ours.privatePem, operator: 'test', now },
      auditWriter({ adminId: null, name: 'test', ip: 'cli' }, 'platform:connect', now),
    );
  });
  afterEach(async () => {
    fake.behaviour = 'url';
    expect(await checkLedger(db.database.db)).toEqual([]);
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
    await fake.stop();
  });

  async function member(fen: number, seamless = false) {
    const { name, token } = await registerMember(app);
    const id = await memberId(db.database, name);
    if (fen > 0) await fundMember(db.database, id, fen);
    if (seamless) expect((await post(app, '/api/uptransferstatus', { transferstatus: 1 }, token)).body.code).toBe(200);
    return { id, token };
  }
  const launch = async (token: string, platform = PLATFORM, gameCode = 'pg_003') =>
    (await post(app, '/api/getGameUrl', { plat_name: platform, game_type: 'concise', game_code: gameCode }, token)).body as { code: number; message: string; data: { url?: string } };

  it('asks Hub88 for the game URL with a signed body of §6.1 and a game session the wallet knows', async () => {
    const { id, token } = await member(100_00);
    const answer = await launch(token);
    expect(answer.code).toBe(200);
    expect(answer.data.url).toBe(`https://games.hub88.test/play/${String(fake.calls.length)}`);
    const call = fake.calls.at(-1);
    expect(call?.path).toBe('/hub88-api/operator/generic/v2/game/url');
    expect(call?.signatureValid).toBe(true);
    const body = call?.body ?? {};
    expect(body).toMatchObject({
      user: String(id).padStart(4, '0'),
      platform: 'GPL_MOBILE',
      operator_id: 7,
      lang: 'zh',
      ip: '127.0.0.1',
      game_code: 'pg_003',
      currency: 'CNY',
      country: 'CN',
    });
    expect(body).not.toHaveProperty('sub_partner_id');
    expect(body.lobby_url).toMatch(/^http:\/\/[^/]+\/#\/$/);
    expect(body.deposit_url).toMatch(/^http:\/\/[^/]+\/#\/wallet$/);
    const gameToken = String(body.token);
    expect(gameToken.length).toBeGreaterThanOrEqual(10);

    // The session keeps only the token's hash, and Hub88's wallet calls find the member by it.
    const session = await db.database.db.selectFrom('game_session').selectAll().where('token_hash', '=', hashToken(gameToken)).executeTakeFirstOrThrow();
    expect(session).toMatchObject({ member_id: id, platform: PLATFORM, game_code: 'pg_003' });
    const balance = await hub88Call(app, '/user/balance', { user: body.user, token: gameToken, request_uuid: 'r-1', game_code: 'pg_003' }, { key: hub88.privatePem });
    expect(balance).toMatchObject({ status: 'RS_OK', balance: 100_00 * 1_000, currency: 'CNY' });
  });

  it('moves nothing into a seamless platform in 免转 mode, and brings the other platforms back to main', async () => {
    const { id, token } = await member(300_00, true);
    expect((await post(app, '/api/transfer', { amount: '50', sourcetype: 'userbalance', targettype: 'ag' }, token)).body.code).toBe(200);
    expect((await launch(token)).code).toBe(200);
    const balances = await memberBalances(db.database.db, id);
    expect(balances.mainFen).toBe(300_00);
    expect(balances.byPlatform.get(PLATFORM) ?? 0).toBe(0);
    expect(balances.byPlatform.get('ag') ?? 0).toBe(0);
  });

  it.each(['error', 'hang'] as const)('fails the launch when Hub88 answers %s, and moves nothing', async (behaviour) => {
    const { id, token } = await member(200_00, true);
    fake.behaviour = behaviour;
    const started = Date.now();
    expect(await launch(token)).toEqual({ code: 500, message: MSG.gameLaunchFailed, data: [] });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3_000);
    expect(fake.calls.at(-1)?.body.user).toBe(String(id).padStart(4, '0'));
    const balances = await memberBalances(db.database.db, id);
    expect(balances.mainFen).toBe(200_00);
    expect(balances.byPlatform.get(PLATFORM) ?? 0).toBe(0);
  });

  it('keeps a platform without a connection on the demo slot, swept as before', async () => {
    const { id, token } = await member(80_00, true);
    const calls = fake.calls.length;
    const answer = await launch(token, 'ag', 'ag');
    expect(answer.code).toBe(200);
    expect(answer.data.url).toMatch(/\/demo-game\/\?token=/);
    expect(fake.calls.length).toBe(calls);
    expect((await memberBalances(db.database.db, id)).byPlatform.get('ag')).toBe(80_00);
  });
});
