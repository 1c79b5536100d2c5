import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { SITE_ID, SiteStateCache } from '../src/kernel/site-settings';
import { signedInOperator } from './support/admins';
import { startTestApp, type TestApp, withoutTurnoverRule } from './support/app';
import { dialects } from './support/databases';
import { PAY_PASSWORD, registration, uniqueName } from './support/members';
import { fundedMember } from './support/money';

/** Issue #13, item 1: maintenance is enforced by the server, not only by the web app. */
const TIPS = '系统升级中，预计两点恢复';
const MAINTENANCE = { code: 503, message: TIPS, data: [] };

describe.each(dialects)('maintenance on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let id: number;
  let admin: string;
  let cardId: number;
  let gameToken: string;
  let key = 0;
  const send = async (path: string, body: unknown = {}, bearer: string | undefined = token) => {
    key += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: `10.88.${String(key % 250)}.1`,
      headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), 'content-type': 'application/json', 'idempotency-key': `maint-${String(key)}-${String(Date.now())}` },
      payload: JSON.stringify(body),
    });
    return response.json<{ code: number; message: unknown; data: unknown }>();
  };
  const adminCall = (path: string, body: unknown) => send(`/admin/api/${path}`, body, admin);
  const balances = async () => {
    const { mainFen, gameFen } = await memberBalances(t.db.database.db, id);
    return { mainFen, gameFen };
  };
  const count = async (table: 'deposit_order' | 'withdrawal' | 'bound_card') =>
    Number((await t.db.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);

  /** Every kind of member call, each with a body that would succeed while the site is open. */
  const memberCalls = (): [string, unknown][] => [
    ['/api/transfer', { amount: '10', sourcetype: 'userbalance', targettype: 'pp' }],
    ['/api/recharge', { paytype: 1, amount: '200', catepay: '', bank: '工商银行', bank_address: '上海', bank_no: '6222000011112222', bank_owner: '张三' }],
    ['/api/getGameUrl', { plat_name: 'pp', game_type: 'concise', game_code: 'pp_001', is_mobile_url: 1 }],
    ['/api/transall', {}],
    ['/api/user', {}],
    ['/api/balance', {}],
    ['/api/withdraw', { bank: cardId, amount: '100', password: PAY_PASSWORD }],
    ['/api/bindcard', { bank_owner: '张三', bank: '建设银行', bank_address: '北京', bank_no: '6222020200112299', pay_pass: PAY_PASSWORD }],
  ];

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await withoutTurnoverRule(t.db.database);
    ({ token, id } = await fundedMember(t, 1000_00));
    expect((await send('/api/bindcard', { bank_owner: '张三', bank: '中国银行', bank_address: '北京', bank_no: '6222020200112233', pay_pass: PAY_PASSWORD })).code).toBe(200);
    cardId = (await t.db.database.db.selectFrom('bound_card').select('id').where('member_id', '=', id).executeTakeFirstOrThrow()).id;
    // Some money in a game wallet, so that transall would have something to bring back.
    expect((await send('/api/transfer', { amount: '50', sourcetype: 'userbalance', targettype: 'pp' })).code).toBe(200);
    const launched = await send('/api/getGameUrl', { plat_name: 'pp', game_type: 'concise', game_code: 'pp_001', is_mobile_url: 1 });
    gameToken = new URL((launched.data as { url: string }).url).searchParams.get('token') ?? '';
    admin = (await signedInOperator(t.app, t.db.database.db, 'ops')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses every member call with the maintenance code and repair_tips, moving no money; app and operators still answer', async () => {
    expect(await adminCall('site', { site_state: 0, repair_tips: TIPS })).toMatchObject({ code: 200 });
    const before = await balances();
    const deposits = await count('deposit_order');
    const withdrawals = await count('withdrawal');
    const cards = await count('bound_card');

    for (const [path, body] of memberCalls()) {
      expect(await send(path, body), path).toEqual(MAINTENANCE);
    }
    // No session needed to be told: login, register and the captcha are member calls too.
    expect(await send('/api/login_pc', { name: 'someone1', password: 'abcd1234', code: 'ab12' }, undefined)).toEqual(MAINTENANCE);
    expect(await send('/api/register', registration(uniqueName()), undefined)).toEqual(MAINTENANCE);
    expect((await t.app.inject({ method: 'GET', url: '/api/captcha' })).json()).toEqual(MAINTENANCE);
    // The demo game's bets move money too.
    const spin = await t.app.inject({ method: 'POST', url: '/demo-game/api/spin', payload: { token: gameToken, stake: 10 } });
    expect(spin.json()).toEqual(MAINTENANCE);

    expect(await balances()).toEqual(before);
    expect(await count('deposit_order')).toBe(deposits);
    expect(await count('withdrawal')).toBe(withdrawals);
    expect(await count('bound_card')).toBe(cards);

    // What the maintenance screen needs, and public content, still answer.
    expect(await send('/api/app', {}, undefined)).toMatchObject({ code: 200, data: { site_state: 0, repair_tips: TIPS } });
    expect((await send('/api/homenotice', {}, undefined)).code).toBe(200);
    // Unknown paths keep their 404.
    expect((await t.app.inject({ method: 'POST', url: '/api/nothing-here' })).statusCode).toBe(404);

    // Operators keep working.
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/ledger/check', headers: { authorization: `Bearer ${admin}` } })).json()).toMatchObject({ code: 200 });
    expect(await adminCall('adjust', { username: (await t.db.database.db.selectFrom('member').select('username').where('id', '=', id).executeTakeFirstOrThrow()).username, amount: '5', memo: '维护补偿' })).toMatchObject({ code: 200 });
    expect((await balances()).mainFen).toBe(before.mainFen + 5_00);
  });

  it('answers again as soon as an operator sets site_state 1', async () => {
    expect(await adminCall('site', { site_state: 1 })).toMatchObject({ code: 200 });
    for (const [path, body] of memberCalls()) {
      expect((await send(path, body)).code, path).toBe(200);
    }
  });

  it('sees a change made elsewhere (npm run admin, another instance) within two seconds', async () => {
    expect((await send('/api/balance')).code).toBe(200);
    try {
      await t.db.database.db.updateTable('site').set({ site_state: 0, repair_tips: TIPS }).where('id', '=', SITE_ID).execute();
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect(await send('/api/balance')).toEqual(MAINTENANCE);
    } finally {
      await t.db.database.db.updateTable('site').set({ site_state: 1 }).where('id', '=', SITE_ID).execute();
    }
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await send('/api/balance')).code).toBe(200);
  });

  it('answers the last site state just past the cache time while one read refreshes it, and reads before answering after a quiet moment', async () => {
    const cache = new SiteStateCache(t.db.database.db, 100);
    expect((await cache.current()).site_state).toBe(1);
    await t.db.database.db.updateTable('site').set({ site_state: 0 }).where('id', '=', SITE_ID).execute();
    try {
      await new Promise((resolve) => setTimeout(resolve, 120));
      // Past the cache time: the last state at once (no promise to wait for), and a refresh started.
      const justPast = cache.current();
      expect(justPast).not.toBeInstanceOf(Promise);
      expect((justPast as { site_state: number }).site_state).toBe(1);
      await expect.poll(async () => (await cache.current()).site_state).toBe(0);
      await t.db.database.db.updateTable('site').set({ site_state: 1 }).where('id', '=', SITE_ID).execute();
      await new Promise((resolve) => setTimeout(resolve, 250));
      // Quiet for over twice the cache time: read before answering.
      const afterQuiet = cache.current();
      expect(afterQuiet).toBeInstanceOf(Promise);
      expect((await afterQuiet).site_state).toBe(1);
    } finally {
      await t.db.database.db.updateTable('site').set({ site_state: 1 }).where('id', '=', SITE_ID).execute();
    }
  });

  it('reads the site state once for many balance polls: a short in-process cache, shared by concurrent misses', async () => {
    let reads = 0;
    const counting = t.db.database.db.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'SelectQueryNode') reads += 1;
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    });
    const cache = new SiteStateCache(counting);
    const answers = await Promise.all(Array.from({ length: 20 }, async () => cache.current()));
    for (let i = 0; i < 20; i += 1) answers.push(await cache.current());
    expect(answers.every((answer) => answer.site_state === 1)).toBe(true);
    expect(reads).toBe(1);
    cache.forget();
    await cache.current();
    expect(reads).toBe(2);
  });
});
