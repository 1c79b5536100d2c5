import { MSG } from '@casino/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PASSWORD, registerMember, uniqueName } from './support/members';
import { fundMember, memberId } from './support/money';

describe.each(dialects)('members found and helped from the console on %s', (dialect) => {
  let t: TestApp;
  let support: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    support = await signedInOperator(t.app, t.db.database.db, 'member-support', 'support');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (path: string, query: Record<string, string>, operator = support) => {
    const answer = await t.app.inject({ method: 'GET', url: path, query, headers: { authorization: `Bearer ${operator.token}` } });
    return { status: answer.statusCode, body: answer.json<{ code: number; message: string; data: unknown }>() };
  };
  const login = async (name: string, password: string) => (await post(t.app, '/api/login_pc', { name, password, code: 'x1y2' })).body;
  const audited = (name: string) =>
    t.db.database.db.selectFrom('audit_log').select(['action', 'after_json']).where('target', '=', `member:${name}`).orderBy('id').execute();

  it('finds a member by the start of their username, real name or mobile, with state filters and their main balance', async () => {
    const realname = `检索${Array.from({ length: 4 }, () => '甲乙丙丁戊己庚辛壬癸'.charAt(Math.floor(Math.random() * 10))).join('')}`;
    const mobile = `139${String(Date.now()).slice(-8)}`;
    const { name } = await registerMember(t.app, uniqueName('fnd'), { realname });
    await t.db.database.db.updateTable('member').set({ mobile }).where('username', '=', name).execute();
    await fundMember(t.db.database, await memberId(t.db.database, name), 12_345);
    await registerMember(t.app, uniqueName('oth'));

    for (const q of [name.slice(0, 5).toUpperCase(), realname.slice(0, 4), mobile.slice(0, 9)]) {
      const page = (await get('/admin/api/members', { q, per_page: '50' })).body.data as { data: { username: string; balance: number; state: string }[] };
      expect(page.data, q).toContainEqual(expect.objectContaining({ username: name, realname, balance: 123.45, state: 'normal' }));
    }
    expect(((await get('/admin/api/members', { q: name.slice(1, 6) })).body.data as { total: number }).total).toBe(0);
    // One character would match most members: refused with why, never silently listing everyone.
    for (const q of [name.slice(0, 1), ' 检 ']) expect((await get('/admin/api/members', { q })).body, q).toEqual({ code: 1000, message: '请至少输入2个字再搜索', data: [] });

    expect((await post(t.app, '/admin/api/members/state', { username: name, state: 'block' }, support.token)).body.code).toBe(200);
    const blocked = (await get('/admin/api/members', { q: name, state: 'blocked' })).body.data as { data: { username: string; state: string }[] };
    expect(blocked.data).toEqual([expect.objectContaining({ username: name, state: 'blocked' })]);
    expect(((await get('/admin/api/members', { q: name, state: 'normal' })).body.data as { total: number }).total).toBe(0);

    const byLogin = (await get('/admin/api/members', { sort: 'last_login', per_page: '50' })).body.data as { data: { last_login_at: string | null }[] };
    const times = byLogin.data.map((m) => m.last_login_at);
    const firstNull = times.indexOf(null);
    if (firstNull >= 0) expect(times.slice(firstNull).every((time) => time === null)).toBe(true);
  });

  it("shows one member's profile, wallets, sessions and ledger signed from their side", async () => {
    const { name } = await registerMember(t.app, uniqueName('det'), { realname: '李四' });
    expect((await login(name, PASSWORD)).code).toBe(200);
    const id = await memberId(t.db.database, name);
    await fundMember(t.db.database, id, 10_000);
    await t.db.database.db
      .insertInto('bound_card')
      .values({ member_id: id, type: 1, bank: '工商银行', bank_no: '6222000011112222', bank_owner: '李四', bank_address: '上海', created_at: Date.now() })
      .execute();

    const detail = (await get('/admin/api/members/detail', { username: name.toUpperCase() })).body.data as Record<string, unknown>;
    expect(detail).toMatchObject({
      username: name,
      realname: '李四',
      state: 'normal',
      isagent: false,
      wallets: [{ wallet: 'main', balance: 100 }],
      bound_accounts: [{ type: 1, name: '工商银行', number: '************2222', owner: '李四' }],
    });
    expect(detail.last_login_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((detail.sessions as unknown[]).length).toBe(2);
    // The registration and the login, newest first.
    const logins = detail.logins as { created_at: string; ip: string }[];
    expect(logins.map((l) => l.ip)).toEqual(['127.0.0.1', expect.stringMatching(/^10\.9\./) as unknown]);
    expect(logins[0]?.created_at).toBe(detail.last_login_at);

    // Into a platform and back: the main wallet's lines are signed from the member's side.
    const session = (await login(name, PASSWORD)).data as { new_api_token: string };
    expect((await post(t.app, '/api/transfer', { amount: '30', sourcetype: 'userbalance', targettype: 'ag' }, session.new_api_token)).body.code).toBe(200);
    const main = (await get('/admin/api/members/ledger', { username: name, wallet: 'main' })).body.data as { data: { amount: number; wallet: string; kind: string }[] };
    expect(main.data.map((line) => [line.wallet, line.amount])).toEqual([
      ['main', -30],
      ['main', 100],
    ]);
    const all = (await get('/admin/api/members/ledger', { username: name })).body.data as { total: number };
    expect(all.total).toBe(2);
    const ag = (await get('/admin/api/members/detail', { username: name })).body.data as { wallets: unknown[] };
    expect(ag.wallets).toEqual([
      { wallet: 'main', balance: 70 },
      { wallet: 'ag', balance: 30 },
    ]);

    expect((await get('/admin/api/members/detail', { username: 'nobody77x' })).body).toMatchObject({ message: MSG.notFound });
  });

  it('lists members newest registered first, or by registration, last login, username or VIP tier either way; refuses another sort', async () => {
    type Listed = { username: string; vip: number; created_at: string; last_login_at: string | null };
    const names: string[] = [];
    const hour = 3_600_000;
    // Registered an hour apart, tiers not in that order, logged in the other way round but for one who never did.
    for (const [i, vip] of [3, 1, 4, 2].entries()) {
      const { name } = await registerMember(t.app, uniqueName('srt'));
      names.push(name);
      const lastLogin = i === 1 ? null : Date.UTC(2026, 5, 1) - i * hour;
      await t.db.database.db.updateTable('member').set({ created_at: Date.UTC(2026, 0, 1) + i * hour, vip, last_login_at: lastLogin }).where('username', '=', name).execute();
    }
    const list = async (query: Record<string, string>) => (await get('/admin/api/members', { q: 'srt7', per_page: '50', ...query })).body as { code: number; data: { data: Listed[] } };
    const rows = async (query: Record<string, string>) => (await list(query)).data.data;
    const newestFirst = [...names].reverse();

    expect((await rows({})).map((m) => m.username)).toEqual(newestFirst);
    expect((await rows({ sort: 'registered' })).map((m) => m.username)).toEqual(newestFirst);
    expect((await rows({ sort: 'registered', order: 'asc' })).map((m) => m.username)).toEqual(names);
    // Never logged in: last, both ways.
    expect((await rows({ sort: 'last_login' })).map((m) => m.username)).toEqual([names[0], names[2], names[3], names[1]]);
    expect((await rows({ sort: 'last_login', order: 'asc' })).map((m) => m.username)).toEqual([names[3], names[2], names[0], names[1]]);
    const usernames = (await rows({ sort: 'username', order: 'asc' })).map((m) => m.username.toLowerCase());
    expect(usernames).toEqual([...names].map((name) => name.toLowerCase()).sort());
    expect((await rows({ sort: 'username', order: 'desc' })).map((m) => m.username.toLowerCase())).toEqual([...usernames].reverse());
    expect((await rows({ sort: 'vip', order: 'asc' })).map((m) => m.vip)).toEqual([1, 2, 3, 4]);
    expect((await rows({ sort: 'vip', order: 'desc' })).map((m) => m.vip)).toEqual([4, 3, 2, 1]);

    expect((await list({ sort: 'balance' })).code).toBe(1000);
    expect((await list({ sort: 'vip', order: 'sideways' })).code).toBe(1000);
  });

  it("sorts a member's ledger by time or signed amount, either way", async () => {
    const { name, token } = await registerMember(t.app, uniqueName('lgs'));
    const id = await memberId(t.db.database, name);
    // A second apart, before the transfer: in one millisecond the order of transfers is not their time's.
    const start = Date.now() - 10_000;
    for (const [i, fen] of [100_00, 5_00, 42_00].entries()) await fundMember(t.db.database, id, fen, start + i * 1000);
    expect((await post(t.app, '/api/transfer', { amount: '30', sourcetype: 'userbalance', targettype: 'ag' }, token)).body.code).toBe(200);
    type Ledger = { code: number; data: { data: { amount: number; created_at: string }[] } };
    const ledger = async (query: Record<string, string>) => (await get('/admin/api/members/ledger', { username: name, ...query })).body as Ledger;
    const amounts = async (query: Record<string, string>) => (await ledger(query)).data.data.map((line) => line.amount);

    const newestFirst = (await ledger({})).data.data;
    expect(newestFirst[0]?.amount).toBe(-30);
    expect(newestFirst.map((line) => line.created_at)).toEqual(newestFirst.map((line) => line.created_at).sort().reverse());
    expect(await amounts({ sort: 'time', order: 'asc' })).toEqual((await amounts({})).reverse());
    expect(await amounts({ sort: 'amount', order: 'asc' })).toEqual([-30, 5, 42, 100]);
    expect(await amounts({ sort: 'amount', order: 'desc' })).toEqual([100, 42, 5, -30]);
    expect(await amounts({ sort: 'amount', order: 'desc', wallet: 'main', per_page: '2', page: '2' })).toEqual([5, -30]);

    expect((await ledger({ sort: 'kind' })).code).toBe(1000);
    expect((await ledger({ sort: 'amount', order: 'up' })).code).toBe(1000);
  });

  it("ends a member's sessions and resets their passwords, answered once and audited without them", async () => {
    const { name, token } = await registerMember(t.app, uniqueName('rst'));
    expect((await post(t.app, '/api/user', {}, token)).body.code).toBe(200);

    expect((await post(t.app, '/admin/api/members/end-sessions', { username: name }, support.token)).body).toMatchObject({ code: 200, message: MSG.operationOk });
    expect((await post(t.app, '/api/user', {}, token)).status).toBe(401);

    const kept = (await login(name, PASSWORD)).data as { new_api_token: string };
    const reset = (await post(t.app, '/admin/api/members/reset-password', { username: name, kind: 'login' }, support.token)).body;
    const password = (reset.data as { password: string }).password;
    expect(password).toMatch(/^(?![0-9]+$)(?![a-zA-Z]+$)[0-9A-Za-z]{8,32}$/);
    expect((await post(t.app, '/api/user', {}, kept.new_api_token)).status).toBe(401);
    expect((await login(name, PASSWORD)).code).not.toBe(200);
    expect((await login(name, password)).code).toBe(200);

    // The pay password is finance's to reset (issue #28).
    expect((await post(t.app, '/admin/api/members/reset-password', { username: name, kind: 'pay' }, support.token)).status).toBe(403);
    const finance = await signedInOperator(t.app, t.db.database.db, 'member-finance-pay', 'finance');
    const pay = ((await post(t.app, '/admin/api/members/reset-password', { username: name, kind: 'pay' }, finance.token)).body.data as { password: string }).password;
    expect(pay).toMatch(/^\d{6}$/);

    const rows = await audited(name);
    expect(rows.map((r) => r.action)).toEqual(['adminEndMemberSessions', 'adminResetMemberPassword', 'adminResetMemberPassword']);
    for (const row of rows) expect(row.after_json ?? '').not.toContain(password);
    expect(rows[2]?.after_json ?? '').not.toContain(pay);
  });

  it('lets finance read but not act, and content not even read', async () => {
    const { name } = await registerMember(t.app);
    const finance = await signedInOperator(t.app, t.db.database.db, 'member-finance', 'finance');
    const content = await signedInOperator(t.app, t.db.database.db, 'member-content', 'content');
    expect((await get('/admin/api/members/detail', { username: name }, finance)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/members/end-sessions', { username: name }, finance.token)).status).toBe(403);
    expect((await post(t.app, '/admin/api/members/reset-password', { username: name, kind: 'login' }, finance.token)).status).toBe(403);
    expect((await get('/admin/api/members', {}, content)).status).toBe(403);
    expect(await audited(name)).toEqual([]);
  });
});
