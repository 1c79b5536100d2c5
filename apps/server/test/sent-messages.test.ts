import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';

interface Sent {
  id: number;
  title: string;
  audience: string;
  recipient: string;
  recipients: number | null;
  sent_by: string;
  sent_at: string;
}

/** Issue #30 item 13: the console lists the messages operators sent, with their recipients. */
describe.each(dialects)('sent inbox messages on %s', (dialect) => {
  let t: TestApp;
  let desk: TestOperator;
  let finance: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    desk = await signedInOperator(t.app, t.db.database.db, 'sent-desk', 'support');
    finance = await signedInOperator(t.app, t.db.database.db, 'sent-finance', 'finance');
  });
  afterAll(async () => {
    await t.close();
  });

  const sent = async (query: Record<string, string> = {}, token = desk.token) => {
    const response = await t.app.inject({ method: 'GET', url: '/admin/api/messages/sent', query, headers: { authorization: `Bearer ${token}` } });
    return { status: response.statusCode, body: response.json<{ code: number; data: { total: number; data: Sent[] } }>() };
  };

  it('lists each send newest first: to one member, to a VIP tier with how many it reached, to everyone; not a refused one', async () => {
    const member = await registerMember(t.app);
    await t.db.database.db.updateTable('member').set({ vip: 6 }).where('username', '=', member.name).execute();
    const tierSize = Number((await t.db.database.db.selectFrom('member').select((eb) => eb.fn.countAll().as('n')).where('vip', '=', 6).executeTakeFirstOrThrow()).n);

    expect((await post(t.app, '/admin/api/messages', { to: member.name.toUpperCase(), title: '致单人', content: '<p>您好</p>' }, desk.token)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/messages/tier', { vip: 6, title: '致VIP6', content: '<p>您好</p>' }, desk.token)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/messages', { to: 'all', title: '致全体', content: '<p>您好</p>' }, desk.token)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/messages', { to: 'nobody-here', title: '无人', content: '<p>您好</p>' }, desk.token)).body.code).not.toBe(200);

    const { body } = await sent({ per_page: '3' });
    expect(body.code).toBe(200);
    expect(body.data.total).toBe(3);
    expect(body.data.data.map(({ title, audience, recipient, recipients, sent_by }) => ({ title, audience, recipient, recipients, sent_by }))).toEqual([
      { title: '致全体', audience: 'all', recipient: '', recipients: null, sent_by: 'admin:sent-desk' },
      { title: '致VIP6', audience: 'tier', recipient: 'VIP6', recipients: tierSize, sent_by: 'admin:sent-desk' },
      { title: '致单人', audience: 'member', recipient: member.name, recipients: 1, sent_by: 'admin:sent-desk' },
    ]);
    expect(body.data.data[0]?.sent_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await sent({ page: '2', per_page: '2' })).body.data.data.map((row) => row.title)).toEqual(['致单人']);
  });

  it('is read by those who may send, no one else', async () => {
    expect((await sent({}, finance.token)).status).toBe(403);
  });
});
