import { MSG } from '@casino/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';

describe.each(dialects)("the home's notices and popup from the console on %s", (dialect) => {
  let t: TestApp;
  let editor: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    editor = await signedInOperator(t.app, t.db.database.db, 'content-editor', 'content');
  });
  afterAll(async () => {
    await t.close();
  });

  const saveNotice = (body: Record<string, unknown>, operator = editor) => post(t.app, '/admin/api/announcements/save', body, operator.token);
  const savePopup = (body: Record<string, unknown>, operator = editor) => post(t.app, '/admin/api/popup/save', body, operator.token);
  const playerNotices = async () => (await post(t.app, '/api/homenotice')).body.data as string[];
  const playerApp = async () => (await post(t.app, '/api/app')).body.data as { index_modal: number; webcontent: string };
  const auditOf = (target: string) => t.db.database.db.selectFrom('audit_log').select(['action', 'before_json', 'after_json']).where('target', '=', target).orderBy('id').execute();

  it('publishes a notice to the players at its place, changes it and deletes it, each in the audit log', async () => {
    const before = await playerNotices();
    const created = await saveNotice({ text: '  春节充值加赠  ', sort: 9999 });
    expect(created.body).toMatchObject({ code: 200, data: { text: '春节充值加赠', sort: 9999 } });
    const { id } = created.body.data as { id: number };
    expect(await playerNotices()).toEqual([...before, '春节充值加赠']);

    expect((await saveNotice({ id, text: '元宵充值加赠', sort: 9999 })).body.code).toBe(200);
    expect(await playerNotices()).toEqual([...before, '元宵充值加赠']);
    const listed = await t.app.inject({ method: 'GET', url: '/admin/api/announcements?per_page=50', headers: { authorization: `Bearer ${editor.token}` } });
    expect(listed.json<{ data: { data: { id: number; text: string }[] } }>().data.data).toContainEqual({ id, text: '元宵充值加赠', sort: 9999 });

    expect((await post(t.app, '/admin/api/announcements/delete', { id }, editor.token)).body.code).toBe(200);
    expect(await playerNotices()).toEqual(before);
    expect((await post(t.app, '/admin/api/announcements/delete', { id }, editor.token)).body).toMatchObject({ code: 202, message: MSG.adminAnnouncementNotFound });

    const audit = await auditOf(`announcement:${String(id)}`);
    expect(audit.map((a) => a.action)).toEqual(['adminSaveAnnouncement', 'adminSaveAnnouncement', 'adminDeleteAnnouncement']);
    expect(audit[0]?.before_json).toBeNull();
    expect(JSON.parse(audit[1]?.before_json ?? '')).toMatchObject({ text: '春节充值加赠' });
    expect(audit[2]?.after_json).toBeNull();
  });

  it('stores the popup sanitized: no script, no onerror handler, no javascript: link; the players get what was stored', async () => {
    const saved = await savePopup({
      index_modal: 1,
      webcontent: '<p>首存送<b>88</b>元</p><script>alert(1)</script><img src="/a.png" onerror="alert(2)"><a href="javascript:alert(3)">领取</a>',
    });
    expect(saved.body.code).toBe(200);
    const stored = (saved.body.data as { webcontent: string }).webcontent;
    expect(stored).toContain('<p>首存送<b>88</b>元</p>');
    expect(stored).toContain('<img src="/a.png">');
    expect(stored).not.toMatch(/script|onerror|javascript:|alert/);
    expect(await playerApp()).toMatchObject({ index_modal: 1, webcontent: stored });

    expect((await savePopup({ index_modal: 0, webcontent: stored })).body.code).toBe(200);
    expect((await playerApp()).index_modal).toBe(0);
    const read = await t.app.inject({ method: 'GET', url: '/admin/api/popup', headers: { authorization: `Bearer ${editor.token}` } });
    expect(read.json<{ data: unknown }>().data).toEqual({ index_modal: 0, webcontent: stored });

    const audit = await auditOf('site:popup');
    expect(audit.map((a) => a.action)).toEqual(['adminSavePopup', 'adminSavePopup']);
    expect(JSON.parse(audit[1]?.before_json ?? '')).toEqual({ index_modal: 1, webcontent: stored });
  });

  it("refuses what the contract's rules refuse, with their message, and changes nothing", async () => {
    const notices = await playerNotices();
    const popup = await playerApp();
    const refusals: [string, Record<string, unknown>, string][] = [
      ['/admin/api/announcements/save', { text: '   ', sort: 1 }, MSG.adminAnnouncementText],
      ['/admin/api/announcements/save', { text: '公告', sort: 10000 }, MSG.adminAnnouncementSort],
      ['/admin/api/announcements/save', { text: '公告' }, MSG.adminAnnouncementSort],
      ['/admin/api/announcements/save', { id: 999_999, text: '公告', sort: 1 }, MSG.adminAnnouncementNotFound],
      ['/admin/api/popup/save', { index_modal: 1, webcontent: '  ' }, MSG.adminPopupContent],
    ];
    for (const [url, body, message] of refusals) expect((await post(t.app, url, body, editor.token)).body, JSON.stringify(body)).toMatchObject({ message });
    expect(await playerNotices()).toEqual(notices);
    expect(await playerApp()).toEqual(popup);
  });

  it('is content and owner work: support and finance are refused', async () => {
    const notices = await playerNotices();
    for (const role of ['support', 'finance'] as const) {
      const operator = await signedInOperator(t.app, t.db.database.db, `content-${role}`, role);
      expect((await saveNotice({ text: '公告', sort: 1 }, operator)).status).toBe(403);
      expect((await savePopup({ index_modal: 0 }, operator)).status).toBe(403);
    }
    expect(await playerNotices()).toEqual(notices);
  });
});
