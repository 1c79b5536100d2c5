import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';

interface Page<T> {
  current_page: number;
  data: T[];
  last_page: number;
  total: number;
}

describe.each(dialects)('site, promotions, inbox, articles, games, VIP and agent on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string) => t.app.inject({ method: 'GET', url });

  it('answers announcements as strings and banners with src', async () => {
    const notices = (await post(t.app, '/api/homenotice')).body.data as string[];
    expect(notices.length).toBeGreaterThanOrEqual(3);
    expect(typeof notices[0]).toBe('string');
    const banners = (await post(t.app, '/api/bannerList', { type: 2 })).body.data as { src: string }[];
    expect(banners.length).toBeGreaterThanOrEqual(3);
    for (const banner of banners) {
      const image = await get(banner.src);
      expect(image.statusCode, banner.src).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('lists promotions by type as a paginator, and shows one', async () => {
    const types = (await post(t.app, '/api/activitytype')).body.data as { id: number; name: string }[];
    expect(types.length).toBeGreaterThanOrEqual(2);
    const all = (await post(t.app, '/api/activitylist', {})).body.data as Page<{ id: number; type: number; title: string }>;
    expect(all).toMatchObject({ current_page: 1, last_page: 1 });
    expect(all.total).toBe(all.data.length);
    const sport = (await post(t.app, '/api/activitylist', { type: 2 })).body.data as Page<{ type: number }>;
    expect(sport.data.length).toBeGreaterThan(0);
    expect(sport.data.every((p) => p.type === 2)).toBe(true);
    const first = all.data[0];
    const detail = (await post(t.app, '/api/activitydeatil', { id: first?.id })).body;
    expect(detail).toMatchObject({ code: 200, data: { id: first?.id, title: first?.title } });
    expect((detail.data as { content: string }).content).toContain('<p>');
    expect((await post(t.app, '/api/activitydeatil', { id: 99999 })).body).toMatchObject({ code: 202, message: '活动不存在' });
    expect((await post(t.app, '/api/activitydeatil', { id: 'abc' })).body.code).toBe(1000);
  });

  describe('doactivityapply', () => {
    it('needs a login', async () => {
      expect((await post(t.app, '/api/doactivityapply', { activityid: 1 })).status).toBe(401);
    });

    it('takes one pending application per promotion, with an amount of digits only, only where can_apply=1', async () => {
      const { token } = await registerMember(t.app);
      const promotions = (await post(t.app, '/api/activitylist', {})).body.data as Page<{ id: number; can_apply: number }>;
      const open = promotions.data.find((p) => p.can_apply === 1);
      const closed = promotions.data.find((p) => p.can_apply === 0);
      expect((await post(t.app, '/api/doactivityapply', { activityid: open?.id, amount: '5.5' }, token)).body.message).toBe('请输入正确的金额');
      expect((await post(t.app, '/api/doactivityapply', { activityid: closed?.id }, token)).body.message).toBe('该活动无需申请');
      // The dialog asks for an amount: an empty or missing one is refused (issue #33), and nothing is stored.
      expect((await post(t.app, '/api/doactivityapply', { activityid: open?.id, amount: '' }, token)).body.message).toBe('请输入申请金额');
      expect((await post(t.app, '/api/doactivityapply', { activityid: open?.id, amount: '  ' }, token)).body.message).toBe('请输入申请金额');
      expect((await post(t.app, '/api/doactivityapply', { activityid: open?.id }, token)).body.message).toBe('请输入申请金额');
      expect((await post(t.app, '/api/doactivityapply', { activityid: open?.id, amount: '500' }, token)).body).toMatchObject({ code: 200, message: '申请成功' });
      expect((await post(t.app, '/api/doactivityapply', { activityid: open?.id, amount: '500' }, token)).body).toMatchObject({ code: 223, message: '您已申请过该活动，请等待审核' });
      const log = (await post(t.app, '/api/activityApplyLog', {}, token)).body.data as Page<{ activity_name: string; state: number; created_at: string }>;
      expect(log.total).toBe(1);
      expect(log.data[0]).toMatchObject({ state: 1 });
      expect(log.data[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });
  });

  it('answers every article of types 1, 2, 3, 4, 5, 7 and 8', async () => {
    for (const type of [1, 2, 3, 4, 5, 7, 8]) {
      const { body } = await post(t.app, '/api/article', { type });
      expect(body.code, `type ${String(type)}`).toBe(200);
      expect((body.data as { content: string }).content.length).toBeGreaterThan(50);
    }
    expect((await post(t.app, '/api/article', { type: 6 })).body.code).toBe(202);
  });

  it('answers VIP tiers with rebate percentages', async () => {
    const tiers = (await post(t.app, '/api/uservip')).body.data as { id: number; vipname: string; realperson: number; recharge: number }[];
    expect(tiers.map((tier) => tier.vipname)).toEqual(['VIP1', 'VIP2', 'VIP3', 'VIP4', 'VIP5', 'VIP6']);
    expect(tiers[1]).toMatchObject({ recharge: 1000, realperson: 0.5 });
  });

  it('lists games of each category, hot games, and slot games per provider', async () => {
    const all = ((await get('/api/game/list')).json<{ data: { category_id: string; app_img: string }[] }>()).data;
    expect(all.length).toBeGreaterThanOrEqual(24);
    for (const category of ['realbet', 'joker', 'gaming', 'sport', 'lottery', 'concise']) {
      const games = ((await get(`/api/game/list?category=${category}`)).json<{ data: { category_id: string }[] }>()).data;
      expect(games.length, category).toBeGreaterThan(0);
      expect(games.every((g) => g.category_id === category)).toBe(true);
    }
    expect((await get('/api/game/list?category=casino')).json<{ code: number }>().code).toBe(1000);
    const hot = ((await get('/api/game_list_app')).json<{ data: unknown[] }>()).data;
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.length).toBeLessThan(all.length);
    const image = await get(all[0]?.app_img ?? '');
    expect(image.statusCode).toBe(200);
    for (const code of ['obgdy', 'fgdz', 'pp', 'ae', 'pg', 'fgfish']) {
      const slots = (await post(t.app, '/api/gamelistBycode', { gamecode: code })).body.data as { catecode: string; gamepic: string }[];
      expect(slots.length, code).toBeGreaterThanOrEqual(8);
      expect(slots.every((s) => s.catecode === code)).toBe(true);
    }
    expect((await post(t.app, '/api/gamelistBycode', { gamecode: 'nope' })).body.data).toEqual([]);
  });

  it('hides the games of a disabled platform', async () => {
    await t.db.database.db.updateTable('platform').set({ state: 0 }).where('code', '=', 'ky').execute();
    const joker = ((await get('/api/game/list?category=joker')).json<{ data: unknown[] }>()).data;
    expect(joker).toEqual([]);
    await t.db.database.db.updateTable('platform').set({ state: 1 }).where('code', '=', 'ky').execute();
  });

  it('answers the service, agent and visit URLs, and serves the demo pages', async () => {
    const service = (await post(t.app, '/api/getservicerurl')).body.data as { url: string };
    const agent = (await get('/api/getAgentLoginUrl')).json<{ data: { url: string } }>().data;
    expect((await get(service.url)).statusCode).toBe(200);
    expect((await get(agent.url)).body).toContain('代理后台');
    // Neither the site settings nor PUBLIC_URL name an address: nothing to send a visitor to.
    expect((await get('/api/getVisitUrl')).json<{ data: { url: string } }>().data.url).toBe('');
  });

  describe('applyagentdo', () => {
    it('checks the mobile and the reason, and takes one pending application', async () => {
      const { token } = await registerMember(t.app);
      expect((await post(t.app, '/api/applyagentdo', { mobile: '123', apply_info: '想做代理' }, token)).body.message).toBe('请输入正确手机号');
      expect((await post(t.app, '/api/applyagentdo', { mobile: '13812345678', apply_info: '' }, token)).body.message).toBe('请输入申请理由');
      expect((await post(t.app, '/api/applyagentdo', { mobile: '13812345678', apply_info: '想做代理' }, token)).body).toMatchObject({ code: 200, message: '申请成功' });
      expect((await post(t.app, '/api/applyagentdo', { mobile: '13812345678', apply_info: '再申请' }, token)).body.message).toBe('您已申请过代理，请等待审核');
    });

    it('needs a login', async () => {
      expect((await post(t.app, '/api/applyagentdo', { mobile: '13812345678', apply_info: 'x' })).status).toBe(401);
    });
  });

  it('escapes the label of a demo image', async () => {
    const response = await get(`/assets/demo/game/${encodeURIComponent('<script>alert(1)</script>')}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>');
    expect((await get('/assets/demo/nope/x.svg')).statusCode).toBe(404);
  });
});
