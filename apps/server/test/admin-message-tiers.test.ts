import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember, uniqueName } from './support/members';

interface Inbox {
  total: number;
  data: { title: string; content: string }[];
}

/** Issue #12: 站内信 to a VIP tier, one message per member of the tier at the time of sending. */
describe.each(dialects)('inbox messages to a VIP tier on %s', (dialect) => {
  let t: TestApp;
  let desk: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    desk = await signedInOperator(t.app, t.db.database.db, 'tier-desk', 'support');
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.db.database.db;
  const inbox = async (token: string) => (await post(t.app, '/api/noticeList', {}, token)).body.data as Inbox;
  const sendToTier = (body: Record<string, unknown>, token = desk.token) => post(t.app, '/admin/api/messages/tier', body, token);
  const tiers = async (token = desk.token) => {
    const response = await t.app.inject({ method: 'GET', url: '/admin/api/messages/tiers', headers: { authorization: `Bearer ${token}` } });
    return response.json<{ code: number; data: { id: number; vipname: string; members: number }[] }>();
  };
  const memberInTier = async (vip: number) => {
    const member = await registerMember(t.app);
    await db().updateTable('member').set({ vip }).where('username', '=', member.name).execute();
    return member;
  };

  it('reaches exactly the members of the tier, once each, and counts in their inbox; others get nothing', async () => {
    const [gold1, gold2, silver] = [await memberInTier(5), await memberInTier(5), await memberInTier(4)];
    const before = { gold1: await inbox(gold1.token), gold2: await inbox(gold2.token), silver: await inbox(silver.token) };
    const goldMembers = (await tiers()).data.find((tier) => tier.id === 5)?.members ?? 0;
    expect(goldMembers).toBeGreaterThanOrEqual(2);

    const sent = await sendToTier({ vip: 5, title: 'VIP5专享', content: '<p>本周存款加赠</p>' });
    expect(sent.body).toEqual({ code: 200, message: MSG.operationOk, data: { sent: goldMembers } });

    for (const [member, was] of [[gold1, before.gold1], [gold2, before.gold2]] as const) {
      const now = await inbox(member.token);
      expect(now.total).toBe(was.total + 1);
      expect(now.data.filter((m) => m.title === 'VIP5专享')).toEqual([expect.objectContaining({ content: '<p>本周存款加赠</p>' })]);
    }
    const silverNow = await inbox(silver.token);
    expect(silverNow.total).toBe(before.silver.total);
    expect(silverNow.data.map((m) => m.title)).not.toContain('VIP5专享');
    const rows = await db().selectFrom('inbox_message').select('member_id').where('title', '=', 'VIP5专享').execute();
    expect(rows).toHaveLength(goldMembers);
    expect(rows.every((row) => row.member_id !== null)).toBe(true);

    const audit = await db().selectFrom('audit_log').select(['admin_name', 'target', 'after_json']).where('action', '=', 'adminMessageTier').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.admin_name).toBe('tier-desk');
    expect(audit[0]?.target).toBe('inbox:vip:5');
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toEqual({ vip: 5, vipname: 'VIP5', title: 'VIP5专享', sent: goldMembers });
  });

  it('goes to the tier as it is when sent: a member who moves in later does not get it, one who moves out keeps it', async () => {
    const leaving = await memberInTier(6);
    expect((await sendToTier({ vip: 6, title: '顶级会员礼遇', content: '感谢支持' })).body.code).toBe(200);
    const joining = await memberInTier(6);
    await db().updateTable('member').set({ vip: 2 }).where('username', '=', leaving.name).execute();
    expect((await inbox(joining.token)).data.map((m) => m.title)).not.toContain('顶级会员礼遇');
    expect((await inbox(leaving.token)).data.map((m) => m.title)).toContain('顶级会员礼遇');
  });

  it('sends to a large tier in one statement', async () => {
    const vip = 3;
    const already = (await tiers()).data.find((tier) => tier.id === vip)?.members ?? 0;
    const created = Date.now();
    const members = Array.from({ length: 3000 }, (_, index) => {
      const name = `bulk${String(index)}${uniqueName('b')}`.slice(0, 20);
      return { username: name, username_key: name.toLowerCase(), password_hash: 'x', pay_password_hash: 'x', realname: '批量', vip, created_at: created };
    });
    for (let at = 0; at < members.length; at += 500) await db().insertInto('member').values(members.slice(at, at + 500)).execute();
    const sent = await sendToTier({ vip, title: 'VIP3通知', content: '全体VIP3会员' });
    expect(sent.body).toMatchObject({ code: 200, data: { sent: already + 3000 } });
    const count = await db().selectFrom('inbox_message').select((eb) => eb.fn.countAll<number | string>().as('n')).where('title', '=', 'VIP3通知').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(already + 3000);
  });

  it('lists every tier with how many members it holds', async () => {
    const answer = await tiers();
    expect(answer.code).toBe(200);
    expect(answer.data.map((tier) => tier.id)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6]));
    for (const tier of answer.data) {
      const count = await db().selectFrom('member').select((eb) => eb.fn.countAll<number | string>().as('n')).where('vip', '=', tier.id).executeTakeFirstOrThrow();
      expect(tier.members, tier.vipname).toBe(Number(count.n));
    }
  });

  it('refuses an unknown tier, an empty tier and an empty title, and writes nothing', async () => {
    await db().insertInto('vip_tier').values({ id: 7, vipname: 'VIP7', status: 1, flow_fen: 0, recharge_fen: 0, realperson_bp: 0, electron_bp: 0, joker_bp: 0, sport_bp: 0, lottery_bp: 0, e_sport_bp: 0 }).execute();
    const count = async () => Number((await db().selectFrom('inbox_message').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    const audits = async () => Number((await db().selectFrom('audit_log').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    const [messages, audited] = [await count(), await audits()];
    expect((await sendToTier({ vip: 99, title: 't', content: 'c' })).body).toEqual({ code: 202, message: ADMIN_MSG.adminVipTierNotFound, data: [] });
    expect((await sendToTier({ vip: 7, title: 't', content: 'c' })).body).toEqual({ code: 1000, message: ADMIN_MSG.adminMessageTierEmpty, data: [] });
    expect((await sendToTier({ vip: 5, title: '  ', content: 'c' })).body.code).not.toBe(200);
    expect((await sendToTier({ title: 't', content: 'c' })).body.code).not.toBe(200);
    expect(await count()).toBe(messages);
    expect(await audits()).toBe(audited);
  });

  it('is support and owner work: content and finance are refused and send nothing', async () => {
    const messages = await db().selectFrom('inbox_message').select('id').execute();
    for (const role of ['content', 'finance'] as const) {
      const operator = await signedInOperator(t.app, db(), `tier-${role}`, role);
      expect((await sendToTier({ vip: 5, title: 't', content: 'c' }, operator.token)).status).toBe(403);
      expect((await tiers(operator.token)).code).toBe(403);
    }
    expect(await db().selectFrom('inbox_message').select('id').execute()).toEqual(messages);
    const owner = await signedInOperator(t.app, db(), 'tier-owner', 'owner');
    expect((await sendToTier({ vip: 5, title: '所有者发送', content: 'c' }, owner.token)).body.code).toBe(200);
  });

  it('stores a message under the HTML policy, to one member as to a tier: no script, no handler, links marked', async () => {
    const hostile = '<p onclick="steal()">领奖<script>alert(1)</script><img src="x" onerror="steal()"><a href="javascript:steal()">点此</a><a href="https://example.com/a">活动</a></p>';
    const clean = '<p>领奖<img src="x"><a>点此</a><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">活动</a></p>';
    const one = await memberInTier(3);
    expect((await post(t.app, '/admin/api/messages', { to: one.name, title: '单发', content: hostile }, desk.token)).body.code).toBe(200);
    expect((await inbox(one.token)).data[0]?.content).toBe(clean);
    const tierMember = await memberInTier(6);
    expect((await sendToTier({ vip: 6, title: '群发', content: hostile })).body.code).toBe(200);
    expect((await inbox(tierMember.token)).data[0]?.content).toBe(clean);
    // Nothing left once cleaned is an empty message, refused.
    expect((await post(t.app, '/admin/api/messages', { to: one.name, title: '空', content: '<script>alert(1)</script>' }, desk.token)).body).toMatchObject({ message: MSG.messageEmpty });
  });
});
