import { createServer, connect, type Server, type Socket } from 'node:net';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/platform/config/config';
import { openDatabase, type Database } from '../src/platform/db/database';
import { memberBalances } from '../src/ledger/balances';
import { signedInOperator } from './support/admins';
import { post } from './support/app';
import { createTestDatabase, dialects, PG_ADMIN_URL, type TestDatabase } from './support/databases';
import { registerMember } from './support/members';
import { fundMember, memberId } from './support/money';
import { sandboxBeside } from './support/sandbox';

/**
 * A TCP relay in front of the real PostgreSQL that the test takes down (connections refused, those open
 * cut), makes silent (connections accepted, nothing answered) or brings back, on the same port.
 */
class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  up(): Promise<void> {
    return this.listen((client) => {
      const upstream = connect(this.target.port, this.target.host);
      this.track(upstream);
      client.pipe(upstream).pipe(client);
    });
  }

  silent(): Promise<void> {
    return this.listen(() => undefined);
  }

  async down(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async listen(onClient: (client: Socket) => void): Promise<void> {
    await this.down();
    const server = createServer((client) => {
      this.track(client);
      onClient(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('relay not on a port');
    this.port = address.port;
    this.server = server;
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => undefined);
    socket.once('close', () => this.sockets.delete(socket));
  }
}

const BUSY = { status: 503, body: { code: CODES.serviceBusy, message: MSG.serviceBusy, data: [] } };

describe.runIf(dialects.includes('postgres'))('a PostgreSQL outage', () => {
  let testDb: TestDatabase;
  let relay: Relay;
  let database: Database;
  let app: FastifyInstance;
  let token: string;
  let member: number;
  let operatorToken: string;

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres', { seeded: true });
    const url = new URL(testDb.url);
    relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
    await relay.up();
    url.host = `127.0.0.1:${String(relay.port)}`;
    // A short wait for a connection, so the silent database is tried in a second rather than 5.
    database = openDatabase(url.toString(), { onIdleConnectionError: () => undefined, connectionTimeoutMs: 1000 });
    app = await buildApp({ config: testConfig({ WEB_ROOT: '/nonexistent', ADMIN_ROOT: '/nonexistent' }), database, extension: sandboxBeside() });
    await app.ready();
    const registered = await registerMember(app);
    token = registered.token;
    member = await memberId(database, registered.name);
    await fundMember(database, member, 500_00);
    operatorToken = (await signedInOperator(app, database.db, 'outageops')).token;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await relay.down();
    await testDb.drop();
  });

  const transfer = () => post(app, '/api/transfer', { amount: '10', sourcetype: 'userbalance', targettype: 'ag' }, token);

  it('answers reads and money calls 503 with the busy code while it refuses connections, moves nothing, and serves again once it is back', async () => {
    const before = await memberBalances(testDb.database.db, member);
    await relay.down();

    expect(await post(app, '/api/balance', {}, token)).toEqual(BUSY);
    expect(await post(app, '/api/user', {}, token)).toEqual(BUSY);
    expect(await transfer()).toEqual(BUSY);
    const queue = await app.inject({ method: 'GET', url: '/admin/api/withdrawals', headers: { authorization: `Bearer ${operatorToken}` } });
    expect({ status: queue.statusCode, body: queue.json<unknown>() }).toEqual(BUSY);
    const polls = await Promise.all(Array.from({ length: 30 }, () => post(app, '/api/balance', {}, token)));
    expect(polls.filter((answer) => answer.status !== 503 || answer.body.code !== CODES.serviceBusy)).toEqual([]);
    expect(await memberBalances(testDb.database.db, member)).toEqual(before);

    await relay.up();
    expect((await post(app, '/api/balance', {}, token)).body.code).toBe(200);
    expect((await transfer()).body.code).toBe(200);
  });

  it('answers 503 when it accepts connections and answers nothing', async () => {
    // The pool's open connections go with the relay; new ones wait for an answer that does not come.
    await relay.silent();
    const started = Date.now();
    expect(await post(app, '/api/balance', {}, token)).toEqual(BUSY);
    expect(Date.now() - started).toBeLessThan(5_000);
    await relay.up();
    expect((await post(app, '/api/balance', {}, token)).body.code).toBe(200);
  });

  it('answers 503, never 500, to the calls in flight when their connections are cut', async () => {
    const calls = Array.from({ length: 40 }, (_, i) => (i % 4 === 0 ? transfer() : post(app, '/api/balance', {}, token)));
    await relay.down();
    const answers = await Promise.all(calls);
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 503 && answer.body.code !== CODES.serviceBusy)).toEqual([]);
    await relay.up();
    expect((await post(app, '/api/balance', {}, token)).body.code).toBe(200);
  });
});

describe.runIf(dialects.includes('postgres'))('a PostgreSQL database that refuses connections (ALLOW_CONNECTIONS false)', () => {
  let testDb: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let token: string;
  let name: string;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres', { seeded: true });
    name = new URL(testDb.url).pathname.slice(1);
    database = openDatabase(testDb.url, { onIdleConnectionError: () => undefined, connectionTimeoutMs: 1000 });
    app = await buildApp({ config: testConfig({ WEB_ROOT: '/nonexistent', ADMIN_ROOT: '/nonexistent' }), database, extension: sandboxBeside() });
    await app.ready();
    token = (await registerMember(app)).token;
  });
  afterAll(async () => {
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await app.close();
    await database.close();
    await testDb.drop();
  });

  it('answers 503 with the busy code (SQLSTATE 55000), and serves again once it accepts them', async () => {
    expect((await post(app, '/api/balance', {}, token)).body.code).toBe(200);
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(app, '/api/balance', {}, token)));
    expect(answers.filter((answer) => answer.status !== 503 || answer.body.code !== CODES.serviceBusy)).toEqual([]);
    expect(await post(app, '/api/user', {}, token)).toEqual(BUSY);
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    expect((await post(app, '/api/balance', {}, token)).body.code).toBe(200);
  });
});

describe.runIf(dialects.includes('sqlite'))('a SQLite database another process holds locked', () => {
  let testDb: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let token: string;
  let member: number;
  let holder: BetterSqlite3.Database;

  beforeAll(async () => {
    testDb = await createTestDatabase('sqlite', { seeded: true });
    // A short wait for the lock, so that every retry of a money call runs out in well under a second.
    database = openDatabase(testDb.url, { busyTimeoutMs: 20 });
    app = await buildApp({ config: testConfig({ WEB_ROOT: '/nonexistent', ADMIN_ROOT: '/nonexistent' }), database, extension: sandboxBeside() });
    await app.ready();
    const registered = await registerMember(app);
    token = registered.token;
    member = await memberId(database, registered.name);
    await fundMember(database, member, 500_00);
    holder = new BetterSqlite3(testDb.url.slice('sqlite:'.length));
  });
  afterAll(async () => {
    holder.close();
    await app.close();
    await database.close();
    await testDb.drop();
  });

  it('answers a write that outlasts the lock retries 503 with the busy code, moves nothing, and serves again once it is released', async () => {
    const before = await memberBalances(database.db, member);
    holder.exec('BEGIN EXCLUSIVE');
    try {
      expect(await post(app, '/api/transfer', { amount: '10', sourcetype: 'userbalance', targettype: 'ag' }, token)).toEqual(BUSY);
    } finally {
      holder.exec('ROLLBACK');
    }
    expect(await memberBalances(database.db, member)).toEqual(before);
    expect((await post(app, '/api/transfer', { amount: '10', sourcetype: 'userbalance', targettype: 'ag' }, token)).body.code).toBe(200);
  });
});
