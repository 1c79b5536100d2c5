import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { signedInOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';
import { memberId } from './support/money';

describe.each(dialects)('the admin API on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    expect((await post(t.app, '/admin/api/login', { name: 'ops', password: 'wrong', code: '123456' })).body.code).toBe(203);
    adminToken = (await signedInOperator(t.app, t.db.database.db, 'ops')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string, token = adminToken) => (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json<{ code: number; data: unknown }>();

  it('refuses calls without an admin token, and a member token', async () => {
    const member = await registerMember(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/deposits' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/deposits', headers: { authorization: `Bearer ${member.token}` } })).statusCode).toBe(401);
  });

  it('reviews deposits and withdrawals, adjusts balances and checks the ledger', async () => {
    const { name, token } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    const order = (await post(t.app, '/api/recharge', { paytype: 3, amount: '800' }, token)).body.message as string;
    expect(((await get(`/admin/api/deposits?username=${name}`)).data as { data: unknown[] }).data).toContainEqual(expect.objectContaining({ out_trade_no: order, username: name, amount: 800 }));
    expect((await post(t.app, '/admin/api/deposits/approve', { out_trade_no: order }, adminToken)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/deposits/approve', { out_trade_no: order }, adminToken)).body).toMatchObject({ code: 409, message: '该订单已审核' });
    expect((await post(t.app, '/admin/api/adjust', { username: name, amount: '-50', memo: '测试扣款' }, adminToken)).body.code).toBe(200);
    expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(750_00);
    const adjustment = await t.db.database.db.selectFrom('transfer').select(['memo', 'ref_id']).where('kind', '=', 'adjustment').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(adjustment).toEqual({ memo: '测试扣款', ref_id: 'admin:ops' });

    expect((await get('/admin/api/ledger/check')).data).toEqual({ ok: true, breaches: [] });
  });

  it('blocks members and switches the site into maintenance', async () => {
    const { name, token } = await registerMember(t.app);
    expect((await post(t.app, '/admin/api/members/state', { username: name, state: 'disable' }, adminToken)).body.code).toBe(200);
    expect((await post(t.app, '/api/user', {}, token)).body).toEqual({ code: 403, message: '该用户已被禁用，请联系管理员！', data: [] });
    expect((await post(t.app, '/api/login_pc', { name, password: 'abcd1234', code: 'ab12' })).body.message).toBe('该用户已被禁用，请联系管理员！');
    await post(t.app, '/admin/api/site', { site_state: 0, repair_tips: '系统升级' }, adminToken);
    expect((await post(t.app, '/api/app')).body.data).toMatchObject({ site_state: 0, repair_tips: '系统升级' });
    await post(t.app, '/admin/api/site', { site_state: 1 }, adminToken);
    await post(t.app, '/admin/api/redpacket', { redpacket_switch: 0 }, adminToken);
    expect((await post(t.app, '/api/app')).body.data).toMatchObject({ site_state: 1, redpacket_switch: 0 });
  });

  it('answers the site switches as they are now, to every role, after each change', async () => {
    const support = await signedInOperator(t.app, t.db.database.db, 'settings-support', 'support');
    await post(t.app, '/admin/api/site', { site_state: 0, repair_tips: '升级到 10:30' }, adminToken);
    await post(t.app, '/admin/api/redpacket', { redpacket_switch: 1 }, adminToken);
    expect(await get('/admin/api/settings', support.token)).toMatchObject({ code: 200, data: { site_state: 0, repair_tips: '升级到 10:30', redpacket_switch: 1 } });
    await post(t.app, '/admin/api/site', { site_state: 1 }, adminToken);
    await post(t.app, '/admin/api/redpacket', { redpacket_switch: 0 }, adminToken);
    // Opening the site keeps the tip for the next maintenance.
    expect((await get('/admin/api/settings')).data).toEqual({ site_state: 1, repair_tips: '升级到 10:30', redpacket_switch: 0 });
    // A change made elsewhere (the command line) is answered at once: the row is read, not the process's cache.
    await t.db.database.db.updateTable('site').set({ repair_tips: '' }).execute();
    expect((await get('/admin/api/settings')).data).toEqual({ site_state: 1, repair_tips: '', redpacket_switch: 0 });
  });

  it('reviews promotion applications once; the member sees the state in their records', async () => {
    const { name, token } = await registerMember(t.app);
    const records = async () => ((await post(t.app, '/api/activityApplyLog', {}, token)).body.data as { data: { id: number; state: number }[] }).data;
    await post(t.app, '/api/doactivityapply', { activityid: 1, amount: '500' }, token);
    await post(t.app, '/api/doactivityapply', { activityid: 4, amount: '8' }, token);
    const pending = ((await get('/admin/api/applications?per_page=50')).data as { data: { id: number; username: string; activity_name: string; amount: number | null }[] }).data;
    const mine = pending.filter((a) => a.username === name);
    expect(mine).toEqual([
      expect.objectContaining({ activity_name: '新会员首存送100%', amount: 500 }),
      expect.objectContaining({ activity_name: '真人视讯连赢奖励', amount: 8 }),
    ]);
    const [first, second] = mine;
    if (!first || !second) throw new Error('two applications expected');
    expect((await post(t.app, '/admin/api/applications/approve', { id: first.id }, adminToken)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/applications/reject', { id: second.id }, adminToken)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/applications/reject', { id: first.id }, adminToken)).body).toMatchObject({ code: 409, message: '该申请已审核' });
    expect((await post(t.app, '/admin/api/applications/approve', { id: 999_999 }, adminToken)).body).toMatchObject({ code: 202, message: '数据不存在' });
    expect(await records()).toEqual(expect.arrayContaining([expect.objectContaining({ id: first.id, state: 2 }), expect.objectContaining({ id: second.id, state: 3 })]));
    expect(((await get('/admin/api/applications?per_page=50')).data as { data: { username: string }[] }).data.some((a) => a.username === name)).toBe(false);
    const reviewed = await t.db.database.db.selectFrom('activity_apply').select(['reviewed_by']).where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(reviewed.reviewed_by).toBe('admin:ops');
  });

  it('makes an approved agent applicant an agent, and refuses a second application', async () => {
    const { name, token } = await registerMember(t.app);
    const isagent = async () => ((await post(t.app, '/api/user', {}, token)).body.data as { isagent: number }).isagent;
    expect((await post(t.app, '/api/applyagentdo', { mobile: '13812345678', apply_info: '朋友多' }, token)).body.code).toBe(200);
    const application = ((await get('/admin/api/agents?per_page=50')).data as { data: { id: number; username: string; mobile: string; apply_info: string }[] }).data.find((a) => a.username === name);
    expect(application).toMatchObject({ mobile: '13812345678', apply_info: '朋友多' });
    if (!application) throw new Error('the application is listed');
    expect(await isagent()).toBe(0);
    expect((await post(t.app, '/admin/api/agents/approve', { id: application.id }, adminToken)).body.code).toBe(200);
    expect(await isagent()).toBe(1);
    expect((await post(t.app, '/admin/api/agents/approve', { id: application.id }, adminToken)).body).toMatchObject({ code: 409, message: '该申请已审核' });
    expect((await post(t.app, '/api/applyagentdo', { mobile: '13812345678', apply_info: '再申请' }, token)).body.message).toBe('您已经是代理');

    const other = await registerMember(t.app);
    await post(t.app, '/api/applyagentdo', { mobile: '13812345679', apply_info: '试试' }, other.token);
    const refused = ((await get('/admin/api/agents?per_page=50')).data as { data: { id: number; username: string }[] }).data.find((a) => a.username === other.name);
    if (!refused) throw new Error('the application is listed');
    expect((await post(t.app, '/admin/api/agents/reject', { id: refused.id }, adminToken)).body.code).toBe(200);
    expect(((await post(t.app, '/api/user', {}, other.token)).body.data as { isagent: number }).isagent).toBe(0);
  });

  it('lists the pending promotion and agent applications oldest first, or by time or username either way; refuses another sort', async () => {
    for (let i = 0; i < 3; i += 1) {
      const { token } = await registerMember(t.app);
      expect((await post(t.app, '/api/doactivityapply', { activityid: 4, amount: String(8 + i) }, token)).body.code).toBe(200);
      expect((await post(t.app, '/api/applyagentdo', { mobile: `1381234000${String(i)}`, apply_info: '排序' }, token)).body.code).toBe(200);
    }
    type Pending = { id: number; username: string; created_at: string };
    for (const path of ['/admin/api/applications', '/admin/api/agents']) {
      const list = async (query: string) => {
        const answer = (await get(`${path}?per_page=50${query}`)) as { code: number; data?: { data: Pending[] } };
        return { code: answer.code, data: answer.data?.data ?? [] };
      };
      const oldestFirst = (await list('')).data;
      const times = oldestFirst.map((row) => row.created_at);
      expect(times, path).toEqual([...times].sort());
      // Ties in the second shown are broken by the application's number, the order they came in.
      expect(oldestFirst.map((row) => row.id), path).toEqual(oldestFirst.map((row) => row.id).sort((a, b) => a - b));
      expect((await list('&sort=time&order=desc')).data, path).toEqual([...oldestFirst].reverse());
      const names = (await list('&sort=username&order=asc')).data.map((row) => row.username);
      expect(new Set(names).size, path).toBeGreaterThan(2);
      expect(names, path).toEqual([...names].sort());
      expect((await list('&sort=username&order=desc')).data.map((row) => row.username), path).toEqual([...names].reverse());
      expect((await list('&sort=amount')).code, path).toBe(1000);
      expect((await list('&sort=time&order=newest')).code, path).toBe(1000);
    }
  });

  it('pages the pending promotion and agent applications on the server, in their order, per_page up to 50', async () => {
    for (let i = 0; i < 5; i += 1) {
      const { token } = await registerMember(t.app);
      expect((await post(t.app, '/api/doactivityapply', { activityid: 4, amount: String(20 + i) }, token)).body.code).toBe(200);
      expect((await post(t.app, '/api/applyagentdo', { mobile: `1391234000${String(i)}`, apply_info: '分页' }, token)).body.code).toBe(200);
    }
    type Page = { current_page: number; data: { id: number }[]; from: number | null; to: number | null; last_page: number; per_page: number; total: number };
    for (const path of ['/admin/api/applications', '/admin/api/agents']) {
      for (const sort of ['', '&sort=username&order=desc']) {
        const page = async (query: string) => (await get(`${path}?${query}${sort}`)).data as Page;
        const all = await page('per_page=50');
        expect(all.total, path).toBeGreaterThanOrEqual(5);
        expect(all.data, path).toHaveLength(all.total);
        const ids = all.data.map((row) => row.id);
        const first = await page('per_page=2');
        expect(first, path).toMatchObject({ current_page: 1, from: 1, to: 2, per_page: 2, total: all.total, last_page: Math.ceil(all.total / 2) });
        expect(first.data.map((row) => row.id), path).toEqual(ids.slice(0, 2));
        const second = await page('page=2&per_page=2');
        expect(second, path).toMatchObject({ current_page: 2, from: 3, to: 4, total: all.total });
        expect(second.data.map((row) => row.id), path).toEqual(ids.slice(2, 4));
        expect(await page(`page=${String(first.last_page + 1)}&per_page=2`), path).toMatchObject({ data: [], from: null, total: all.total });
      }
      // A page size above 50 is not taken: the page holds the default 20.
      const tooLarge = (await get(`${path}?per_page=51`)).data as Page;
      expect(tooLarge.per_page, path).toBe(20);
      expect(tooLarge.data.length, path).toBe(Math.min(20, tooLarge.total));
      expect(((await get(path)).data as Page).per_page, path).toBe(20);
    }
  });

  it('sends an inbox message to one member or to every member', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const titles = async (token: string) => ((await post(t.app, '/api/noticeList', {}, token)).body.data as { data: { title: string }[] }).data.map((m) => m.title);
    expect((await post(t.app, '/admin/api/messages', { to: alice.name, title: '给你的', content: '<p>你好</p>' }, adminToken)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/messages', { to: 'all', title: '给大家', content: '<p>大家好</p>' }, adminToken)).body.code).toBe(200);
    expect(await titles(alice.token)).toEqual(expect.arrayContaining(['给你的', '给大家']));
    expect(await titles(bob.token)).toContain('给大家');
    expect(await titles(bob.token)).not.toContain('给你的');
    expect((await post(t.app, '/admin/api/messages', { to: 'nobody_here', title: 't', content: 'c' }, adminToken)).body).toMatchObject({ code: 202, message: '收件会员不存在' });
    expect((await post(t.app, '/admin/api/messages', { to: alice.name, title: ' ', content: 'c' }, adminToken)).body.code).not.toBe(200);
  });

  it('ends the session on logout', async () => {
    const { token } = await signedInOperator(t.app, t.db.database.db, 'ops2');
    expect((await post(t.app, '/admin/api/logout', {}, token)).body.code).toBe(200);
    expect((await get('/admin/api/withdrawals', token)).code).toBe(401);
  });
});
