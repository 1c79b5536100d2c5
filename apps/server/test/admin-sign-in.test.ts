import { Migrator, type Generated, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/platform/db/migrate';
import { migrations } from '../src/platform/db/migrations';
import { createAdmin } from '../src/modules/operators/admins';
import { hashSecret } from '../src/platform/security/passwords';
import { admin as runAdmin, compiledAdmin } from './support/admin-cli';
import { signedInOperator, testSecrets, totpCode } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';

const MINUTE = 60_000;

/** The operator tables as migration 0008 left them. */
interface LegacyTables {
  admin_user: { id: Generated<number>; name: string; password_hash: string; created_at: number };
  admin_session: { token_hash: string; admin_id: number; expires_at: number };
}
const WRONG = { code: 203, message: '账号、密码或动态验证码错误' };

/** Operator sign-in with TOTP, sessions that end (12 h, 30 min idle, sign-out everywhere, disabling), issue #12. */
describe.each(dialects)('operator sign-in on %s', (dialect) => {
  let t: TestApp;
  let now = Date.UTC(2026, 5, 1, 2, 0, 10);
  beforeAll(async () => {
    t = await startTestApp(dialect, {}, () => now);
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.db.database.db;
  const me = async (token: string) => (await t.app.inject({ method: 'GET', url: '/admin/api/me', headers: { authorization: `Bearer ${token}` } })).json<{ code: number; data: unknown }>();
  const login = (name: string, password: string, code: string) => post(t.app, '/admin/api/login', { name, password, code });

  it('signs in with name, password and a 6-digit code, and answers the role', async () => {
    const { password, secret } = await createAdmin(db(), testSecrets, 'signin1', 'support', now);
    expect((await post(t.app, '/admin/api/login', { name: 'signin1', password })).body).toMatchObject({ code: 1000, message: '请输入动态验证码' });
    expect((await login('signin1', password, '12345')).body).toMatchObject({ code: 1000, message: '动态验证码为6位数字，恢复码为xxxx-xxxx' });
    const right = totpCode(secret, now);
    const wrongCode = right === '000000' ? '111111' : '000000';
    expect((await login('signin1', password, wrongCode)).body).toMatchObject(WRONG);
    expect((await login('signin1', 'not-the-password', right)).body).toMatchObject(WRONG);
    expect((await login('nobody-here', password, right)).body).toMatchObject(WRONG);
    const answer = await login('signin1', password, right);
    expect(answer.body).toMatchObject({ code: 200, data: { name: 'signin1', role: 'support' } });
    const token = (answer.body.data as { token: string }).token;
    expect(await me(token)).toMatchObject({ code: 200, data: { name: 'signin1', role: 'support', maintenance: null } });
    // Every operator is told while the site is in maintenance, with the tip players see.
    await t.db.database.db.updateTable('site').set({ site_state: 0, repair_tips: '系统升级中' }).execute();
    expect((await me(token)).data).toEqual({ name: 'signin1', role: 'support', maintenance: '系统升级中' });
    await t.db.database.db.updateTable('site').set({ site_state: 1 }).execute();
    // The same code again: used.
    expect((await login('signin1', password, right)).body).toMatchObject(WRONG);
    // A code one step off either way is accepted (clock drift); two steps off is not.
    expect((await login('signin1', password, totpCode(secret, now, 1))).body.code).toBe(200);
    now += 5 * MINUTE;
    expect((await login('signin1', password, totpCode(secret, now, -2))).body).toMatchObject(WRONG);
  });

  it('ends a session after 30 minutes without a call, and after 12 hours however busy', async () => {
    const op = await signedInOperator(t.app, db(), 'signin2', 'finance', now);
    const seen = async () => (await db().selectFrom('admin_session').select('last_seen_at').where('admin_id', '=', op.id).executeTakeFirstOrThrow()).last_seen_at;
    const start = now;
    now += 30 * 1000;
    expect((await me(op.token)).code).toBe(200);
    // Written at most once a minute.
    expect(await seen()).toBe(start);
    now = start + 29 * MINUTE;
    expect((await me(op.token)).code).toBe(200);
    expect(await seen()).toBe(now);
    // Busy all along: a call every 20 minutes keeps it open until 12 hours have passed.
    for (let call = 0; call < 37; call += 1) {
      now += 20 * MINUTE;
      const answer = await me(op.token);
      const expected = now - start < 12 * 60 * MINUTE ? 200 : 401;
      expect(answer.code, `after ${String((now - start) / MINUTE)} minutes`).toBe(expected);
    }

    const idle = await signedInOperator(t.app, db(), 'signin3', 'content', now);
    now += 30 * MINUTE;
    expect(await me(idle.token)).toMatchObject({ code: 401 });
  });

  it('signs out everywhere: every session of the operator ends, no one else’s', async () => {
    const op = await signedInOperator(t.app, db(), 'signin4', 'owner', now);
    const other = await signedInOperator(t.app, db(), 'signin5', 'owner', now);
    const second = (await login(op.name, op.password, totpCode(op.secret, now))).body.data as { token: string };
    expect((await post(t.app, '/admin/api/logout-all', {}, second.token)).body.code).toBe(200);
    expect((await me(op.token)).code).toBe(401);
    expect((await me(second.token)).code).toBe(401);
    expect((await me(other.token)).code).toBe(200);
  });

  it('refuses a disabled operator: their sessions end, and sign-in says so once password and code are right', async () => {
    const op = await signedInOperator(t.app, db(), 'signin6', 'support', now);
    await db().updateTable('admin_user').set({ disabled_at: now }).where('id', '=', op.id).execute();
    expect((await me(op.token)).code).toBe(401);
    expect((await login(op.name, 'wrong-password', totpCode(op.secret, now))).body).toMatchObject(WRONG);
    const answer = await login(op.name, op.password, totpCode(op.secret, now));
    expect(answer).toMatchObject({ status: 403, body: { code: 403, message: '该管理员账号已被停用' } });
  });

  it('refuses an operator without a TOTP secret until `admin:totp` issues one', async () => {
    const password = 'an-operator-password';
    await db().insertInto('admin_user').values({ name: 'signin7', password_hash: await hashSecret(password), created_at: now, role: 'owner', totp_secret: null }).execute();
    expect((await login('signin7', 'wrong-password', '123456')).body).toMatchObject(WRONG);
    expect(await login('signin7', password, '123456')).toMatchObject({ status: 403, body: { code: 403, message: '该账号尚未绑定动态验证码，请联系所有者重置动态验证码' } });
    const issued = await runAdmin(t.db.url, 'admin:totp', 'signin7');
    expect(issued.code, issued.err).toBe(0);
    const secret = /secret=([A-Z2-7]+)/.exec(issued.out)?.[1] ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect((await login('signin7', password, totpCode(secret, now))).body.code).toBe(200);
  }, 30_000);
});

describe('npm run admin -- admin:create', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('prints the password, the otpauth URI and a QR code once; the operator signs in with them', async () => {
    // The compiled CLI: all of its long output read from its process (a QR code is long).
    const created = await compiledAdmin(t.db.url, 'admin:create', 'cliops', '--role', 'finance');
    expect(created.code, created.err).toBe(0);
    const password = /password \(shown once\): (\S+)/.exec(created.out)?.[1] ?? '';
    const uri = /(otpauth:\/\/totp\/\S+)/.exec(created.out)?.[1] ?? '';
    expect(uri).toMatch(/^otpauth:\/\/totp\/Casino%20Admin:cliops\?issuer=Casino%20Admin&secret=[A-Z2-7]{32}&algorithm=SHA1&digits=6&period=30$/);
    // The QR code: rows of Unicode blocks (two modules a character, so at least 11 rows of at least 21), without terminal escapes.
    const qrRows = created.out.split('\n').filter((line) => /^ *[█▀▄][ █▀▄]{20,}$/.test(line));
    expect(qrRows.length).toBeGreaterThanOrEqual(11);
    expect(created.out).not.toContain('\u001b');
    const secret = new URL(uri).searchParams.get('secret') ?? '';
    const answer = await post(t.app, '/admin/api/login', { name: 'cliops', password, code: totpCode(secret) });
    expect(answer.body).toMatchObject({ code: 200, data: { role: 'finance' } });

    expect((await runAdmin(t.db.url, 'admin:create', 'cliops2')).code).toBe(2);
    expect((await runAdmin(t.db.url, 'admin:create', 'cliops2', '--role', 'boss')).code).toBe(2);
    expect(await runAdmin(t.db.url, 'admin:create', 'cliops', '--role', 'owner')).toMatchObject({ code: 1, err: expect.stringContaining('该管理员账号已存在') as unknown });
  }, 60_000);
});

describe.each(dialects)('migration 0009 on %s', (dialect) => {
  it('makes the operators from before roles owners without a TOTP secret, and ends their sessions', async () => {
    const t = await startTestApp(dialect);
    try {
      const { db } = t.db.database;
      const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
      expect((await migrator.migrateTo('0008-admin-last-login')).error).toBeUndefined();
      const legacy = db as unknown as Kysely<LegacyTables>;
      const row = await legacy.insertInto('admin_user').values({ name: 'legacyops', password_hash: 'x', created_at: 1 }).returning('id').executeTakeFirstOrThrow();
      await legacy.insertInto('admin_session').values({ token_hash: 'h', admin_id: row.id, expires_at: Date.now() + MINUTE }).execute();
      await migrateToLatest(t.db.database);
      expect(await db.selectFrom('admin_user').select(['role', 'totp_secret', 'disabled_at']).where('name', '=', 'legacyops').executeTakeFirstOrThrow()).toEqual({ role: 'owner', totp_secret: null, disabled_at: null });
      expect(await db.selectFrom('admin_session').selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
