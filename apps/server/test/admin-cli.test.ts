import { REVIEW_STATE } from '@casino/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { admin, compiledAdmin } from './support/admin-cli';
import { post, startTestApp, type TestApp } from './support/app';
import { registerMember } from './support/members';
import { memberId } from './support/money';

describe('npm run admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists and approves deposits, adjusts balances, blocks members and checks the ledger', async () => {
    const { name, token } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    const order = (await post(t.app, '/api/recharge', { paytype: 2, amount: '300' }, token)).body.message as string;

    const listed = await admin(t.db.url, 'deposits');
    expect(listed.code).toBe(0);
    expect(listed.out.split('\n')[0]?.startsWith(`${order}\t${name}`)).toBe(true);
    expect((await admin(t.db.url, 'deposit:approve', order)).code).toBe(0);
    const again = await admin(t.db.url, 'deposit:approve', order);
    expect(again.code).toBe(1);
    expect(again.err).toContain('该订单已审核');
    expect((await admin(t.db.url, 'adjust', name, '-20.5', '补偿冲正')).code).toBe(0);
    expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(279_50);
    expect((await admin(t.db.url, 'adjust', name, '-1000', 'too much')).code).toBe(1);

    expect((await admin(t.db.url, 'member:block', name)).code).toBe(0);
    expect((await post(t.app, '/api/user', {}, token)).body).toEqual({ code: 403, message: '您已被设为黑名单，暂不能登录，请联系管理员！', data: [] });
    expect((await admin(t.db.url, 'site', '--state', '0', '--tip', '维护中')).code).toBe(0);
    expect((await post(t.app, '/api/app')).body.data).toMatchObject({ site_state: 0, repair_tips: '维护中' });
    // Under maintenance the server refuses member calls (issue #13): the site is opened again for the rest.
    expect((await admin(t.db.url, 'site', '--state', '1')).code).toBe(0);

    expect((await admin(t.db.url, 'ledger:check')).out).toContain('ledger ok');
    await t.db.database.db.updateTable('account').set({ credits_posted: 1 }).where('member_id', '=', id).execute();
    const broken = await admin(t.db.url, 'ledger:check');
    expect(broken.code).toBe(1);
    expect(broken.err).toContain('counters-match-history');
  }, 60_000);

  it('reviews promotion and agent applications and sends inbox messages', async () => {
    const { name, token } = await registerMember(t.app);
    await post(t.app, '/api/doactivityapply', { activityid: 1, amount: '300' }, token);
    await post(t.app, '/api/applyagentdo', { mobile: '13812345678', apply_info: '想做代理' }, token);

    const applications = await admin(t.db.url, 'applications');
    const application = applications.out.split('\n').find((line) => line.includes(`\t${name}\t`));
    expect(application).toMatch(new RegExp(`^\\d+\t${name}\t新会员首存送100%\t300\\.00\t`));
    const applicationId = application?.split('\t')[0] ?? '';
    expect((await admin(t.db.url, 'application:approve', applicationId)).code).toBe(0);
    const again = await admin(t.db.url, 'application:reject', applicationId);
    expect(again).toMatchObject({ code: 1, err: expect.stringContaining('该申请已审核') as unknown });
    expect(((await post(t.app, '/api/activityApplyLog', {}, token)).body.data as { data: { state: number }[] }).data[0]?.state).toBe(2);

    const agents = await admin(t.db.url, 'agents');
    const agentId = agents.out.split('\n').find((line) => line.includes(`\t${name}\t`))?.split('\t')[0] ?? '';
    expect((await admin(t.db.url, 'agent:approve', agentId)).code).toBe(0);
    expect(((await post(t.app, '/api/user', {}, token)).body.data as { isagent: number }).isagent).toBe(1);
    expect((await admin(t.db.url, 'agent:approve', 'x')).code).toBe(2);

    expect((await admin(t.db.url, 'message', name, '审核结果', '您的代理申请已通过，', '欢迎加入')).code).toBe(0);
    const inbox = (await post(t.app, '/api/noticeList', {}, token)).body.data as { data: { title: string; content: string }[] };
    expect(inbox.data[0]).toMatchObject({ title: '审核结果', content: '您的代理申请已通过， 欢迎加入' });
    expect(await admin(t.db.url, 'message', 'nobody_here', 't', 'c')).toMatchObject({ code: 1, err: expect.stringContaining('收件会员不存在') as unknown });
  }, 60_000);

  it('lists the 50 oldest pending promotion and agent applications, and how many there are in all', async () => {
    const db = t.db.database.db;
    const ids: number[] = [];
    for (let i = 0; i < 51; i += 1) ids.push(await memberId(t.db.database, (await registerMember(t.app)).name));
    // Older than any other application, so these are the oldest, in this order.
    await db.insertInto('activity_apply').values(ids.map((id, i) => ({ member_id: id, activity_id: 4, amount_fen: 100, state: REVIEW_STATE.pending, created_at: 1_000 + i }))).execute();
    await db.insertInto('agent_apply').values(ids.map((id, i) => ({ member_id: id, mobile: '13812345678', apply_info: '分页', state: REVIEW_STATE.pending, created_at: 1_000 + i }))).execute();
    const oldest = async (table: 'activity_apply' | 'agent_apply') =>
      (await db.selectFrom(table).select('id').where('state', '=', REVIEW_STATE.pending).orderBy('created_at').orderBy('id').limit(50).execute()).map((row) => String(row.id));
    const pending = async (table: 'activity_apply' | 'agent_apply') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('state', '=', REVIEW_STATE.pending).executeTakeFirstOrThrow()).n);

    for (const [command, table, what] of [
      ['applications', 'activity_apply', 'applications'],
      ['agents', 'agent_apply', 'agent applications'],
    ] as const) {
      const { code, out } = await admin(t.db.url, command);
      expect(code).toBe(0);
      const lines = out.trimEnd().split('\n');
      expect(lines.slice(0, -1).map((line) => line.split('\t')[0]), command).toEqual(await oldest(table));
      expect(lines.at(-1), command).toBe(`the oldest 50 of ${String(await pending(table))} pending ${what}`);
    }
  }, 60_000);

  it('answers an unknown command with the usage and exit code 2', async () => {
    // The compiled CLI: the exit code and standard error of its process.
    const { code, err } = await compiledAdmin(t.db.url, 'nope');
    expect(code).toBe(2);
    expect(err).toContain('Usage: npm run admin');
  });
});
