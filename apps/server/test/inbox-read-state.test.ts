import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';

interface Listed {
  id: number;
  title: string;
  is_read: number;
}

/** Issue #33 item 10: each member has their own read state of each message, broadcasts included, and an unread count. */
describe.each(dialects)('inbox read state on %s', (dialect) => {
  let t: TestApp;
  let desk: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    desk = (await signedInOperator(t.app, t.db.database.db, 'read-desk', 'support')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const send = async (to: string, title: string) => {
    const { body } = await post(t.app, '/admin/api/messages', { to, title, content: '<p>内容</p>' }, desk);
    expect(body.code).toBe(200);
    return (body.data as { id: number }).id;
  };
  const listed = async (token: string) => ((await post(t.app, '/api/noticeList', { page: 1 }, token)).body.data as { data: Listed[] }).data;
  const unread = async (token: string) => {
    const { body } = await post(t.app, '/api/noticeUnread', {}, token);
    expect(body.code).toBe(200);
    return (body.data as { unread: number }).unread;
  };
  const read = (id: number, token: string) => post(t.app, '/api/noticeRead', { id }, token);

  it('a message read by member A stays unread for member B, a broadcast too; the count follows', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const aliceBefore = await unread(alice.token);
    const bobBefore = await unread(bob.token);

    const everyone = await send('all', '致全体');
    const toAlice = await send(alice.name, '致Alice');
    expect(await unread(alice.token)).toBe(aliceBefore + 2);
    expect(await unread(bob.token)).toBe(bobBefore + 1);
    expect((await listed(alice.token)).filter((m) => m.id === everyone || m.id === toAlice).map((m) => m.is_read)).toEqual([0, 0]);

    const { body } = await read(everyone, alice.token);
    expect(body).toMatchObject({ code: 200, data: { unread: aliceBefore + 1 } });
    expect(await unread(alice.token)).toBe(aliceBefore + 1);
    expect(await unread(bob.token)).toBe(bobBefore + 1);
    expect((await listed(alice.token)).find((m) => m.id === everyone)?.is_read).toBe(1);
    expect((await listed(bob.token)).find((m) => m.id === everyone)?.is_read).toBe(0);

    // Reading again changes nothing.
    expect((await read(everyone, alice.token)).body).toMatchObject({ code: 200, data: { unread: aliceBefore + 1 } });
    expect((await read(toAlice, alice.token)).body).toMatchObject({ code: 200, data: { unread: aliceBefore } });
    expect((await listed(alice.token)).find((m) => m.id === toAlice)?.is_read).toBe(1);
  });

  it("does not let a member read another member's message, nor one that does not exist", async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const toAlice = await send(alice.name, '私信');
    const before = await unread(alice.token);
    expect((await read(toAlice, bob.token)).body).toMatchObject({ code: 202, message: '数据不存在' });
    expect((await read(999_999, bob.token)).body).toMatchObject({ code: 202, message: '数据不存在' });
    expect(await unread(alice.token)).toBe(before);
    expect((await listed(alice.token)).find((m) => m.id === toAlice)?.is_read).toBe(0);
  });

  it('needs a signed-in member', async () => {
    expect((await post(t.app, '/api/noticeUnread', {})).status).toBe(401);
    expect((await post(t.app, '/api/noticeRead', { id: 1 })).status).toBe(401);
  });
});
