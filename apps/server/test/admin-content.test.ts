import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { expectSortedBothWays } from './support/sorting';
import { registerMember } from './support/members';
import { memberId } from './support/money';

describe.each(dialects)("the console's content (notices, the popup, promotions) on %s", (dialect) => {
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
    expect((await post(t.app, '/admin/api/announcements/delete', { id }, editor.token)).body).toMatchObject({ code: 202, message: ADMIN_MSG.adminAnnouncementNotFound });

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
    // Players get its image at an absolute address, on the Host asked (light-my-request's localhost:80).
    expect(await playerApp()).toMatchObject({ index_modal: 1, webcontent: stored.replace('src="/a.png"', 'src="http://localhost:80/a.png"') });

    expect((await savePopup({ index_modal: 0, webcontent: stored })).body.code).toBe(200);
    expect((await playerApp()).index_modal).toBe(0);
    const read = await t.app.inject({ method: 'GET', url: '/admin/api/popup', headers: { authorization: `Bearer ${editor.token}` } });
    expect(read.json<{ data: unknown }>().data).toEqual({ index_modal: 0, webcontent: stored });

    const audit = await auditOf('site:popup');
    expect(audit.map((a) => a.action)).toEqual(['adminSavePopup', 'adminSavePopup']);
    expect(JSON.parse(audit[1]?.before_json ?? '')).toEqual({ index_modal: 1, webcontent: stored });
  });

  it('publishes a promotion with its HTML sanitized, lists it to players, hides it, and deletes it; each in the audit log', async () => {
    const savePromotion = (body: Record<string, unknown>) => post(t.app, '/admin/api/promotions/save', body, editor.token);
    const listedToPlayers = async () => ((await post(t.app, '/api/activitylist', { type: 1 })).body.data as { data: { id: number }[] }).data.map((p) => p.id);
    const created = await savePromotion({
      title: '周末加赠',
      type: 1,
      banner: '/assets/demo/activity/weekend.svg',
      content: '<p>周末存款加赠</p><img src="/x.png" onerror="alert(1)"><a href="javascript:alert(2)">详情</a><script>alert(3)</script>',
      can_apply: true,
      sort: 0,
    });
    expect(created.body).toMatchObject({ code: 200, data: { title: '周末加赠', type: 1, type_name: '综合优惠', can_apply: true, hidden: false } });
    const { id, content } = created.body.data as { id: number; content: string };
    expect(content).toContain('<p>周末存款加赠</p><img src="/x.png">');
    expect(content).not.toMatch(/onerror|javascript:|script|alert/);
    expect(await listedToPlayers()).toContain(id);
    expect((await post(t.app, '/api/activitydeatil', { id })).body.data).toMatchObject({ title: '周末加赠', content: content.replace('src="/x.png"', 'src="http://localhost:80/x.png"'), can_apply: 1 });

    const hidden = await savePromotion({ id, title: '周末加赠', type: 1, banner: '/assets/demo/activity/weekend.svg', content, can_apply: true, sort: 0, hidden: true });
    expect(hidden.body).toMatchObject({ code: 200, data: { hidden: true } });
    expect(await listedToPlayers()).not.toContain(id);
    expect((await post(t.app, '/api/activitydeatil', { id })).body.message).toBe(MSG.activityNotFound);
    const listed = await t.app.inject({ method: 'GET', url: '/admin/api/promotions?type=1&per_page=50', headers: { authorization: `Bearer ${editor.token}` } });
    const rows = listed.json<{ data: { data: { id: number; type: number; hidden: boolean }[] } }>().data.data;
    expect(rows).toContainEqual(expect.objectContaining({ id, hidden: true }));
    expect(rows.every((row) => row.type === 1)).toBe(true);

    expect((await post(t.app, '/admin/api/promotions/delete', { id }, editor.token)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/promotions/delete', { id }, editor.token)).body).toMatchObject({ code: 202, message: ADMIN_MSG.adminPromotionNotFound });
    const audit = await auditOf(`promotion:${String(id)}`);
    expect(audit.map((a) => a.action)).toEqual(['adminSavePromotion', 'adminSavePromotion', 'adminDeletePromotion']);
    expect(JSON.parse(audit[1]?.after_json ?? '')).toMatchObject({ hidden: true });
  });

  it('keeps a promotion members applied for: it may be hidden, not deleted', async () => {
    const player = await registerMember(t.app);
    const activityId = (await t.db.database.db.selectFrom('activity').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    await t.db.database.db
      .insertInto('activity_apply')
      .values({ member_id: await memberId(t.db.database, player.name), activity_id: activityId, amount_fen: null, state: 3, created_at: Date.now() })
      .execute();
    expect((await post(t.app, '/admin/api/promotions/delete', { id: activityId }, editor.token)).body).toMatchObject({ message: ADMIN_MSG.adminPromotionHasApplications });
    expect(await t.db.database.db.selectFrom('activity').select('id').where('id', '=', activityId).executeTakeFirst()).toBeDefined();
  });

  it('adds a promotion type players see as a tab, and renames it', async () => {
    const created = await post(t.app, '/admin/api/promotion-types/save', { name: '新人专享', sort: 99 }, editor.token);
    expect(created.body).toMatchObject({ code: 200, data: { name: '新人专享', sort: 99 } });
    const { id } = created.body.data as { id: number };
    expect((await post(t.app, '/admin/api/promotion-types/save', { id, name: '新人福利', sort: 99 }, editor.token)).body.code).toBe(200);
    expect((await post(t.app, '/api/activitytype')).body.data).toContainEqual({ id, name: '新人福利' });
    const types = await t.app.inject({ method: 'GET', url: '/admin/api/promotion-types', headers: { authorization: `Bearer ${editor.token}` } });
    expect(types.json<{ data: unknown[] }>().data).toContainEqual({ id, name: '新人福利', sort: 99 });
    expect((await auditOf(`promotion-type:${String(id)}`)).map((a) => a.action)).toEqual(['adminSavePromotionType', 'adminSavePromotionType']);
  });

  it('writes an article with its HTML sanitized, which the help page then answers, and deletes it', async () => {
    const saved = await post(t.app, '/admin/api/articles/save', { type: 42, title: '存款帮助', content: '<p>三步完成存款</p><a href="javascript:alert(1)" onclick="alert(2)">客服</a>' }, editor.token);
    expect(saved.body).toMatchObject({ code: 200, data: { type: 42, title: '存款帮助', content: '<p>三步完成存款</p><a>客服</a>' } });
    expect((await post(t.app, '/api/article', { type: 42 })).body.data).toEqual({ content: '<p>三步完成存款</p><a>客服</a>' });
    expect((await post(t.app, '/admin/api/articles/delete', { type: 42 }, editor.token)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/articles/delete', { type: 42 }, editor.token)).body).toMatchObject({ message: ADMIN_MSG.adminArticleNotFound });
    expect((await auditOf('article:42')).map((a) => a.action)).toEqual(['adminSaveArticle', 'adminDeleteArticle']);
  });

  /** A console list's answer, 50 rows a page, with the query's sort. */
  const listed = async (path: string, query: string) =>
    (await t.app.inject({ method: 'GET', url: `/admin/api/${path}${path.includes('?') ? '&' : '?'}per_page=50&${query}`, headers: { authorization: `Bearer ${editor.token}` } })).json<{
      code: number;
      data: { data: unknown[] };
    }>();

  it('lists the notices in their order, or by id on request, either way, and refuses a column it does not sort by', async () => {
    await saveNotice({ text: '排序靠后的公告', sort: 9000 });
    type Notice = { id: number; sort: number };
    const rows = async (query: string) => (await listed('announcements', query)).data.data as Notice[];
    const inOrder = await rows('');
    expect(inOrder.map((n) => n.id)).toEqual([...inOrder].sort((a, b) => a.sort - b.sort || a.id - b.id).map((n) => n.id));
    expect(await rows('sort=sort&order=asc')).toEqual(inOrder);
    await expectSortedBothWays(rows, 'sort', (n) => n.sort);
    await expectSortedBothWays(rows, 'id', (n) => n.id);
    expect((await listed('announcements', 'sort=text')).code).toBe(1000);
    expect((await listed('announcements', 'sort=id&order=up')).code).toBe(1000);
  });

  it('lists the promotions in their order (then newest first), or by id, title or shown on request, within a type, and refuses a column it does not sort by', async () => {
    const created = await post(t.app, '/admin/api/promotions/save', { title: '隐藏的排序活动', type: 1, banner: '/assets/demo/activity/weekend.svg', content: '<p>x</p>', sort: 3, hidden: true }, editor.token);
    expect(created.body.code).toBe(200);
    type Promotion = { id: number; type: number; title: string; sort: number; hidden: boolean };
    const rows = async (query: string) => (await listed('promotions', query)).data.data as Promotion[];
    const inOrder = await rows('');
    expect(inOrder.map((p) => p.id)).toEqual([...inOrder].sort((a, b) => a.sort - b.sort || b.id - a.id).map((p) => p.id));
    expect(await rows('sort=sort&order=asc')).toEqual(inOrder);
    await expectSortedBothWays(rows, 'sort', (p) => p.sort);
    await expectSortedBothWays(rows, 'id', (p) => p.id);
    await expectSortedBothWays(rows, 'title', (p) => p.title);
    await expectSortedBothWays(rows, 'shown', (p) => !p.hidden);
    // Sorted within the type filter.
    const ofType = (await listed('promotions?type=1', 'sort=shown&order=asc')).data.data as Promotion[];
    expect(ofType[0]).toMatchObject({ title: '隐藏的排序活动', hidden: true });
    expect(ofType.every((p) => p.type === 1)).toBe(true);
    expect((await listed('promotions', 'sort=content')).code).toBe(1000);
    expect((await listed('promotions', 'sort=title&order=random')).code).toBe(1000);
  });

  it('lists the articles by type, or by title on request, either way, and refuses a column it does not sort by', async () => {
    type Article = { type: number; title: string };
    const rows = async (query: string) => (await listed('articles', query)).data.data as Article[];
    const byType = await rows('');
    expect(byType.map((a) => a.type)).toEqual([...byType.map((a) => a.type)].sort((a, b) => a - b));
    expect(await rows('sort=type&order=asc')).toEqual(byType);
    await expectSortedBothWays(rows, 'type', (a) => a.type);
    await expectSortedBothWays(rows, 'title', (a) => a.title);
    expect((await listed('articles', 'sort=content')).code).toBe(1000);
    expect((await listed('articles', 'order=down')).code).toBe(1000);
  });

  it("refuses what the contract's rules refuse, with their message, and changes nothing", async () => {
    const notices = await playerNotices();
    const popup = await playerApp();
    const refusals: [string, Record<string, unknown>, string][] = [
      ['/admin/api/announcements/save', { text: '   ', sort: 1 }, ADMIN_MSG.adminAnnouncementText],
      ['/admin/api/announcements/save', { text: '公告', sort: 10000 }, ADMIN_MSG.adminSortRange],
      ['/admin/api/announcements/save', { text: '公告' }, ADMIN_MSG.adminSortRange],
      ['/admin/api/announcements/save', { id: 999_999, text: '公告', sort: 1 }, ADMIN_MSG.adminAnnouncementNotFound],
      ['/admin/api/popup/save', { index_modal: 1, webcontent: '  ' }, ADMIN_MSG.adminPopupContent],
      ['/admin/api/promotions/save', { title: '', type: 1, banner: '/a.png', sort: 1 }, ADMIN_MSG.adminPromotionTitle],
      ['/admin/api/promotions/save', { title: '活动', type: 0, banner: '/a.png', sort: 1 }, ADMIN_MSG.adminPromotionType],
      ['/admin/api/promotions/save', { title: '活动', type: 999, banner: '/a.png', sort: 1 }, ADMIN_MSG.adminPromotionType],
      ['/admin/api/promotions/save', { title: '活动', type: 1, banner: 'javascript:alert(1)', sort: 1 }, ADMIN_MSG.adminPromotionBanner],
      ['/admin/api/promotions/save', { id: 999_999, title: '活动', type: 1, banner: '/a.png', sort: 1 }, ADMIN_MSG.adminPromotionNotFound],
      ['/admin/api/promotion-types/save', { name: '', sort: 1 }, ADMIN_MSG.adminPromotionTypeName],
      ['/admin/api/articles/save', { type: 0, title: '帮助', content: '<p>x</p>' }, ADMIN_MSG.adminArticleType],
      ['/admin/api/articles/save', { type: 1, title: '', content: '<p>x</p>' }, ADMIN_MSG.adminArticleTitle],
      ['/admin/api/articles/save', { type: 1, title: '帮助', content: '' }, ADMIN_MSG.adminArticleContent],
      ['/admin/api/promotion-types/save', { id: 999_999, name: '类型', sort: 1 }, ADMIN_MSG.adminPromotionTypeNotFound],
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
