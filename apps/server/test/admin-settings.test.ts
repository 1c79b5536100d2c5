import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';

describe.each(dialects)('the site settings from the console on %s', (dialect) => {
  let t: TestApp;
  let owner: TestOperator;
  let finance: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await signedInOperator(t.app, t.db.database.db, 'settings-owner', 'owner');
    finance = await signedInOperator(t.app, t.db.database.db, 'settings-finance', 'finance');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string, operator: TestOperator) => (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${operator.token}` } })).json<{ code: number; data: unknown }>();
  const site = () => t.db.database.db.selectFrom('site').selectAll().executeTakeFirstOrThrow();
  const auditOf = (action: string) => t.db.database.db.selectFrom('audit_log').select(['target', 'before_json', 'after_json']).where('action', '=', action).orderBy('id').execute();
  const links = {
    title: '金沙娱乐城',
    site_logo: '/assets/logo.png',
    service_url: 'https://chat.example.com/kefu?id=7',
    agent_login_url: 'https://agent.example.com',
    ios_download_url: '',
    visit_url: 'https://www.example.com',
  };

  it("changes the site's addresses the player's 客服 page reads, audited with what they were", async () => {
    const before = (await get('/admin/api/settings/links', owner)).data as typeof links;
    expect(before.service_url).toBe('/demo/kefu');
    expect((await post(t.app, '/admin/api/settings/links', links, owner.token)).body).toMatchObject({ code: 200, data: links });
    expect((await post(t.app, '/api/getservicerurl')).body.data).toEqual({ url: links.service_url });
    expect((await get('/admin/api/settings/links', owner)).data).toEqual(links);
    const audit = await auditOf('adminSaveSiteLinks');
    expect(audit.map((a) => a.target)).toEqual(['site']);
    expect(JSON.parse(audit[0]?.before_json ?? '')).toMatchObject({ service_url: '/demo/kefu' });
  });

  it("refuses an address that is not a site path or http(s), or an empty title, with the rule's message, and changes nothing", async () => {
    const row = await site();
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...links, service_url: 'javascript:alert(1)' }, ADMIN_MSG.adminSiteAddress],
      [{ ...links, ios_download_url: 'data:text/html,x' }, ADMIN_MSG.adminSiteAddress],
      [{ ...links, visit_url: '//evil.example' }, ADMIN_MSG.adminSiteAddress],
      [{ ...links, title: '  ' }, ADMIN_MSG.adminSiteTitle],
    ];
    for (const [body, message] of refusals) expect((await post(t.app, '/admin/api/settings/links', body, owner.token)).body, JSON.stringify(body)).toMatchObject({ message });
    expect(await site()).toEqual(row);
  });

  it('changes only the fields a partial save names, and empties one only when it is sent empty (#41 item 13)', async () => {
    expect((await post(t.app, '/admin/api/settings/links', links, owner.token)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/settings/links', { title: '新名字' }, owner.token)).body).toMatchObject({ code: 200, data: { ...links, title: '新名字' } });
    expect((await get('/admin/api/settings/links', owner)).data).toEqual({ ...links, title: '新名字' });
    expect((await post(t.app, '/admin/api/settings/links', { agent_login_url: '' }, owner.token)).body.code).toBe(200);
    expect((await get('/admin/api/settings/links', owner)).data).toEqual({ ...links, title: '新名字', agent_login_url: '' });
    // What a partial save leaves as it was still has to keep the rules with what it changes.
    expect((await post(t.app, '/admin/api/settings/links', { title: '' }, owner.token)).body).toMatchObject({ message: ADMIN_MSG.adminSiteTitle });
    await post(t.app, '/admin/api/settings/links', links, owner.token);
  });

  it('refuses operator text with a lone surrogate or a bidirectional control as player text, and changes nothing (#41 item 13)', async () => {
    const row = await site();
    for (const title of ['\ud800', 'a\udfffb', '\u202eRTL', 'x\u2066y', '\u200f金沙']) {
      expect((await post(t.app, '/admin/api/settings/links', { ...links, title }, owner.token)).body, JSON.stringify(title)).toEqual({ code: CODES.validation, message: `${MSG.invalidRequest}：title`, data: [] });
    }
    const notice = await post(t.app, '/admin/api/announcements/save', { text: '公告\u202e', sort: 1 }, owner.token);
    expect(notice.body).toMatchObject({ code: CODES.validation, message: `${MSG.invalidRequest}：text` });
    expect(await site()).toEqual(row);
    // Emoji (surrogate pairs, joiners) and other scripts are text like any other.
    expect((await post(t.app, '/admin/api/settings/links', { ...links, title: '金沙👨‍👩‍👧 مرحبا' }, owner.token)).body.code).toBe(200);
    await post(t.app, '/admin/api/settings/links', links, owner.token);
  });

  it('changes the USDT rates players convert with, as the decimal text typed; finance may too', async () => {
    const rates = { usdt_rate: '7.1234', withdraw_usdt_rate: '6.9', withdraw_fee_erc20: '5', withdraw_fee_trc20: '0' };
    expect((await post(t.app, '/admin/api/settings/usdt', rates, finance.token)).body).toMatchObject({ code: 200, data: rates });
    expect((await get('/admin/api/settings/usdt', owner)).data).toEqual(rates);
    expect(await site()).toMatchObject(rates);
    expect((await auditOf('adminSaveUsdtRates')).length).toBe(1);

    const row = await site();
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...rates, usdt_rate: '0' }, ADMIN_MSG.adminUsdtRate],
      [{ ...rates, withdraw_usdt_rate: '7.12345' }, ADMIN_MSG.adminUsdtRate],
      [{ ...rates, usdt_rate: '-7' }, ADMIN_MSG.adminUsdtRate],
      [{ ...rates, withdraw_fee_trc20: '' }, ADMIN_MSG.adminUsdtFee],
      [{ ...rates, withdraw_fee_erc20: '1e3' }, ADMIN_MSG.adminUsdtFee],
    ];
    for (const [body, message] of refusals) expect((await post(t.app, '/admin/api/settings/usdt', body, owner.token)).body, JSON.stringify(body)).toMatchObject({ message });
    expect(await site()).toEqual(row);
  });

  it("changes a deposit channel's range the player's getPayRange answers, and refuses a broken range or an unknown channel", async () => {
    const listed = (await get('/admin/api/settings/channels?per_page=50', finance)).data as { data: { type: string }[] };
    expect(listed.data.map((c) => c.type)).toContain('bank');
    const saved = await post(t.app, '/admin/api/settings/channels/save', { type: 'bank', name: '银行卡转账', min: '200', max: '3000.50', enabled: true }, owner.token);
    expect(saved.body).toMatchObject({ code: 200, data: { type: 'bank', name: '银行卡转账', min: 200, max: 3000.5, enabled: true } });
    expect((await post(t.app, '/api/getPayRange', { type: 'bank' })).body.data).toEqual({ min_price: 200, max_price: 3000.5 });
    const audit = await auditOf('adminSavePayChannel');
    expect(audit.map((a) => a.target)).toEqual(['pay_channel:bank']);

    const channels = () => t.db.database.db.selectFrom('pay_channel').selectAll().orderBy('type').execute();
    const rows = await channels();
    const refusals: [Record<string, unknown>, string][] = [
      [{ type: 'bank', name: '银行卡', min: '500', max: '100' }, ADMIN_MSG.adminChannelRange],
      [{ type: 'bank', name: '银行卡', min: '0', max: '100' }, ADMIN_MSG.adminChannelRange],
      [{ type: 'bank', name: '银行卡', min: '1.001', max: '100' }, ADMIN_MSG.adminChannelRange],
      [{ type: 'bank', name: '银行卡', min: '1', max: '20000000' }, ADMIN_MSG.adminChannelRange],
      [{ type: 'bank', name: '', min: '1', max: '100' }, ADMIN_MSG.adminChannelName],
      [{ type: 'nowhere', name: '银行卡', min: '1', max: '100' }, ADMIN_MSG.adminChannelNotFound],
    ];
    for (const [body, message] of refusals) expect((await post(t.app, '/admin/api/settings/channels/save', body, owner.token)).body, JSON.stringify(body)).toMatchObject({ message });
    expect(await channels()).toEqual(rows);
  });

  it('changes the four-eyes amount in yuan, audited, and refuses what checkSecondReview refuses', async () => {
    expect((await post(t.app, '/admin/api/settings/second-review', { amount: '3000.50' }, owner.token)).body).toMatchObject({ code: 200, data: { amount: 3000.5 } });
    expect((await get('/admin/api/settings/second-review', owner)).data).toEqual({ amount: 3000.5 });
    expect((await site()).second_review_fen).toBe(300_050);
    const audit = await auditOf('adminSaveSecondReview');
    expect(JSON.parse(audit[0]?.after_json ?? '')).toEqual({ second_review_fen: 300_050 });

    for (const amount of ['-1', '1.001', '', '10000000.01', 'abc']) {
      expect((await post(t.app, '/admin/api/settings/second-review', { amount }, owner.token)).body, amount).toMatchObject({ message: ADMIN_MSG.adminSecondReviewAmount });
    }
    expect((await site()).second_review_fen).toBe(300_050);
    expect((await post(t.app, '/admin/api/settings/second-review', { amount: '1' }, finance.token)).status).toBe(403);
  });

  it('keeps the links to the owner and the money settings to owner and finance', async () => {
    const support = await signedInOperator(t.app, t.db.database.db, 'settings-support', 'support');
    expect((await post(t.app, '/admin/api/settings/links', links, finance.token)).status).toBe(403);
    expect((await post(t.app, '/admin/api/settings/usdt', { usdt_rate: '7' }, support.token)).status).toBe(403);
    expect((await post(t.app, '/admin/api/settings/channels/save', { type: 'bank' }, support.token)).status).toBe(403);
  });
});
