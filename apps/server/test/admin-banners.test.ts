import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { expectSortedBothWays } from './support/sorting';

describe.each(dialects)("the home's banners from the console on %s", (dialect) => {
  let t: TestApp;
  let editor: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    editor = await signedInOperator(t.app, t.db.database.db, 'banner-editor', 'content');
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (body: Record<string, unknown>, operator = editor) => post(t.app, '/admin/api/banners/save', body, operator.token);
  // Players get them absolute, on the Host asked (light-my-request's localhost:80); compared as the console saved them.
  const playerBanners = async () => ((await post(t.app, '/api/bannerList')).body.data as { src: string }[]).map((b) => b.src.replace(/^http:\/\/localhost:80\//, '/'));
  const bannerRows = () => t.db.database.db.selectFrom('banner').selectAll().orderBy('id').execute();

  it('publishes a banner to the players at its place, hides it, shows it again and deletes it, each in the audit log', async () => {
    const before = await playerBanners();
    const created = await save({ src: '/assets/demo/banner/新春.svg', url: '/discount', background: '#f5222d', sort: 0 });
    expect(created.body).toMatchObject({ code: 200, data: { src: '/assets/demo/banner/新春.svg', url: '/discount', background: '#f5222d', sort: 0, hidden: false } });
    const { id } = created.body.data as { id: number };
    // Order 0, as the demo's first banner: after it, being newer.
    expect(await playerBanners()).toEqual([before[0], '/assets/demo/banner/新春.svg', ...before.slice(1)]);

    expect((await save({ id, src: '/assets/demo/banner/新春.svg', url: '/discount', background: '#f5222d', sort: 0, hidden: true })).body.code).toBe(200);
    expect(await playerBanners()).toEqual(before);
    const listed = await t.app.inject({ method: 'GET', url: '/admin/api/banners?per_page=50', headers: { authorization: `Bearer ${editor.token}` } });
    expect(listed.json<{ data: { data: { id: number; hidden: boolean }[] } }>().data.data).toContainEqual(expect.objectContaining({ id, hidden: true }));

    expect((await save({ id, src: '/assets/demo/banner/新春.svg', sort: 9999 })).body.code).toBe(200);
    expect(await playerBanners()).toEqual([...before, '/assets/demo/banner/新春.svg']);

    expect((await post(t.app, '/admin/api/banners/delete', { id }, editor.token)).body.code).toBe(200);
    expect(await playerBanners()).toEqual(before);
    expect((await post(t.app, '/admin/api/banners/delete', { id }, editor.token)).body).toMatchObject({ code: 202, message: ADMIN_MSG.adminBannerNotFound });

    const audit = await t.db.database.db.selectFrom('audit_log').select(['action', 'before_json', 'after_json']).where('target', '=', `banner:${String(id)}`).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['adminSaveBanner', 'adminSaveBanner', 'adminSaveBanner', 'adminDeleteBanner']);
    expect(audit[0]?.before_json).toBeNull();
    expect(JSON.parse(audit[1]?.after_json ?? '')).toMatchObject({ hidden: true });
    expect(audit[3]?.after_json).toBeNull();
  });

  it('lists the banners in their order, or by id or shown (hidden first) on request, either way, and refuses a column it does not sort by', async () => {
    await save({ src: '/assets/demo/banner/sorted-a.svg', sort: 7, hidden: true });
    await save({ src: '/assets/demo/banner/sorted-b.svg', sort: 7 });
    type Listed = { id: number; sort: number; hidden: boolean };
    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/admin/api/banners?per_page=50&${query}`, headers: { authorization: `Bearer ${editor.token}` } })).json<{ code: number; data: { data: Listed[] } }>();
    const rows = async (query: string) => (await list(query)).data.data;

    const inOrder = await rows('');
    expect(inOrder.map((b) => b.id)).toEqual([...inOrder].sort((a, b) => a.sort - b.sort || a.id - b.id).map((b) => b.id));
    expect(new Set(inOrder.map((b) => b.sort)).size).toBeGreaterThan(1);
    expect(await rows('sort=sort&order=asc')).toEqual(inOrder);
    await expectSortedBothWays(rows, 'sort', (b) => b.sort);
    await expectSortedBothWays(rows, 'id', (b) => b.id);
    await expectSortedBothWays(rows, 'shown', (b) => !b.hidden);
    expect((await rows('sort=shown&order=asc'))[0]?.hidden).toBe(true);

    expect((await list('sort=src')).code).toBe(1000);
    expect((await list('sort=id&order=sideways')).code).toBe(1000);
  });

  it("refuses what the contract's rules refuse, with their message, and changes nothing", async () => {
    const rows = await bannerRows();
    const refusals: [Record<string, unknown>, string][] = [
      [{ src: '', sort: 1 }, ADMIN_MSG.adminImageAddress],
      [{ src: 'javascript:alert(1)', sort: 1 }, ADMIN_MSG.adminImageAddress],
      [{ src: '//evil.example/x.png', sort: 1 }, ADMIN_MSG.adminImageAddress],
      [{ src: '/a.png" onerror="x', sort: 1 }, ADMIN_MSG.adminImageAddress],
      [{ src: '/a.png', url: 'javascript:alert(1)', sort: 1 }, ADMIN_MSG.adminBannerLink],
      [{ src: '/a.png', background: 'red;x', sort: 1 }, ADMIN_MSG.adminBannerBackground],
      [{ src: '/a.png', sort: 10000 }, ADMIN_MSG.adminSortRange],
      [{ src: '/a.png' }, ADMIN_MSG.adminSortRange],
      [{ id: 999_999, src: '/a.png', sort: 1 }, ADMIN_MSG.adminBannerNotFound],
    ];
    for (const [body, message] of refusals) expect((await save(body)).body, JSON.stringify(body)).toMatchObject({ message });
    expect(await bannerRows()).toEqual(rows);
  });

  it('is content and owner work: support and finance are refused', async () => {
    const rows = await bannerRows();
    for (const role of ['support', 'finance'] as const) {
      const operator = await signedInOperator(t.app, t.db.database.db, `banner-${role}`, role);
      expect((await save({ src: '/a.png', sort: 1 }, operator)).status).toBe(403);
      expect((await post(t.app, '/admin/api/banners/delete', { id: rows[0]?.id ?? 1 }, operator.token)).status).toBe(403);
    }
    expect(await bannerRows()).toEqual(rows);
  });
});
