import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/platform/config/config';
import type { Tables } from '../src/platform/db/schema';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { demoProvider } from '../../sandbox/src/demo-slot/provider';
import type { GameLaunch, GameProvider } from '../src/integrations/platforms/provider';
import { post, startTestApp, type TestApp } from './support/app';
import { createTestDatabase, dialects, type TestDatabase } from './support/databases';
import { registerMember } from './support/members';
import { fundMember, memberId } from './support/money';

/**
 * The edge of the system: a game platform that is down until told otherwise. It records what it was asked
 * and the platform wallet it saw, read through the app's own connection: on SQLite that read would wait
 * forever if the launch still held the money transaction.
 */
class FlakyProvider implements GameProvider {
  down = true;
  readonly launches: (GameLaunch & { walletFen: number })[] = [];
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly working: GameProvider,
  ) {}
  async launchUrl(launch: GameLaunch): Promise<string> {
    const walletFen = (await memberBalances(this.db, launch.memberId)).byPlatform.get(launch.platform) ?? 0;
    this.launches.push({ ...launch, walletFen });
    if (this.down) throw new Error('platform unreachable');
    return this.working.launchUrl(launch);
  }
}

describe.each(dialects)('launching a game on %s', (dialect) => {
  let t: TestApp;
  let provider: FlakyProvider;
  beforeAll(async () => {
    t = await startTestApp(dialect, {}, undefined, {
      launchUrl: (launch) => provider.launchUrl(launch),
    });
    provider = new FlakyProvider(t.db.database.db, demoProvider(t.db.database.db));
  });
  afterAll(async () => {
    await t.close();
  });

  const launch = async (token: string, key?: string, body: Record<string, unknown> = { plat_name: 'pg', game_type: 'concise', game_code: 'pg_003' }) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/getGameUrl',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      payload: JSON.stringify(body),
    });
    return response.json<{ code: number; message: string; data: unknown }>();
  };

  async function seamlessMember(fen: number) {
    const { name, token } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    await fundMember(t.db.database, id, fen);
    expect((await post(t.app, '/api/uptransferstatus', { transferstatus: 1 }, token)).body.code).toBe(200);
    return { id, token };
  }

  /** The member's transfers between main and the platforms. */
  const transfersOf = (member: number) => {
    const accounts = t.db.database.db.selectFrom('account').select('id').where('member_id', '=', member);
    return t.db.database.db
      .selectFrom('transfer')
      .select(['id', 'kind', 'amount', 'reverses_id'])
      .where((eb) => eb.or([eb('debit_account_id', 'in', accounts), eb('credit_account_id', 'in', accounts)]))
      .where('kind', 'in', ['transfer_in', 'transfer_out'])
      .orderBy('id')
      .execute();
  };

  it('calls the platform after the commit, and on failure moves the sweep back to main, once', async () => {
    provider.down = true;
    const { id, token } = await seamlessMember(300_00);
    const failed = await launch(token, 'launch-key-0001');
    expect(failed).toEqual({ code: 500, message: MSG.gameLaunchFailed, data: [] });
    // The platform was asked after the sweep had committed.
    expect(provider.launches.at(-1)).toMatchObject({ memberId: id, platform: 'pg', gameCode: 'pg_003', walletFen: 300_00 });

    const balances = await memberBalances(t.db.database.db, id);
    expect(balances.mainFen).toBe(300_00);
    expect(balances.byPlatform.get('pg')).toBe(0);
    const moves = await transfersOf(id);
    expect(moves).toHaveLength(2);
    const into = moves.find((m) => m.kind === 'transfer_in');
    expect(moves.find((m) => m.kind === 'transfer_out')).toMatchObject({ amount: 300_00, reverses_id: into?.id });
    expect(await checkLedger(t.db.database.db)).toEqual([]);

    // A replay of the failed request sweeps nothing and returns nothing twice.
    expect(await launch(token, 'launch-key-0001')).toEqual(failed);
    expect(await transfersOf(id)).toEqual(moves);
    expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(300_00);
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });

  it('brings other platforms back to main and leaves them there when the launch fails', async () => {
    provider.down = true;
    const { id, token } = await seamlessMember(200_00);
    await post(t.app, '/api/transfer', { amount: '50', sourcetype: 'userbalance', targettype: 'ag' }, token);
    expect((await launch(token)).message).toBe(MSG.gameLaunchFailed);
    const balances = await memberBalances(t.db.database.db, id);
    expect(balances).toMatchObject({ mainFen: 200_00, gameFen: 0 });
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });

  it('moves nothing when seamless mode is off', async () => {
    provider.down = true;
    const { name, token } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    await fundMember(t.db.database, id, 100_00);
    expect((await launch(token)).message).toBe(MSG.gameLaunchFailed);
    expect(await transfersOf(id)).toEqual([]);
    expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(100_00);
  });

  it('sweeps once per Idempotency-Key when the platform answers, and asks it again on a replay', async () => {
    provider.down = false;
    const { id, token } = await seamlessMember(120_00);
    const first = await launch(token, 'launch-key-0002');
    expect(first).toMatchObject({ code: 200, message: MSG.jumping });
    const moves = await transfersOf(id);
    expect(moves).toHaveLength(1);
    const asked = provider.launches.length;
    const replay = await launch(token, 'launch-key-0002');
    expect(replay.code).toBe(200);
    expect(provider.launches).toHaveLength(asked + 1);
    expect(await transfersOf(id)).toEqual(moves);
    expect((await memberBalances(t.db.database.db, id)).byPlatform.get('pg')).toBe(120_00);
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });
});

describe.each(dialects)('launching a game of a platform without a connection on the server alone (no sandbox), on %s', (dialect) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await createTestDatabase(dialect, { seeded: true });
    app = await buildApp({ config: testConfig({ WEB_ROOT: '/nonexistent', ADMIN_ROOT: '/nonexistent' }), database: db.database });
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('is refused, with the sweep back in main: nothing plays the demo slot in production', async () => {
    const { name, token } = await registerMember(app);
    const id = await memberId(db.database, name);
    await fundMember(db.database, id, 80_00);
    expect((await post(app, '/api/uptransferstatus', { transferstatus: 1 }, token)).body.code).toBe(200);
    const answer = await post(app, '/api/getGameUrl', { plat_name: 'pg', game_type: 'concise', game_code: 'pg_003' }, token);
    expect(answer.body).toEqual({ code: 500, message: MSG.gameLaunchFailed, data: [] });
    expect(await memberBalances(db.database.db, id)).toMatchObject({ mainFen: 80_00, gameFen: 0 });
    expect(await checkLedger(db.database.db)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/demo-game/' })).statusCode).toBe(404);
  });
});
