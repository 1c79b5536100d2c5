import type { AuditLogItem } from '../src/modules/operators/audit-log-page';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, totpCode, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp, withoutTurnoverRule } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

interface AuditPage {
  data: AuditLogItem[];
  total: number;
  last_page: number;
  current_page: number;
}

describe('the audit log in the code', () => {
  it('is only ever inserted into: no code path updates or deletes it', () => {
    const offenders = sourceFiles(SRC).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /(updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"]audit_log['"]/.test(text) || /\b(UPDATE|DELETE\s+FROM|TRUNCATE)\s+(TABLE\s+)?audit_log\b/i.test(text);
    });
    expect(offenders).toEqual([]);
  });
});

describe.each(dialects)('the audit log on %s', (dialect) => {
  let t: TestApp;
  let owner: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await withoutTurnoverRule(t.db.database);
    owner = await signedInOperator(t.app, t.db.database.db, 'auditowner', 'owner');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string, token = owner.token) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const auditPage = async (query: string, token = owner.token) => (await get(`/admin/api/audit-log?${query}`, token)).json<{ code: number; message: string; data: AuditPage }>();

  it('records each operator change with who, what, before and after, and the address; a refused change records nothing', async () => {
    const { name, token } = await registerMember(t.app);
    const order = (await post(t.app, '/api/recharge', { paytype: 3, amount: '800' }, token)).body.message as string;
    const ip = '10.99.0.7';
    expect((await post(t.app, '/admin/api/deposits/approve', { out_trade_no: order }, owner.token, ip)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/deposits/approve', { out_trade_no: order }, owner.token, ip)).body.code).toBe(409);
    expect((await post(t.app, '/admin/api/adjust', { username: name, amount: '-50', memo: '测试扣款' }, owner.token, ip)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/adjust', { username: name, amount: '-5000', memo: '太多' }, owner.token, ip)).body.code).toBe(208);
    expect((await post(t.app, '/admin/api/members/state', { username: name, state: 'block' }, owner.token, ip)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/site', { site_state: 0, repair_tips: '升级' }, owner.token, ip)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/site', { site_state: 1 }, owner.token, ip)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/redpacket', { redpacket_switch: 0 }, owner.token, ip)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/messages', { to: name, title: '通知', content: '内容' }, owner.token, ip)).body.code).toBe(200);

    const page = await auditPage('per_page=50');
    expect(page.code).toBe(200);
    const rows = page.data.data.filter((row) => row.ip === ip).reverse();
    expect(rows.map((row) => row.action)).toEqual(['adminApproveDeposit', 'adminAdjust', 'adminMemberState', 'adminSite', 'adminSite', 'adminRedpacket', 'adminMessage']);
    for (const row of rows) expect(row.admin_name).toBe('auditowner');
    const [deposit, adjust, state, site] = rows;
    expect(deposit?.target).toBe(`deposit:${order}`);
    expect(JSON.parse(deposit?.before ?? 'null')).toEqual({ state: 1 });
    expect(JSON.parse(deposit?.after ?? 'null')).toMatchObject({ state: 2, amount_fen: 800_00 });
    expect(adjust?.target).toBe(`member:${name}`);
    expect(JSON.parse(adjust?.before ?? 'null')).toEqual({ main_fen: 800_00 });
    expect(JSON.parse(adjust?.after ?? 'null')).toMatchObject({ main_fen: 750_00, amount_fen: -50_00, memo: '测试扣款' });
    expect(JSON.parse(state?.after ?? 'null')).toEqual({ isblack: 1, status: 1 });
    expect(JSON.parse(site?.before ?? 'null')).toMatchObject({ site_state: 1 });
    expect(JSON.parse(site?.after ?? 'null')).toEqual({ site_state: 0, repair_tips: '升级' });
    const stored = await t.db.database.db.selectFrom('audit_log').select(['admin_id']).where('ip', '=', ip).execute();
    expect(new Set(stored.map((row) => row.admin_id))).toEqual(new Set([owner.id]));
  });

  it('is read by the owner alone, a page at a time, filtered by operator, action and Beijing days', async () => {
    const finance = await signedInOperator(t.app, t.db.database.db, 'auditfinance', 'finance');
    expect((await get('/admin/api/audit-log', finance.token)).statusCode).toBe(403);
    const { name } = await registerMember(t.app);
    for (let i = 0; i < 3; i += 1) await post(t.app, '/admin/api/adjust', { username: name, amount: '1', memo: `第${String(i)}次` }, finance.token);

    // The three adjustments and, before them, the sign-in.
    const byFinance = await auditPage('admin=auditfinance&per_page=2');
    expect(byFinance.data).toMatchObject({ total: 4, last_page: 2, current_page: 1 });
    expect(byFinance.data.data.map((row) => JSON.parse(row.after ?? '{}') as { memo: string }).map((after) => after.memo)).toEqual(['第2次', '第1次']);
    expect((await auditPage('admin=auditfinance&per_page=2&page=2')).data.data.map((row) => row.action)).toEqual(['adminAdjust', 'adminLogin']);
    expect((await auditPage('action=adminAdjust&admin=auditfinance')).data.total).toBe(3);
    expect((await auditPage('action=adminSite&admin=auditfinance')).data.total).toBe(0);

    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await auditPage(`admin=auditfinance&from=${today}&to=${today}`)).data.total).toBe(4);
    expect((await auditPage('admin=auditfinance&from=2020-01-01&to=2020-01-31')).data.total).toBe(0);
    expect(await auditPage('from=2024-02-30')).toMatchObject({ code: 1000, message: '请输入正确的日期范围' });
    expect(await auditPage('from=2024-03-02&to=2024-03-01')).toMatchObject({ code: 1000, message: '请输入正确的日期范围' });
  });

  it('is sorted by time, operator or action on request, either way, and refuses a column it does not sort by', async () => {
    const times = (page: AuditPage) => page.data.map((row) => row.created_at);
    const newestFirst = times((await auditPage('per_page=50')).data);
    expect(newestFirst).toEqual([...newestFirst].sort().reverse());
    const oldestFirst = (await auditPage('per_page=50&sort=time&order=asc')).data;
    expect(times(oldestFirst)).toEqual([...times(oldestFirst)].sort());
    expect(oldestFirst.data[0]?.action).toBe('adminLogin');

    const operators = (await auditPage('per_page=50&sort=operator&order=asc')).data.data.map((row) => row.admin_name);
    expect(operators).toEqual([...operators].sort());
    expect(new Set(operators).size).toBeGreaterThan(1);
    const actionsDown = (await auditPage('per_page=50&sort=action&order=desc')).data.data.map((row) => row.action);
    expect(actionsDown).toEqual([...actionsDown].sort().reverse());
    // Sorted by operator, a page follows from the one before it.
    const firstTwo = (await auditPage('per_page=2&sort=operator&order=asc')).data.data.map((row) => row.id);
    const nextTwo = (await auditPage('per_page=2&page=2&sort=operator&order=asc')).data.data.map((row) => row.id);
    expect((await auditPage('per_page=4&sort=operator&order=asc')).data.data.map((row) => row.id)).toEqual([...firstTwo, ...nextTwo]);

    expect((await auditPage('sort=ip')).code).toBe(1000);
    expect((await auditPage('sort=time&order=sideways')).code).toBe(1000);
  });

  it('lists the operators by name, or by role or creation time on request', async () => {
    await post(t.app, '/admin/api/operators/create', { name: 'aaa-content', role: 'content' }, owner.token);
    type Listed = { name: string; role: string; created_at: string };
    const list = async (query: string) => (await get(`/admin/api/operators?per_page=50&${query}`)).json<{ code: number; data: { data: Listed[] } }>();
    const names = (await list('')).data.data.map((row) => row.name);
    expect(names).toEqual([...names].sort());
    expect((await list('sort=name&order=desc')).data.data.map((row) => row.name)).toEqual([...names].sort().reverse());
    const roles = (await list('sort=role&order=asc')).data.data.map((row) => row.role);
    expect(roles).toEqual([...roles].sort());
    const newest = (await list('sort=created&order=desc')).data.data;
    expect(newest[0]?.name).toBe('aaa-content');
    expect(newest.map((row) => row.created_at)).toEqual(newest.map((row) => row.created_at).sort().reverse());
    expect((await list('sort=password')).code).toBe(1000);
  });

  it('is refused an update, a delete or (PostgreSQL) a truncate by the database itself', async () => {
    const { db } = t.db.database;
    const count = async () => Number((await db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await expect(sql`UPDATE audit_log SET admin_name = 'someone else'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(db)).rejects.toThrow(/append-only/);
    // SQLite has no TRUNCATE: its DELETE without WHERE is the statement above.
    if (dialect === 'postgres') await expect(sql`TRUNCATE audit_log`.execute(db)).rejects.toThrow(/append-only/);
    expect(await count()).toBe(before);
  });

  it('lets the owner create operators, change roles, disable, enable and reset TOTP; each change is audited', async () => {
    const created = await post(t.app, '/admin/api/operators/create', { name: 'newsupport', role: 'support' }, owner.token);
    expect(created.body).toMatchObject({ code: 200, data: { name: 'newsupport', role: 'support' } });
    const { password, otpauth_uri: uri, secret } = created.body.data as { password: string; otpauth_uri: string; secret: string };
    expect(uri).toContain(`secret=${secret}`);
    expect((await post(t.app, '/admin/api/operators/create', { name: 'newsupport', role: 'owner' }, owner.token)).body).toMatchObject({ code: 409, message: '该管理员账号已存在' });
    const login = async (code: string) => post(t.app, '/admin/api/login', { name: 'newsupport', password, code });
    const first = await login(totpCode(secret, Date.now(), -1));
    expect(first.body).toMatchObject({ code: 200, data: { role: 'support' } });
    const token = (first.body.data as { token: string }).token;
    expect((await post(t.app, '/admin/api/operators/create', { name: 'sneaky', role: 'owner' }, token)).status).toBe(403);

    expect((await post(t.app, '/admin/api/operators/role', { name: 'newsupport', role: 'finance' }, owner.token)).body.code).toBe(200);
    expect((await get('/admin/api/me', token)).json()).toMatchObject({ data: { role: 'finance' } });

    expect((await post(t.app, '/admin/api/operators/disable', { name: 'newsupport' }, owner.token)).body.code).toBe(200);
    expect((await get('/admin/api/me', token)).statusCode).toBe(401);
    expect((await login(totpCode(secret))).body).toMatchObject({ code: 403, message: '该管理员账号已被停用' });
    expect((await post(t.app, '/admin/api/operators/enable', { name: 'newsupport' }, owner.token)).body.code).toBe(200);

    const reset = await post(t.app, '/admin/api/operators/reset-totp', { name: 'newsupport' }, owner.token);
    const fresh = (reset.body.data as { secret: string }).secret;
    expect(fresh).not.toBe(secret);
    expect((await login(totpCode(secret, Date.now(), 1))).body.code).toBe(203);
    expect((await login(totpCode(fresh))).body).toMatchObject({ code: 200, data: { role: 'finance' } });

    const listed = (await get('/admin/api/operators?per_page=50')).json<{ data: { data: { name: string; role: string; disabled: boolean; totp: boolean }[] } }>();
    expect(listed.data.data).toContainEqual(expect.objectContaining({ name: 'newsupport', role: 'finance', disabled: false, totp: true }));
    const actions = (await auditPage('per_page=50')).data.data.filter((row) => row.target === 'admin:newsupport').map((row) => row.action).reverse();
    // The owner's changes, and newsupport's own sign-ins: accepted, refused while disabled, refused with the old secret, accepted.
    expect(actions).toEqual([
      'adminCreateOperator',
      'adminLogin',
      'adminSetOperatorRole',
      'adminDisableOperator',
      'adminLogin',
      'adminEnableOperator',
      'adminResetOperatorTotp',
      'adminLogin',
      'adminLogin',
    ]);
    const text = JSON.stringify(await t.db.database.db.selectFrom('audit_log').selectAll().execute());
    expect(text).not.toContain(password);
    expect(text).not.toContain(fresh);
  });

  it('keeps one enabled owner: the last one can be neither demoted nor disabled', async () => {
    const { db } = t.db.database;
    const others = await db.selectFrom('admin_user').select('name').where('role', '=', 'owner').where('name', '<>', owner.name).execute();
    for (const { name } of others) await post(t.app, '/admin/api/operators/role', { name, role: 'support' }, owner.token);
    expect((await post(t.app, '/admin/api/operators/disable', { name: owner.name }, owner.token)).body).toMatchObject({ code: 409, message: '至少需要保留一名可用的所有者' });
    expect((await post(t.app, '/admin/api/operators/role', { name: owner.name, role: 'finance' }, owner.token)).body).toMatchObject({ code: 409, message: '至少需要保留一名可用的所有者' });
    expect((await post(t.app, '/admin/api/operators/role', { name: 'nobody-at-all', role: 'finance' }, owner.token)).body).toMatchObject({ code: 202, message: '管理员不存在' });
  });
});
