import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openApiDocument, type OpenApiDocument } from '@casino/contract/openapi/document';
import { REQUEST_EXAMPLES } from '@casino/contract/openapi/examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, totpCode, type TestOperator } from './support/admins';
import { startTestApp, type TestApp, withoutTurnoverRule } from './support/app';
import { dialects } from './support/databases';
import { rsaKeyPair } from './support/hub88';
import { PAY_PASSWORD, registerMember, registration, uniqueName } from './support/members';
import { fundMember, memberId } from './support/money';
import { keptGatewayNotification } from './support/gateway-notifications';
import { unresolvedPlatformTransfer } from './support/platform-transfers';
import { answerChecker } from './support/openapi';
import { registeredRoutes } from './support/routes';
import { PNG_1PX } from './support/images';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Routes that are not calls of the API, and so not in its document. */
const NOT_API_ROUTES = [
  // health and readiness, for a load balancer
  'GET /healthz',
  'GET /readyz',
  // the web app's run-time settings, and the built app's files when WEB_ROOT exists
  'GET /config.json',
  // the demo's pictures, uploaded avatars and operators' images, and its stand-in pages for pay gateways, service chat and agents
  'GET /assets/demo/:kind/:file',
  'GET /uploads/avatars/:name',
  'GET /uploads/images/:name',
  'GET /demo/pay/:no',
  'GET /demo/:name',
  // the demo game provider's own calls, made by its game page, not by clients of this API
  'POST /demo-game/api/state',
  'POST /demo-game/api/spin',
  // Hub88's seamless wallet: Hub88's own protocol (docs.hub88.io), called by Hub88 with signed bodies, not by clients of this API
  'POST /wallet/hub88/user/info',
  'POST /wallet/hub88/user/balance',
  'POST /wallet/hub88/transaction/bet',
  'POST /wallet/hub88/transaction/win',
  'POST /wallet/hub88/transaction/rollback',
  // Payment gateways' notifications and the player's return from their pay page: the gateway's own protocol (EPay), not clients of this API
  'GET /gateway/:protocol/:channel/notify',
  'POST /gateway/:protocol/:channel/notify',
  'GET /gateway/:protocol/:channel/return',
  'GET /gateway/:protocol/:channel/pay/:outTradeNo',
  // the API reference itself: the document, the page, the script that starts it and Swagger UI's files
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/start.js',
  'GET /api/docs/static/:file',
  // the catch-all of static files
  'GET *',
];

/**
 * Calls the journey may make without success, by design: the admin login with the example's password,
 * the second review of a reviewed order, and claims with nothing to claim or outside the red packet
 * hours; their refusal is checked instead.
 */
const MAY_ANSWER_ONLY_REFUSALS = ['POST /admin/api/login', 'POST /admin/api/withdrawals/payout', 'POST /admin/api/withdrawals/payout-failed', 'POST /admin/api/withdrawals/payout-resolve', 'POST /admin/api/deposits/reject', 'POST /admin/api/withdrawals/reject', 'POST /admin/api/applications/reject', 'POST /admin/api/agents/approve', 'POST /api/dofanshui', 'POST /api/douserredpacket'];


const documentRoutes = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));

describe('the OpenAPI document', () => {
  it('passes Redocly\'s lint (recommended-strict) without a warning', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'casino-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(openApiDocument()));
      const { stdout } = await promisify(execFile)(join(ROOT, 'node_modules/.bin/redocly'), ['lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format=json'], { cwd: ROOT });
      const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: unknown[] };
      expect(report.problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('checks answers for real: a wrong type, a missing field or an extra one is a mismatch', () => {
    const check = answerChecker(openApiDocument());
    expect(check('POST', '/api/transfer', 200, { code: 200, message: '操作成功', data: { balance: 1.5 } })).toEqual([]);
    expect(check('POST', '/api/transfer', 200, { code: 200, message: '操作成功', data: { balance: '1.5' } })).not.toEqual([]);
    expect(check('POST', '/api/transfer', 200, { code: 208, message: '余额不足', data: [] })).toEqual([]);
    expect(check('POST', '/api/transfer', 200, { code: 208, message: '余额不足' })).not.toEqual([]);
    expect(check('POST', '/api/transfer', 200, { code: 200, message: '操作成功', data: { balance: 1, password: 'x' } })).not.toEqual([]);
    expect(check('POST', '/api/transfer', 401, { code: 401, message: '认证失败', data: [] })).toEqual([]);
    expect(check('POST', '/api/app', 401, { code: 401, message: '认证失败', data: [] })).not.toEqual([]);
  });
});

describe.each(dialects)('the OpenAPI document served on %s', (dialect) => {
  let t: TestApp;
  let document: OpenApiDocument;
  let check: ReturnType<typeof answerChecker>;
  let admin = '';
  let owner: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await withoutTurnoverRule(t.db.database);
    const served = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    document = served.json<OpenApiDocument>();
    check = answerChecker(document);
    owner = await signedInOperator(t.app, t.db.database.db, 'ops');
    admin = owner.token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is the contract\'s document, and the reference page serves it from its own files', async () => {
    expect(document).toEqual(openApiDocument());
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()).toEqual(document);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThan(3);
    for (const source of sources) {
      expect(source).toMatch(/^\/api\/docs\//);
      const file = await t.app.inject({ method: 'GET', url: source });
      expect(file.statusCode, source).toBe(200);
      // Swagger UI's files are kept and revalidated by the browser, unlike the API's answers.
      expect(file.headers['cache-control'], source).not.toBe('no-store');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).headers['cache-control']).toBe('no-store');
    // Only the files the page loads: not the rest of the package.
    for (const other of ['/api/docs/static/package.json', '/api/docs/static/index.html', '/api/docs/static/swagger-ui-bundle.js.map', '/api/docs/static/../package.json']) {
      expect((await t.app.inject({ method: 'GET', url: other })).statusCode, other).toBe(404);
    }
  });

  it('answers without a token, also during maintenance', async () => {
    const site = (siteState: 0 | 1) => t.app.inject({ method: 'POST', url: '/admin/api/site', headers: { authorization: `Bearer ${admin}` }, payload: { site_state: siteState } });
    expect((await site(0)).json()).toMatchObject({ code: 200 });
    try {
      expect((await t.app.inject({ method: 'POST', url: '/api/login_pc', payload: {} })).json()).toMatchObject({ code: 503 });
      for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/static/swagger-ui-bundle.js']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
    } finally {
      await site(1);
    }
  });

  it('answers what it says along a demo journey: every call, each answer against its schema', async () => {
    const mismatches: string[] = [];
    const succeeded = new Set<string>();
    const walked = new Set<string>();
    let keys = 0;
    const send = async (method: 'GET' | 'POST', path: string, options: { body?: unknown; token?: string; query?: Record<string, string>; multipart?: Buffer } = {}) => {
      keys += 1;
      const headers: Record<string, string> = { 'idempotency-key': `openapi-${String(keys)}-${String(Date.now())}` };
      if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
      let payload: string | Buffer | undefined;
      if (options.multipart) {
        const boundary = '----openapi';
        headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
        const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
        payload = Buffer.concat([Buffer.from(head), options.multipart, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      } else if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(options.body);
      }
      const response = await t.app.inject({ method, url: path, headers, remoteAddress: `10.77.${String(keys % 250)}.1`, ...(options.query ? { query: options.query } : {}), ...(payload === undefined ? {} : { payload }) });
      const body = response.json<{ code: number; message: unknown; data: unknown }>();
      mismatches.push(...check(method, path, response.statusCode, body));
      walked.add(`${method} ${path}`);
      if (body.code === 200) succeeded.add(`${method} ${path}`);
      return body;
    };
    const example = (name: keyof typeof REQUEST_EXAMPLES) => REQUEST_EXAMPLES[name] ?? {};

    // A visitor
    for (const path of ['/api/app', '/api/homenotice', '/api/bannerList', '/api/getservicerurl', '/api/uservip', '/api/banklist', '/api/activitytype']) await send('POST', path);
    for (const path of ['/api/getVisitUrl', '/api/game/list', '/api/game_list_app', '/api/get_pay_way', '/api/getAgentLoginUrl', '/api/captcha']) await send('GET', path);
    await send('GET', '/api/game/list', { query: { category: 'concise' } });
    await send('POST', '/api/gamelistBycode', { body: { gamecode: 'pp' } });
    await send('GET', '/api/game/platforms');
    await send('GET', '/api/game/search', { query: { name: '捕鱼' } });
    await send('POST', '/api/activitylist', { body: example('activitylist') });
    await send('POST', '/api/activitydeatil', { body: { id: 1 } });
    await send('POST', '/api/article', { body: example('article') });
    await send('POST', '/api/getPayRange', { body: example('getPayRange') });
    await send('POST', '/api/user');

    // A member: register, log in, play, deposit, bind a card, withdraw
    const name = uniqueName('oas');
    await send('POST', '/api/register', { body: { ...example('register'), ...registration(name) } });
    const login = await send('POST', '/api/login_pc', { body: { ...example('loginPc'), name } });
    const token = (login.data as { new_api_token: string }).new_api_token;
    await fundMember(t.db.database, await memberId(t.db.database, name), 2000_00);
    for (const path of ['/api/user', '/api/balance', '/api/refreshusermoney', '/api/balancelist', '/api/balancelist2', '/api/getBetAmount', '/api/getpaybank']) await send('POST', path, { token });
    await send('POST', '/api/transfer', { token, body: example('transfer') });
    await send('POST', '/api/transall', { token });
    await send('POST', '/api/uptransferstatus', { token, body: example('uptransferstatus') });
    await send('POST', '/api/uptransferstatus', { token, body: { transferstatus: 0 } });
    await send('POST', '/api/getGameUrl', { token, body: example('getGameUrl') });
    await send('POST', '/api/game/recent', { token });
    const recharge = await send('POST', '/api/recharge', { token, body: example('recharge') });
    await send('POST', '/api/payinfo', { token, body: { deposit_no: recharge.message } });
    await send('POST', '/api/bindcard', { token, body: { ...example('bindcard'), pay_pass: PAY_PASSWORD } });
    const cards = await send('POST', '/api/getcard', { token, body: example('getcard') });
    const cardId = (cards.data as { id: number }[])[0]?.id ?? 0;
    await send('POST', '/api/withdraw', { token, body: { ...example('withdraw'), bank: cardId, password: PAY_PASSWORD } });
    const spare = await send('POST', '/api/bindcard', { token, body: { ...example('bindcard'), bank_no: '6222020200119999', pay_pass: PAY_PASSWORD } });
    await send('POST', '/api/delcard', { token, body: { id: (spare.data as { id: number }).id, pay_pass: PAY_PASSWORD } });
    await send('POST', '/api/gettransrecord', { token, body: example('gettransrecord') });
    await send('POST', '/api/betrecord', { token, body: example('betrecord') });
    await send('POST', '/api/getfanshui', { token, body: {} });
    await send('POST', '/api/dofanshui', { token });
    const inbox = (await send('POST', '/api/noticeList', { token })).data as { data: { id: number }[] };
    await send('POST', '/api/noticeUnread', { token });
    await send('POST', '/api/noticeRead', { token, body: { id: inbox.data[0]?.id } });
    await send('POST', '/api/redpacket', { token });
    await send('GET', '/api/userredpacket', { token, query: { page: '1' } });
    await send('POST', '/api/douserredpacket', { token });
    await send('POST', '/api/doactivityapply', { token, body: { activityid: 1, amount: '500' } });
    await send('POST', '/api/activityApplyLog', { token });
    await send('POST', '/api/applyagentdo', { token, body: example('applyagentdo') });
    await send('POST', '/api/updateuserinfo', { token, body: example('updateuserinfo') });
    await send('POST', '/api/uploadimg', { token, multipart: PNG_1PX });
    await send('POST', '/api/editPayPassword', { token, body: { password: PAY_PASSWORD, paypassword: '654321', newpasword: '654321' } });

    // An operator reviews what the member did
    const operator = { token: admin };
    const deposits = await send('GET', '/admin/api/deposits', { ...operator, query: { username: name, sort: 'amount', order: 'desc' } });
    const deposit = (deposits.data as { data: { out_trade_no: string }[] }).data[0]?.out_trade_no ?? '';
    await send('GET', '/admin/api/deposits/activity', { ...operator, query: { out_trade_no: deposit } });
    await send('POST', '/admin/api/deposits/approve', { ...operator, body: { out_trade_no: deposit } });
    await send('POST', '/admin/api/deposits/reject', { ...operator, body: { out_trade_no: deposit, reason: '未收到款项' } });
    await send('POST', '/admin/api/deposits/bulk-review', { ...operator, body: { orders: [deposit], approve: true } });
    const withdrawals = await send('GET', '/admin/api/withdrawals', { ...operator, query: { username: name, state: 'pending', kind: 'bank' } });
    const withdrawal = (withdrawals.data as { data: { id: number }[] }).data[0]?.id ?? 0;
    await send('GET', '/admin/api/withdrawals/activity', { ...operator, query: { id: String(withdrawal) } });
    await send('POST', '/admin/api/withdrawals/approve', { ...operator, body: { id: withdrawal } });
    await send('POST', '/admin/api/withdrawals/reject', { ...operator, body: { id: withdrawal } });
    await send('POST', '/admin/api/withdrawals/bulk-review', { ...operator, body: { ids: [withdrawal], approve: false, reason: '流水未达标' } });
    const applications = await send('GET', '/admin/api/applications', operator);
    const application = (applications.data as { data: { id: number }[] }).data[0]?.id ?? 0;
    await send('POST', '/admin/api/applications/approve', { ...operator, body: { id: application } });
    await send('POST', '/admin/api/applications/reject', { ...operator, body: { id: application } });
    const agents = await send('GET', '/admin/api/agents', operator);
    const agent = (agents.data as { data: { id: number }[] }).data[0]?.id ?? 0;
    await send('POST', '/admin/api/agents/reject', { ...operator, body: { id: agent } });
    await send('POST', '/admin/api/agents/approve', { ...operator, body: { id: agent } });
    await send('POST', '/admin/api/adjust', { ...operator, body: { ...example('adminAdjust'), username: name } });
    // Credits above the two-operator amount wait; another operator approves one and refuses the other.
    const second = { token: (await signedInOperator(t.app, t.db.database.db, 'ops2', 'finance')).token };
    for (let i = 0; i < 2; i += 1) await send('POST', '/admin/api/adjust', { ...operator, body: { ...example('adminAdjust'), username: name, amount: '60000' } });
    const credits = await send('GET', '/admin/api/credits', second);
    const [approved, refused] = (credits.data as { data: { id: number }[] }).data.map((credit) => credit.id);
    await send('POST', '/admin/api/credits/approve', { ...second, body: { id: approved } });
    await send('POST', '/admin/api/credits/reject', { ...second, body: { id: refused, reason: '金额有误' } });
    await send('POST', '/admin/api/messages', { ...operator, body: example('adminMessage') });
    await send('GET', '/admin/api/messages/sent', { ...operator, query: { page: '1' } });
    await send('POST', '/admin/api/redpacket', { ...operator, body: { redpacket_switch: 1 } });
    await send('POST', '/admin/api/site', { ...operator, body: { site_state: 1 } });
    await send('GET', '/admin/api/settings', operator);
    await send('GET', '/admin/api/ledger/check', operator);
    // A transfer with a transfer-wallet platform left unresolved; finance lists it and voids it by hand.
    const unresolved = await unresolvedPlatformTransfer(t.db.database, await memberId(t.db.database, name), 'ag', 1_00);
    await send('GET', '/admin/api/platform-transfers', { ...operator, query: { page: '1' } });
    await send('POST', '/admin/api/platform-transfers/resolve', { ...operator, body: { id: unresolved, outcome: 'voided', reason: '平台无此单' } });
    await send('POST', '/admin/api/members/state', { ...operator, body: { ...example('adminMemberState'), username: name } });
    // The blocked member (HTTP 403), a stranger (HTTP 401), and the end of both sessions
    await send('POST', '/api/user', { token });
    await send('POST', '/admin/api/members/state', { ...operator, body: { username: name, state: 'unblock' } });
    await send('POST', '/api/balance', { token: 'not-a-token' });
    await send('POST', '/api/editPassword', { token: (await send('POST', '/api/login_pc', { body: { ...example('loginPc'), name } }).then((answer) => answer.data as { new_api_token: string })).new_api_token, body: example('editPassword') });
    await send('POST', '/api/logoff', { token: (await send('POST', '/api/login_pc', { body: { ...example('loginPc'), name, password: 'abcd5678' } }).then((answer) => answer.data as { new_api_token: string })).new_api_token });
    await send('GET', '/admin/api/me', operator);
    await send('GET', '/admin/api/live/queues', operator);
    // The owner's calls: operators and the audit log of all the above
    await send('POST', '/admin/api/operators/create', { ...operator, body: example('adminCreateOperator') });
    await send('POST', '/admin/api/operators/role', { ...operator, body: example('adminSetOperatorRole') });
    await send('POST', '/admin/api/operators/disable', { ...operator, body: example('adminDisableOperator') });
    await send('POST', '/admin/api/operators/enable', { ...operator, body: example('adminEnableOperator') });
    await send('POST', '/admin/api/operators/reset-totp', { ...operator, body: example('adminResetOperatorTotp') });
    await send('GET', '/admin/api/operators', { ...operator, query: { page: '1', per_page: '10' } });
    await send('GET', '/admin/api/audit-log', { ...operator, query: { per_page: '5', action: 'adminApproveDeposit' } });
    // Content: a banner published, listed, then deleted
    const banner = await send('POST', '/admin/api/banners/save', { ...operator, body: example('adminSaveBanner') });
    await send('GET', '/admin/api/banners', { ...operator, query: { page: '1' } });
    await send('POST', '/admin/api/banners/delete', { ...operator, body: { id: (banner.data as { id: number }).id } });
    // Member detail: found by a prefix, read, their ledger, their sessions ended and a new password
    await send('GET', '/admin/api/members', { ...operator, query: { q: name.slice(0, 4), state: 'normal', sort: 'last_login' } });
    await send('GET', '/admin/api/members/detail', { ...operator, query: { username: name } });
    await send('GET', '/admin/api/members/ledger', { ...operator, query: { username: name, wallet: 'main', page: '1' } });
    await send('POST', '/admin/api/members/end-sessions', { ...operator, body: { ...example('adminEndMemberSessions'), username: name } });
    await send('POST', '/admin/api/members/reset-password', { ...operator, body: { ...example('adminResetMemberPassword'), username: name } });
    // Reports: the dashboard, the daily report, and its CSV file, which is not JSON: its type and header row are checked instead
    await send('GET', '/admin/api/dashboard', { ...operator, query: { range: '7d' } });
    await send('GET', '/admin/api/reports/daily', { ...operator, query: { per_page: '5' } });
    await send('GET', '/admin/api/reports/platform-reconcile', operator);
    const csv = await t.app.inject({ method: 'GET', url: '/admin/api/reports/daily.csv', headers: { authorization: `Bearer ${admin}` } });
    walked.add('GET /admin/api/reports/daily.csv');
    if (csv.statusCode === 200 && csv.headers['content-type'] === 'text/csv; charset=utf-8' && csv.body.startsWith('\uFEFF日期,')) succeeded.add('GET /admin/api/reports/daily.csv');
    // The lists' CSV files, of the same filters as the lists
    const files: [string, Record<string, string>, string][] = [
      ['/admin/api/deposits.csv', { username: name, state: 'approved' }, '订单号,'],
      ['/admin/api/withdrawals.csv', { username: name }, '订单号,'],
      ['/admin/api/members.csv', { q: name }, '账号,'],
      ['/admin/api/members/ledger.csv', { username: name, wallet: 'main' }, '时间,'],
      ['/admin/api/audit-log.csv', { action: 'adminLogin' }, '编号,'],
    ];
    for (const [path, query, header] of files) {
      const file = await t.app.inject({ method: 'GET', url: path, query, headers: { authorization: `Bearer ${admin}` } });
      walked.add(`GET ${path}`);
      if (file.statusCode === 200 && file.headers['content-type'] === 'text/csv; charset=utf-8' && file.body.startsWith(`\uFEFF${header}`)) succeeded.add(`GET ${path}`);
    }
    // Site settings: the links, the USDT rates and a deposit channel, read and saved
    await send('GET', '/admin/api/settings/links', operator);
    await send('POST', '/admin/api/settings/links', { ...operator, body: example('adminSaveSiteLinks') });
    await send('GET', '/admin/api/settings/theme', operator);
    await send('POST', '/admin/api/settings/theme', { ...operator, body: example('adminSaveSiteTheme') });
    await send('GET', '/admin/api/settings/usdt', operator);
    await send('POST', '/admin/api/settings/usdt', { ...operator, body: example('adminSaveUsdtRates') });
    await send('GET', '/admin/api/settings/channels', { ...operator, query: { page: '1' } });
    await send('POST', '/admin/api/settings/channels/save', { ...operator, body: example('adminSavePayChannel') });
    await send('GET', '/admin/api/settings/second-review', operator);
    await send('POST', '/admin/api/settings/second-review', { ...operator, body: example('adminSaveSecondReview') });
    // Content: a home notice published, listed, then deleted; the popup saved and read
    const notice = await send('POST', '/admin/api/announcements/save', { ...operator, body: example('adminSaveAnnouncement') });
    await send('GET', '/admin/api/announcements', { ...operator, query: { page: '1' } });
    await send('POST', '/admin/api/announcements/delete', { ...operator, body: { id: (notice.data as { id: number }).id } });
    await send('POST', '/admin/api/popup/save', { ...operator, body: example('adminSavePopup') });
    await send('GET', '/admin/api/popup', operator);
    // Content: a promotion type and a promotion published, listed, then deleted
    const promotionType = await send('POST', '/admin/api/promotion-types/save', { ...operator, body: example('adminSavePromotionType') });
    await send('GET', '/admin/api/promotion-types', operator);
    const promotion = await send('POST', '/admin/api/promotions/save', { ...operator, body: { ...example('adminSavePromotion'), type: (promotionType.data as { id: number }).id } });
    await send('GET', '/admin/api/promotions', { ...operator, query: { type: '1', page: '1' } });
    await send('POST', '/admin/api/promotions/delete', { ...operator, body: { id: (promotion.data as { id: number }).id } });
    // Content: an article written, listed, then deleted
    await send('POST', '/admin/api/articles/save', { ...operator, body: example('adminSaveArticle') });
    await send('GET', '/admin/api/articles', { ...operator, query: { page: '1' } });
    await send('POST', '/admin/api/articles/delete', { ...operator, body: { type: 9 } });
    // Content: games: the platforms, the home's games and a provider's slot games, listed and saved
    await send('GET', '/admin/api/platforms', { ...operator, query: { page: '1' } });
    await send('POST', '/admin/api/platforms/save', { ...operator, body: example('adminSavePlatform') });
    await send('GET', '/admin/api/games', { ...operator, query: { category: 'realbet', platform: 'ag', page: '1' } });
    await send('POST', '/admin/api/games/save', { ...operator, body: example('adminSaveGame') });
    await send('GET', '/admin/api/slot-games', { ...operator, query: { catecode: 'pp', page: '1' } });
    await send('POST', '/admin/api/slot-games/save', { ...operator, body: example('adminSaveSlotGame') });
    // Games: a platform connected to Hub88 with keys made here, listed, its callback log searched, then disconnected
    const hub88Keys = rsaKeyPair();
    const ourKeys = rsaKeyPair();
    await send('POST', '/admin/api/platforms/connect', {
      ...operator,
      body: { code: 'ag', protocol: 'hub88', api_url: 'https://api.hub88.example', operator_id: '42', hub88_public_key: hub88Keys.publicPem, private_key: ourKeys.privatePem },
    });
    await send('GET', '/admin/api/platforms/connections', operator);
    await send('GET', '/admin/api/platforms/callbacks', { ...operator, query: { page: '1', platform: 'ag', errors: '1' } });
    await send('POST', '/admin/api/platforms/disconnect', { ...operator, body: { code: 'ag' } });
    // Payment gateways: GO PAY connected to an EPay gateway that does not answer; a deposit placed on it is asked about
    // (unknown) and reconciled (cannot be asked); a notification kept for finance is dismissed; the channel disconnected
    await send('POST', '/admin/api/gateways/connect', { ...operator, body: { channel: 'gopay', protocol: 'epay', api_url: 'http://127.0.0.1:9/', pid: '1001', key: 'k9XgT2fQm8ZpL4rW7vB3nC6yH1sD5aJe' } });
    await send('GET', '/admin/api/gateways/connections', operator);
    const gatewayOrder = await send('POST', '/api/recharge', { token: (await registerMember(t.app)).token, body: { paytype: 5, amount: '100' } });
    const gatewayNo = (gatewayOrder.data as { out_trade_no: string }).out_trade_no;
    await send('POST', '/admin/api/gateways/query', { ...operator, body: { out_trade_no: gatewayNo } });
    await send('GET', '/admin/api/reports/gateway-reconcile', { ...operator, query: { channel: 'gopay' } });
    const kept = await keptGatewayNotification(t.db.database, gatewayNo);
    await send('GET', '/admin/api/gateways/notifications', { ...operator, query: { page: '1', review: 'pending' } });
    await send('POST', '/admin/api/gateways/notifications/resolve', { ...operator, body: { id: kept, action: 'dismiss', note: '网关已退款' } });
    // Payouts (代付): refused on a channel without payout keys, for a withdrawal whose payout has not failed and for an unknown payout; the list.
    await send('POST', '/admin/api/withdrawals/payout', { ...operator, body: { id: withdrawal, channel: 'gopay' } });
    await send('GET', '/admin/api/withdrawals/payouts', { ...operator, query: { state: 'open' } });
    await send('POST', '/admin/api/withdrawals/payout-failed', { ...operator, body: { id: withdrawal, action: 'requeue', reason: '换通道出款' } });
    await send('POST', '/admin/api/withdrawals/payout-resolve', { ...operator, body: { id: '20261127120000000', outcome: 'paid', reference: 'GW-1', reason: '网关后台已出款' } });
    await send('POST', '/admin/api/gateways/disconnect', { ...operator, body: { channel: 'gopay' } });
    // Settings: a channel moved up the players' list, a receiving account added, then listed
    await send('POST', '/admin/api/settings/channels/move', { ...operator, body: example('adminMovePayChannel') });
    await send('POST', '/admin/api/settings/receiving-accounts/save', { ...operator, body: example('adminSaveReceivingAccount') });
    await send('GET', '/admin/api/settings/receiving-accounts', { ...operator, query: { channel: 'bank', page: '1' } });
    // Settings: the VIP tiers, the red-packet rules and the turnover multiple, read and saved
    await send('GET', '/admin/api/vip-tiers', { ...operator, query: { page: '1' } });
    await send('POST', '/admin/api/vip-tiers/save', { ...operator, body: example('adminSaveVipTier') });
    await send('GET', '/admin/api/redpacket-rules', { ...operator, query: { page: '1' } });
    await send('POST', '/admin/api/redpacket-rules/save', { ...operator, body: example('adminSaveRedpacketRule') });
    await send('GET', '/admin/api/settings/turnover', operator);
    await send('POST', '/admin/api/settings/turnover', { ...operator, body: example('adminSaveTurnoverMultiple') });
    // Content: an image uploaded; an inbox message to a VIP tier (the member above is in the first)
    await send('POST', '/admin/api/upload', { ...operator, multipart: PNG_1PX });
    await send('GET', '/admin/api/messages/tiers', operator);
    await send('POST', '/admin/api/messages/tier', { ...operator, body: example('adminMessageTier') });
    // Member detail: one kind of their records, and their VIP tier set
    await send('GET', '/admin/api/members/records', { ...operator, query: { ...example('adminMemberRecords'), username: name, page: '1', per_page: '10' } });
    await send('POST', '/admin/api/members/vip', { ...operator, body: { ...example('adminSetMemberVip'), username: name } });
    // Member detail: a note added and deleted, tags set; the blacklist: a number added, listed and removed
    const note = await send('POST', '/admin/api/members/notes/add', { ...operator, body: { ...example('adminAddMemberNote'), username: name } });
    await send('POST', '/admin/api/members/notes/delete', { ...operator, body: { id: (note.data as { id: number }).id } });
    await send('POST', '/admin/api/members/tags', { ...operator, body: { ...example('adminSetMemberTags'), username: name } });
    const listed = await send('POST', '/admin/api/blacklist/add', { ...operator, body: example('adminAddBlacklist') });
    await send('GET', '/admin/api/blacklist', { ...operator, query: { page: '1', kind: 'card' } });
    await send('POST', '/admin/api/blacklist/remove', { ...operator, body: { id: (listed.data as { id: number }).id } });
    // The operator's own: recovery codes counted and issued again, then a new password, which the sign-in below uses
    await send('GET', '/admin/api/me/recovery-codes', operator);
    await send('POST', '/admin/api/me/recovery-codes', { ...operator, body: { ...example('adminRegenerateRecoveryCodes'), password: owner.password } });
    await send('POST', '/admin/api/me/password', { ...operator, body: { ...example('adminChangeOwnPassword'), password: owner.password } });
    await send('POST', '/admin/api/logout', operator);
    const again = await send('POST', '/admin/api/login', { body: { name: owner.name, password: example('adminChangeOwnPassword').new_password, code: totpCode(owner.secret) } });
    await send('POST', '/admin/api/logout-all', { token: (again.data as { token: string }).token });
    await send('POST', '/admin/api/login', { body: example('adminLogin') });

    expect(mismatches).toEqual([]);
    const documented = documentRoutes(document);
    expect(documented.filter((route) => !walked.has(route))).toEqual([]);
    expect(documented.filter((route) => !succeeded.has(route) && !MAY_ANSWER_ONLY_REFUSALS.includes(route))).toEqual([]);
  });

  it('describes every route of the API the server registers, and no other', () => {
    // Paths match whatever their case (legacy clients send /api/noticelist): the router lists them lowercased.
    const lower = (routes: string[]) => routes.map((route) => route.toLowerCase()).sort();
    const registered = registeredRoutes(t.app);
    expect(registered.length).toBeGreaterThan(70);
    const api = registered.filter((route) => !lower(NOT_API_ROUTES).includes(route.toLowerCase()));
    expect(lower(api)).toEqual(lower(documentRoutes(document)));
  });
});
