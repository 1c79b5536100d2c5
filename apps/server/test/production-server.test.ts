import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { CODES } from '@casino/contract/codes';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_SECRET_KEY } from '../src/platform/config/config';
import { openDatabase } from '../src/platform/db/database';
import { createEmptyDatabase, dialects } from './support/databases';
import { startServerProcess, stop, type ServerProcess } from './support/server-process';

/** Strings only the sandbox's code holds: its routes, its simulators' actors and attack route. */
const SANDBOX_MARKERS = ['/platform-sim', '/gateway-sim', '/assets/demo', '/demo-game/', '/demo/pay/', 'demo:platform-sim', 'demo:gateway-sim', '/attack/'];

/** What the migrations write, every site's reference data: the deposit channel types and the banks a card is bound at. */
const REFERENCE_ROWS = { bank: 15, pay_channel: 8 };

describe('the production bundle (apps/server/dist/main.js, built as npm run build:server builds it)', () => {
  const build = inject('serverBuild');
  const inputsOf = (bundle: string) => Object.keys((JSON.parse(readFileSync(join(dirname(bundle), 'meta.json'), 'utf8')) as { inputs: Record<string, unknown> }).inputs);

  it('is made of the server and the contract, and of no sandbox file', () => {
    const inputs = inputsOf(build.production);
    expect(inputs).toContain('apps/server/src/main.ts');
    expect(inputs.some((input) => input.startsWith('packages/contract/src/'))).toBe(true);
    expect(inputs.filter((input) => input.startsWith('apps/sandbox/'))).toEqual([]);
  });

  it('holds none of the sandbox\'s routes, demo content or simulators, which the sandbox\'s bundle does', () => {
    const production = readFileSync(build.production, 'utf8');
    const sandbox = readFileSync(build.server, 'utf8');
    expect(SANDBOX_MARKERS.filter((marker) => !sandbox.includes(marker))).toEqual([]);
    expect(SANDBOX_MARKERS.filter((marker) => production.includes(marker))).toEqual([]);
  });
});

describe.each(dialects)('a production start on an empty %s database', (dialect) => {
  let url: string;
  let remove: () => Promise<void>;
  let server: ServerProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-production-'));
  const env = { NODE_ENV: 'production', CAPTCHA: 'on', SCRYPT_N: '16384', SECRET_KEY: TEST_SECRET_KEY, DATA_DIR: dataDir };
  const start = async () => (server = await startServerProcess(url, { build: 'production', env }));
  const call = async (path: string, body: unknown = {}) => {
    const response = await fetch(`${server?.base ?? ''}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as { code: number; data: unknown } };
  };

  beforeAll(async () => {
    ({ url, remove } = await createEmptyDatabase(dialect));
    await start();
  });
  afterAll(async () => {
    if (server) await stop(server);
    await remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every table's row count, but the migrations' own. */
  const rowCounts = async () => {
    const database = openDatabase(url);
    try {
      const tables = (await database.db.introspection.getTables()).map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(database.db);
        const n = Number(rows[0]?.n ?? 0);
        if (n > 0) counts[table] = n;
      }
      return counts;
    } finally {
      await database.close();
    }
  };

  it('creates only the site and its entry tier beside the reference data, closed for maintenance and without a name, until an operator opens it', async () => {
    const app = await call('/api/app');
    expect(app.status).toBe(200);
    expect(app.body.data).toMatchObject({ title: '', site_state: 0, repair_tips: '网站建设中，敬请期待。' });
    const register = await call('/api/register', { username: 'player01', password: 'secret123', repassword: 'secret123' });
    expect(register.body.code).toBe(CODES.maintenance);
    await stop(server as ServerProcess);
    server = undefined;
    expect(await rowCounts()).toEqual({ site: 1, vip_tier: 1, ...REFERENCE_ROWS });
  });

  it('serves none of the sandbox: no demo art, pages, slot or simulators', async () => {
    await start();
    for (const path of ['/assets/demo/logo/x.svg', '/demo/kefu', '/demo/pay/D1', '/demo-game/', '/platform-sim/', '/gateway-sim/submit.php']) {
      expect((await fetch(`${server?.base ?? ''}${path}`)).status, path).toBe(404);
    }
  });

  it('leaves the site as the operators left it at the next start, and takes its first member once opened', async () => {
    await stop(server as ServerProcess);
    const database = openDatabase(url);
    await database.db.updateTable('site').set({ title: '新站', site_state: 1 }).execute();
    await database.close();
    await start();
    expect((await call('/api/app')).body.data).toMatchObject({ title: '新站', site_state: 1 });

    // The captcha is on in production: its answer is read where the server keeps it.
    const captcha = (await (await fetch(`${server?.base ?? ''}/api/captcha`)).json()) as { data: { id: string } };
    const reading = openDatabase(url);
    const { answer } = await reading.db.selectFrom('captcha').select('answer').where('id', '=', captcha.data.id).executeTakeFirstOrThrow();
    await reading.close();
    const registered = await call('/api/register', { name: 'first01', password: 'abc12345', confirmPass: 'abc12345', realname: '张三', paypassword: '123456', code: answer, captcha_id: captcha.data.id });
    expect(registered.body.code, JSON.stringify(registered.body)).toBe(200);
    const token = (registered.body.data as { api_token: string }).api_token;
    const user = await fetch(`${server?.base ?? ''}/api/user`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    // No tier badge of the demo's: a production site has none to show.
    expect(((await user.json()) as { data: unknown }).data).toMatchObject({ vip: 1, current_vip: 'VIP1', vipname: '' });
    expect(await rowCounts()).toMatchObject({ site: 1, vip_tier: 1 });
  });
});
