import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, testConfig } from '../src/platform/config/config';
import type { DialectName } from '../src/platform/db/database';
import { inMoneyTransaction } from '../src/platform/db/money-transaction';
import { BusinessError } from '../src/kernel/errors';
import { keepingRefusal } from '../src/kernel/money-call';
import { memberMain, systemAccount, Ledger } from '../src/ledger/ledger';
import { ACCOUNT_KIND } from '../src/ledger/accounts';
import { TRANSFER_KIND } from '../src/ledger/transfer-kinds';
import { signedInOperator } from './support/admins';
import { post, withoutTurnoverRule } from './support/app';
import { createTestDatabase, dialects, type TestDatabase } from './support/databases';
import { connectHub88, hub88Call, rsaKeyPair } from './support/hub88';
import { registerMember, registration, uniqueName } from './support/members';
import { fundMember, memberId } from './support/money';
import { sandboxBeside } from './support/sandbox';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

/** Log lines collected in memory, one JSON object per line. */
class LogBuffer extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.text += chunk.toString('utf8');
    done();
  }
  lines(): Record<string, unknown>[] {
    return this.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

interface Instance {
  app: FastifyInstance;
  db: TestDatabase;
  logs: LogBuffer;
}

async function start(dialect: DialectName, level: 'trace' | 'info' = 'info', metricsToken = METRICS_TOKEN): Promise<Instance> {
  const db = await createTestDatabase(dialect, { seeded: true });
  await withoutTurnoverRule(db.database);
  const logs = new LogBuffer();
  const config = testConfig({ WEB_ROOT: '/nonexistent', LOG_LEVEL: level, METRICS_TOKEN: metricsToken });
  const app = await buildApp({ config, database: db.database, logStream: logs, extension: sandboxBeside() });
  await app.ready();
  return { app, db, logs };
}

async function stopInstance(instance: Instance): Promise<void> {
  await instance.app.close();
  await instance.db.drop();
}

async function scrape(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of one sample of a scrape, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

describe('logs', () => {
  let t: Instance;
  beforeAll(async () => {
    t = await start('sqlite', 'trace');
  });
  afterAll(async () => {
    await stopInstance(t);
  });

  it('never carry a password, pay password, token or card number through a whole journey, and every line has a reqId', async () => {
    const password = 'Qz7xLm2Wp9';
    const newPassword = 'Hv4nKt8Rc3';
    const payPassword = '739146';
    const cardNo = '6222020200917355';
    const depositorCardNo = '6222000011119876';
    const name = uniqueName('log');
    const registered = await post(t.app, '/api/register', registration(name, { password, confirmPass: password, paypassword: payPassword }));
    expect(registered.body.code).toBe(200);
    const registerToken = (registered.body.data as { api_token: string }).api_token;
    const login = await post(t.app, '/api/login_pc', { name, password, code: 'x1y2' });
    expect(login.body.code).toBe(200);
    const token = (login.body.data as { new_api_token: string }).new_api_token;

    const bound = await post(t.app, '/api/bindcard', { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: cardNo, pay_pass: payPassword }, token);
    expect(bound.body.code).toBe(200);
    const cardId = (bound.body.data as { id: number }).id;
    // A wrong pay password, a request the schema refuses, and an unknown path: the paths that log more.
    expect((await post(t.app, '/api/bindcard', { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: cardNo, pay_pass: '000000' }, token)).body.code).toBe(520);
    expect((await post(t.app, '/api/withdraw', { bank: cardId, amount: '100', password: payPassword, extra: cardNo }, token)).body.code).toBe(1000);
    expect((await t.app.inject({ method: 'GET', url: `/api/nope?password=${password}&token=${token}` })).statusCode).toBe(404);

    const deposit = await post(t.app, '/api/recharge', { paytype: 1, amount: '500', bank_owner: '张三', bank: '工商银行', bank_no: depositorCardNo, bank_address: '上海' }, token);
    expect(deposit.body.code).toBe(200);
    const order = (deposit.body.data as { out_trade_no: string }).out_trade_no;
    const { password: adminPassword, secret: adminSecret, token: adminToken } = await signedInOperator(t.app, t.db.database.db, 'ops');
    expect((await post(t.app, '/admin/api/deposits/approve', { out_trade_no: order }, adminToken)).body.code).toBe(200);

    const withdrawal = await post(t.app, '/api/withdraw', { bank: cardId, amount: '100', password: payPassword }, token);
    expect(withdrawal.body.code, JSON.stringify(withdrawal.body)).toBe(200);
    const game = await post(t.app, '/api/getGameUrl', { plat_name: 'pp', game_type: 'concise', game_code: 'pp_001', is_mobile_url: 1 }, token);
    const gameUrl = new URL((game.body.data as { url: string }).url);
    const gameToken = gameUrl.searchParams.get('token') ?? '';
    expect(gameToken.length).toBeGreaterThan(20);
    // The game page is opened with its token in the query string.
    expect((await t.app.inject({ method: 'GET', url: `${gameUrl.pathname}${gameUrl.search}` })).statusCode).toBe(200);
    const changed = await post(t.app, '/api/editPassword', { password, paypassword: newPassword, newpasword: newPassword }, token);
    expect(changed.body.code).toBe(200);
    expect((await post(t.app, '/api/login_pc', { name, password: newPassword, code: 'x1y2' })).body.code).toBe(200);

    const text = t.logs.text;
    const lines = t.logs.lines();
    // The journey was logged, at trace: an incoming and a completed line for each of its 14 requests.
    expect(lines.length).toBeGreaterThanOrEqual(28);
    expect(text).toContain('/api/withdraw');
    expect(text).toContain('/demo-game/?token=[Redacted]');
    for (const secret of [password, newPassword, cardNo, depositorCardNo, registerToken, token, adminPassword, adminSecret, adminToken, gameToken]) {
      expect(text, `a secret in the logs: ${secret}`).not.toContain(secret);
    }
    // Six digits could come up inside a timestamp; as a value of its own it never may.
    expect(text).not.toMatch(new RegExp(`(?<![0-9])${payPassword}(?![0-9])`));
    const withoutId = lines.filter((line) => typeof line.reqId !== 'string' || line.reqId === '');
    expect(withoutId).toEqual([]);
  });

  it('redacts secret fields wherever a log object carries them', () => {
    const before = t.logs.text.length;
    t.app.log.info(
      {
        body: { password: 'pw-one-secret', paypassword: 'pw-two-secret', newpasword: 'pw-three-secret', pay_pass: 'pw-four-secret', bank_no: 'card-secret', name: 'visible-name' },
        headers: { authorization: 'Bearer header-secret', 'idempotency-key': 'visible-key' },
        request: { body: { confirmPass: 'pw-five-secret', api_token: 'token-secret' } },
      },
      'a careless line',
    );
    const line = t.logs.text.slice(before);
    expect(line).toContain('visible-name');
    expect(line).toContain('visible-key');
    expect(line).not.toMatch(/secret/);
    expect(line.match(/\[Redacted\]/g)).toHaveLength(8);

    const errorAt = t.logs.text.length;
    t.app.log.error({ err: Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', detail: 'Key (member_id, type, bank_no)=(1, 1, card-secret) already exists.' }) }, 'request failed');
    const errorLine = t.logs.text.slice(errorAt);
    expect(errorLine).toContain('duplicate key value');
    expect(errorLine).toContain('[Redacted]');
    expect(errorLine).not.toContain('card-secret');
  });
});

describe('logs at info', () => {
  let t: Instance;
  beforeAll(async () => {
    t = await start('sqlite', 'info');
  });
  afterAll(async () => {
    await stopInstance(t);
  });

  it('keep the balance poll out (every player every 4.3 s) and log the other calls', async () => {
    const { token } = await registerMember(t.app);
    const before = t.logs.lines().length;
    for (let i = 0; i < 5; i += 1) expect((await post(t.app, '/api/balance', {}, token)).body.code).toBe(200);
    expect((await post(t.app, '/api/user', {}, token)).body.code).toBe(200);
    const urls = t.logs
      .lines()
      .slice(before)
      .map((line) => (line.req as { url?: string } | undefined)?.url);
    expect(urls).not.toContain('/api/balance');
    expect(urls).toContain('/api/user');
  });
});

describe('request ids', () => {
  let t: Instance;
  beforeAll(async () => {
    t = await start('sqlite');
  });
  afterAll(async () => {
    await stopInstance(t);
  });

  it('answer X-Request-Id on every answer, the same id as on the log lines, and keep only a safe incoming id', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/app' });
    const second = await t.app.inject({ method: 'POST', url: '/api/app' });
    const missing = await t.app.inject({ method: 'GET', url: '/nowhere' });
    const ids = [first, second, missing].map((r) => r.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    expect(new Set(ids).size).toBe(3);
    const loggedIds = new Set(t.logs.lines().map((line) => line.reqId));
    for (const id of ids) expect(loggedIds.has(id)).toBe(true);

    const kept = await t.app.inject({ method: 'POST', url: '/api/app', headers: { 'x-request-id': 'lb-7f3a.9:c_d' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.9:c_d');
    for (const hostile of ['a b', 'x'.repeat(65), 'id\u001b[31m', '"quoted"']) {
      const replaced = await t.app.inject({ method: 'POST', url: '/api/app', headers: { 'x-request-id': hostile } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    }
  });
});

describe.each(dialects)('metrics and health on %s', (dialect) => {
  let t: Instance;
  beforeAll(async () => {
    t = await start(dialect);
  });
  afterAll(async () => {
    await stopInstance(t);
  });

  it('answers /metrics only with the token, and 404 when no token is configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}x` } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: METRICS_TOKEN } })).statusCode).toBe(401);
    const ok = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
    for (const name of ['process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) expect(ok.body).toContain(`${name} `);

    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN: must be at least 16 characters');
    expect(() => loadConfig({ METRICS_TOKEN: 'sixteen chars with spaces' })).toThrow('METRICS_TOKEN');
    expect(loadConfig({}).METRICS_TOKEN).toBe('');
    const off = await start(dialect, 'info', '');
    try {
      expect((await off.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await stopInstance(off);
    }
  });

  it('counts requests by route pattern and status, never by the raw URL', async () => {
    const before = await scrape(t.app);
    const pattern = { method: 'GET', route: '/assets/demo/:kind/:file', status_code: '200' };
    await t.app.inject({ method: 'GET', url: '/assets/demo/banner/one.svg' });
    await t.app.inject({ method: 'GET', url: '/assets/demo/banner/two.svg' });
    await t.app.inject({ method: 'GET', url: '/nowhere/at/all' });
    const after = await scrape(t.app);
    expect(sample(after, 'casino_http_request_duration_seconds_count', pattern) - sample(before, 'casino_http_request_duration_seconds_count', pattern)).toBe(2);
    expect(after).not.toContain('one.svg');
    expect(after).not.toContain('/nowhere');
    expect(sample(after, 'casino_http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'casino_http_request_duration_seconds_bucket', { ...pattern, le: '+Inf' })).toBe(sample(after, 'casino_http_request_duration_seconds_count', pattern));
  });

  it("counts the platforms' wallet callbacks by platform, endpoint and RS status, their errors and their latency", async () => {
    const hub88 = rsaKeyPair();
    await connectHub88(t.db.database, 'pp', hub88, rsaKeyPair());
    const { name } = await registerMember(t.app);
    const user = String(await memberId(t.db.database, name)).padStart(4, '0');
    const info = { platform: 'pp', endpoint: '/user/info' };
    const before = await scrape(t.app);
    expect((await hub88Call(t.app, '/user/info', { user, request_uuid: randomUUID() }, { key: hub88.privatePem })).status).toBe('RS_OK');
    expect((await hub88Call(t.app, '/user/info', { user, request_uuid: randomUUID() }, { key: hub88.privatePem })).status).toBe('RS_OK');
    expect((await hub88Call(t.app, '/user/info', { user: 'x', request_uuid: randomUUID() }, { key: hub88.privatePem })).status).toBe('RS_ERROR_UNKNOWN');
    expect((await hub88Call(t.app, '/user/balance', { user, request_uuid: randomUUID() }, { key: rsaKeyPair().privatePem })).status).toBe('RS_ERROR_INVALID_SIGNATURE');
    const after = await scrape(t.app);
    const delta = (metric: string, labels: Record<string, string>) => sample(after, metric, labels) - sample(before, metric, labels);
    expect(delta('casino_platform_callbacks_total', { ...info, status: 'RS_OK' })).toBe(2);
    expect(delta('casino_platform_callbacks_total', { ...info, status: 'RS_ERROR_UNKNOWN' })).toBe(1);
    expect(delta('casino_platform_callback_errors_total', info)).toBe(1);
    expect(delta('casino_platform_callbacks_total', { platform: 'unknown', endpoint: '/user/balance', status: 'RS_ERROR_INVALID_SIGNATURE' })).toBe(1);
    expect(delta('casino_platform_callback_errors_total', { platform: 'unknown', endpoint: '/user/balance' })).toBe(1);
    expect(delta('casino_platform_callback_duration_seconds_count', info)).toBe(3);
    expect(sample(after, 'casino_platform_callback_duration_seconds_bucket', { ...info, le: '+Inf' })).toBe(sample(after, 'casino_platform_callback_duration_seconds_count', info));
    expect(sample(after, 'casino_platform_callback_duration_seconds_sum', info)).toBeGreaterThan(0);
  });

  it('counts committed ledger transfers by kind, never a rolled-back attempt, and the retries', async () => {
    const name = uniqueName('met');
    const registered = await post(t.app, '/api/register', registration(name), undefined, '10.77.0.1');
    const token = (registered.body.data as { api_token: string }).api_token;
    const id = await memberId(t.db.database, name);
    await fundMember(t.db.database, id, 100_00);
    const before = await scrape(t.app);
    expect((await post(t.app, '/api/transfer', { amount: '10', sourcetype: 'userbalance', targettype: 'ag' }, token)).body.code).toBe(200);
    expect((await post(t.app, '/api/transfer', { amount: '1000', sourcetype: 'userbalance', targettype: 'ag' }, token)).body.code).toBe(208);

    // First attempt writes a transfer and then meets a lock conflict: rolled back, tried again, counted once.
    let attempts = 0;
    const retryCode = dialect === 'sqlite' ? 'SQLITE_BUSY' : '40001';
    const reason = dialect === 'sqlite' ? 'sqlite_busy' : 'postgres_serialization';
    await inMoneyTransaction(t.db.database, async (trx) => {
      attempts += 1;
      const transferId = `metrics-test:${String(attempts)}:${String(Date.now())}`;
      await new Ledger(trx, Date.now()).transfer(transferId, [{ id: transferId, debit: systemAccount(ACCOUNT_KIND.adjustments), credit: memberMain(id), amount: 1, kind: TRANSFER_KIND.adjustment }]);
      if (attempts === 1) throw Object.assign(new Error('busy'), { code: retryCode });
    });
    expect(attempts).toBe(2);
    const after = await scrape(t.app);
    const delta = (metric: string, labels: Record<string, string>) => sample(after, metric, labels) - sample(before, metric, labels);
    expect(delta('casino_ledger_transfers_total', { kind: 'transfer_in', phase: 'single' })).toBe(1);
    expect(delta('casino_ledger_transfers_total', { kind: 'adjustment', phase: 'single' })).toBe(1);
    expect(delta('casino_db_transaction_retries_total', { reason })).toBe(1);

    // A money step refused after writing a transfer: rolled back to its savepoint, the refusal committed.
    const refusedId = `metrics-refused:${String(Date.now())}`;
    const keptId = `metrics-kept:${String(Date.now())}`;
    const answer = await inMoneyTransaction(t.db.database, async (trx) => {
      const ledger = new Ledger(trx, Date.now());
      await ledger.transfer(keptId, [{ id: keptId, debit: systemAccount(ACCOUNT_KIND.adjustments), credit: memberMain(id), amount: 1, kind: TRANSFER_KIND.adjustment }]);
      return keepingRefusal(trx, async () => {
        await ledger.transfer(refusedId, [{ id: refusedId, debit: memberMain(id), credit: systemAccount(ACCOUNT_KIND.adjustments), amount: 1, kind: TRANSFER_KIND.adjustment }]);
        throw new BusinessError('refused', 208);
      });
    });
    expect(answer).toEqual({ refused: { code: 208, message: 'refused' } });
    expect(await t.db.database.db.selectFrom('transfer').select('id').where('id', 'in', [keptId, refusedId]).execute()).toEqual([{ id: keptId }]);
    const afterRefusal = await scrape(t.app);
    expect(sample(afterRefusal, 'casino_ledger_transfers_total', { kind: 'adjustment', phase: 'single' }) - sample(after, 'casino_ledger_transfers_total', { kind: 'adjustment', phase: 'single' })).toBe(1);
    const written = await t.db.database.db.selectFrom('transfer').select('id').where('id', 'like', 'metrics-test:%').execute();
    expect(written).toHaveLength(1);
  });

  it('reports pending deposits and withdrawals, read from the database at scrape time', async () => {
    const name = uniqueName('pen');
    const registered = await post(t.app, '/api/register', registration(name), undefined, '10.77.0.2');
    const token = (registered.body.data as { api_token: string }).api_token;
    const before = await scrape(t.app);
    expect((await post(t.app, '/api/recharge', { paytype: 2, amount: '123' }, token)).body.code).toBe(200);
    const after = await scrape(t.app);
    expect(sample(after, 'casino_pending_orders', { kind: 'deposit' }) - sample(before, 'casino_pending_orders', { kind: 'deposit' })).toBe(1);
    expect(sample(after, 'casino_pending_orders_fen', { kind: 'deposit' }) - sample(before, 'casino_pending_orders_fen', { kind: 'deposit' })).toBe(123_00);
    expect(after).toMatch(/casino_pending_orders\{kind="withdrawal"\} \d+/);
    if (dialect === 'postgres') {
      expect(sample(after, 'casino_db_pool_connections', { state: 'max' })).toBe(20);
      expect(sample(after, 'casino_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
    } else {
      expect(after).not.toMatch(/casino_db_pool_connections\{/);
    }
  });

  it('answers /healthz always and /readyz only while the migrations are current, without a log line per call; a 503 counts as an error', async () => {
    const linesBefore = t.logs.lines().length;
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(t.logs.lines().length).toBe(linesBefore);

    const { db } = t.db.database;
    const latest = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(db);
    const { name: latestName, timestamp } = latest.rows[0] ?? { name: '', timestamp: '' };
    expect(latestName).not.toBe('');
    await sql`delete from kysely_migration where name = ${latestName}`.execute(db);
    const before = await scrape(t.app);
    try {
      const stale = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(stale.statusCode).toBe(503);
      const after = await scrape(t.app);
      const errors = { method: 'GET', route: '/readyz' };
      expect(sample(after, 'casino_http_request_errors_total', errors) - sample(before, 'casino_http_request_errors_total', errors)).toBe(1);
      expect(stale.json()).toEqual({ status: 'not ready' });
      expect(t.logs.text).toContain(`migrations not applied: ${latestName}`);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${latestName}, ${timestamp})`.execute(db);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
