import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { createAdmin } from '../src/modules/admin/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';
import { memberId } from './support/money';

describe.each(dialects)('the admin API on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    const password = await createAdmin(t.db.database.db, 'ops', Date.now());
    expect((await post(t.app, '/admin/api/login', { name: 'ops', password: 'wrong' })).body.code).toBe(203);
    adminToken = ((await post(t.app, '/admin/api/login', { name: 'ops', password })).body.data as { token: string }).token;
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
    expect((await get('/admin/api/deposits')).data).toContainEqual(expect.objectContaining({ out_trade_no: order, username: name, amount: 800 }));
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

  it('ends the session on logout', async () => {
    const password = await createAdmin(t.db.database.db, 'ops2', Date.now());
    const token = ((await post(t.app, '/admin/api/login', { name: 'ops2', password })).body.data as { token: string }).token;
    expect((await post(t.app, '/admin/api/logout', {}, token)).body.code).toBe(200);
    expect((await get('/admin/api/withdrawals', token)).code).toBe(401);
  });
});
