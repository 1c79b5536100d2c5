import type { PlatformBankAccount } from '@casino/contract/entities/deposit';
import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { checkReceivingAccount } from '@casino/contract/rules/admin-receiving-account';
import { Migrator, type Generated, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/platform/db/migrate';
import { migrations } from '../src/platform/db/migrations';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';
import { ERC20_ADDRESS, TRC20_ADDRESS } from '../../../packages/contract/test/crypto-addresses';

const BANK = { channel: 'bank', bank_name: '中国建设银行', bank_no: '6217000011112222', bank_owner: '李四', bank_address: '上海浦东支行', sort: 1, enabled: true };
const WECHAT = { channel: 'wechat', payimg: 'https://pay.example.com/qr/wx.png', content: '扫码付款后请等待审核。', bank_no: 'wx-merchant.01', sort: 0, enabled: true };
const TRC20 = { channel: 'usdt-trc20', payimg: '/uploads/trc20.png', content: '请使用TRC20网络转账。', bank_no: TRC20_ADDRESS, sort: 0, enabled: true };

describe('checkReceivingAccount, the rule the console and the server run', () => {
  it('asks a bank account for its bank, an 8–19 digit card number, owner and branch, in that order', () => {
    expect(checkReceivingAccount(BANK)).toBeUndefined();
    expect(checkReceivingAccount({ ...BANK, bank_no: '6222 0000 0000 8888' })).toBeUndefined();
    expect(checkReceivingAccount({ ...BANK, channel: 'nowhere' })).toBe(ADMIN_MSG.adminAccountChannel);
    expect(checkReceivingAccount({ ...BANK, bank_name: '' })).toBe(ADMIN_MSG.adminAccountBankName);
    expect(checkReceivingAccount({ ...BANK, bank_name: '<b>银行</b>' })).toBe(ADMIN_MSG.adminAccountBankName);
    for (const bankNo of ['', '1234567', '12345678901234567890', '6217-0000-1111', '6217abc011112222', '6217  0000 1111']) {
      expect(checkReceivingAccount({ ...BANK, bank_no: bankNo }), bankNo).toBe(ADMIN_MSG.adminAccountBankNo);
    }
    expect(checkReceivingAccount({ ...BANK, bank_owner: '' })).toBe(ADMIN_MSG.adminAccountOwner);
    expect(checkReceivingAccount({ ...BANK, bank_address: '' })).toBe(ADMIN_MSG.adminAccountBranch);
    expect(checkReceivingAccount({ ...BANK, sort: 10000 })).toBe(ADMIN_MSG.adminSortRange);
    // The first broken rule is the one answered.
    expect(checkReceivingAccount({ ...BANK, bank_name: '', bank_no: '' })).toBe(ADMIN_MSG.adminAccountBankName);
  });

  it('asks a QR channel for an http(s) or site-path image and instructions; the address may be left out', () => {
    expect(checkReceivingAccount(WECHAT)).toBeUndefined();
    expect(checkReceivingAccount({ ...WECHAT, payimg: '/uploads/qr.png', bank_no: '' })).toBeUndefined();
    for (const payimg of ['', 'javascript:alert(1)', '//evil.example/qr.png', 'data:image/png;base64,AAAA', 'https://x.example/a b.png', `/${'a'.repeat(500)}`]) {
      expect(checkReceivingAccount({ ...WECHAT, payimg }), payimg).toBe(ADMIN_MSG.adminAccountImage);
    }
    expect(checkReceivingAccount({ ...WECHAT, content: '' })).toBe(ADMIN_MSG.adminAccountContent);
    expect(checkReceivingAccount({ ...WECHAT, content: '<script>x</script>' })).toBe(ADMIN_MSG.adminAccountContent);
    expect(checkReceivingAccount({ ...WECHAT, content: '说'.repeat(501) })).toBe(ADMIN_MSG.adminAccountContent);
    expect(checkReceivingAccount({ ...WECHAT, bank_no: 'has space' })).toBe(ADMIN_MSG.adminAccountAddress);
  });

  it('asks a USDT or AnToken channel for an address of its protocol (issue #33): TRC20 for usdt-trc20 and AnToken, ERC20 for usdt-erc20', () => {
    expect(checkReceivingAccount(TRC20)).toBeUndefined();
    expect(checkReceivingAccount({ ...TRC20, channel: 'antoken' })).toBeUndefined();
    expect(checkReceivingAccount({ ...TRC20, channel: 'usdt-erc20', bank_no: ERC20_ADDRESS })).toBeUndefined();
    expect(checkReceivingAccount({ ...TRC20, channel: 'usdt-erc20', bank_no: ERC20_ADDRESS.toLowerCase() })).toBeUndefined();
    // The address is what the player pays to: required, and of the channel's protocol.
    for (const bankNo of ['', 'TDemoAddressForDepositsOnly0000000', `${TRC20_ADDRESS.slice(0, -1)}1`, ERC20_ADDRESS]) {
      expect(checkReceivingAccount({ ...TRC20, bank_no: bankNo }), bankNo).toBe(MSG.trc20AddressFormat);
      expect(checkReceivingAccount({ ...TRC20, channel: 'antoken', bank_no: bankNo }), bankNo).toBe(MSG.trc20AddressFormat);
    }
    for (const bankNo of ['', TRC20_ADDRESS, ERC20_ADDRESS.replace('F8ce', 'f8Ce'), ERC20_ADDRESS.slice(0, 41)]) {
      expect(checkReceivingAccount({ ...TRC20, channel: 'usdt-erc20', bank_no: bankNo }), bankNo).toBe(MSG.erc20AddressFormat);
    }
  });
});

describe.each(dialects)('deposit channels: receiving accounts and order from the console on %s', (dialect) => {
  let t: TestApp;
  let owner: TestOperator;
  let finance: TestOperator;
  let player: { name: string; token: string };
  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await signedInOperator(t.app, t.db.database.db, 'channels-owner', 'owner');
    finance = await signedInOperator(t.app, t.db.database.db, 'channels-finance', 'finance');
    player = await registerMember(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.db.database.db;
  const get = async (url: string, token: string) => (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json<{ code: number; message: string; data: unknown }>();
  const auditOf = (action: string) => db().selectFrom('audit_log').select(['target', 'before_json', 'after_json', 'admin_name']).where('action', '=', action).orderBy('id').execute();
  const save = (body: Record<string, unknown>, token = finance.token) => post(t.app, '/admin/api/settings/receiving-accounts/save', body, token);
  const payBank = async (type?: string) => (await post(t.app, '/api/getpaybank', type === undefined ? {} : { type }, player.token)).body as { code: number; data: PlatformBankAccount };
  const accounts = () => db().selectFrom('receiving_account').selectAll().orderBy('id').execute();

  it("adds a bank account the player's getpaybank lists in the operator's order after the demo one; edits and disables it, each audited", async () => {
    const created = await save({ ...BANK, sort: 5 });
    expect(created.body).toMatchObject({ code: 200, message: MSG.operationOk, data: { ...BANK, sort: 5, payimg: '', content: '' } });
    const id = (created.body.data as { id: number }).id;
    const shown = await payBank();
    expect(shown.code).toBe(200);
    // The demo account (sort 0) first, as the answer's own fields; the new one after it in `list`.
    expect(shown.data.bank_no).toBe('6222 0000 0000 8888');
    expect(shown.data.list?.map((a) => a.bank_no)).toEqual(['6222 0000 0000 8888', BANK.bank_no]);
    expect(shown.data.payimg).toBeUndefined();

    // The demo account moved after it (sort 9 > 5): the list follows.
    const demo = (await accounts()).find((a) => a.channel === 'bank' && a.id !== id);
    expect(demo).toBeDefined();
    expect((await save({ id: demo?.id, channel: 'bank', bank_name: demo?.bank_name, bank_no: demo?.bank_no, bank_owner: demo?.bank_owner, bank_address: demo?.bank_address, sort: 9, enabled: true })).body.code).toBe(200);
    expect((await payBank()).data.list?.map((a) => a.id)).toEqual([id, demo?.id]);

    expect((await save({ ...BANK, id, bank_owner: '王五', enabled: false })).body).toMatchObject({ code: 200, data: { id, bank_owner: '王五', enabled: false } });
    expect((await payBank()).data.list?.map((a) => a.id)).toEqual([demo?.id]);

    const audit = await auditOf('adminSaveReceivingAccount');
    expect(audit.map((a) => a.target)).toEqual([`receiving_account:${String(id)}`, `receiving_account:${String(demo?.id)}`, `receiving_account:${String(id)}`]);
    expect(audit[0]?.before_json).toBeNull();
    expect(audit[0]?.admin_name).toBe('channels-finance');
    expect(JSON.parse(audit[2]?.before_json ?? '')).toMatchObject({ bank_owner: '李四', enabled: true });
    expect(JSON.parse(audit[2]?.after_json ?? '')).toMatchObject({ bank_owner: '王五', enabled: false });

    const listed = (await get('/admin/api/settings/receiving-accounts?channel=bank', owner.token)).data as { data: { id: number; enabled: boolean }[]; total: number };
    expect(listed.data.map((a) => [a.id, a.enabled])).toEqual([
      [id, false],
      [demo?.id, true],
    ]);
    expect(listed.total).toBe(2);
  });

  it("answers a QR channel's accounts to getpaybank with its type, and keeps a bank account's fields off a QR account", async () => {
    const created = await save({ ...WECHAT, bank_name: '不该存', bank_owner: '不该存', bank_address: '不该存' }, owner.token);
    expect(created.body).toMatchObject({ code: 200, data: { ...WECHAT, bank_name: '', bank_owner: '', bank_address: '' } });
    const shown = await payBank('wechat');
    // The demo QR account (sort 0, older) comes first, as the answer's own fields; the new one after it.
    // Players get a site path absolute, on the Host asked (light-my-request's localhost:80).
    expect(shown.data).toMatchObject({ bank_no: 'DEMO-WECHAT', payimg: 'http://localhost:80/assets/demo/qrcode/wechat.svg' });
    expect(shown.data.list?.map((a) => a.bank_no)).toEqual(['DEMO-WECHAT', 'wx-merchant.01']);
    expect(shown.data.list?.[1]).toMatchObject({ payimg: WECHAT.payimg, content: WECHAT.content, bank_owner: '' });
    const page = (await get('/admin/api/settings/receiving-accounts?channel=wechat&per_page=1&page=2', finance.token)).data as { data: { bank_no: string }[]; total: number; last_page: number };
    expect(page).toMatchObject({ total: 2, last_page: 2, data: [{ bank_no: 'wx-merchant.01' }] });
  });

  it("keeps what a deposit order showed when the channel's accounts change later", async () => {
    const before = (await payBank('alipay')).data.list ?? [];
    expect(before.length).toBeGreaterThan(0);
    const ordered = await post(t.app, '/api/recharge', { paytype: 3, amount: '200' }, player.token);
    expect(ordered.body.code, JSON.stringify(ordered.body)).toBe(200);
    const depositNo = ordered.body.message as string;
    const shownThen = (await post(t.app, '/api/payinfo', { deposit_no: depositNo }, player.token)).body as { data: { cardlist: { content: string; payimg: string; mch_id: string }[] } };
    expect(shownThen.data.cardlist.map((c) => c.mch_id)).toEqual(['DEMO-ALIPAY']);

    for (const account of (await accounts()).filter((a) => a.channel === 'alipay')) {
      expect((await save({ id: account.id, channel: 'alipay', payimg: account.payimg, content: account.content, bank_no: account.bank_no, sort: 0, enabled: false })).body.code).toBe(200);
    }
    expect((await save({ channel: 'alipay', payimg: '/uploads/new-qr.png', content: '新的收款码', bank_no: 'NEW-ALIPAY', sort: 0, enabled: true })).body.code).toBe(200);
    const shownNow = (await post(t.app, '/api/payinfo', { deposit_no: depositNo }, player.token)).body as typeof shownThen;
    expect(shownNow.data.cardlist).toEqual(shownThen.data.cardlist);

    const next = await post(t.app, '/api/recharge', { paytype: 3, amount: '200' }, player.token);
    const shownNext = (await post(t.app, '/api/payinfo', { deposit_no: next.body.message as string }, player.token)).body as typeof shownThen;
    expect(shownNext.data.cardlist).toEqual([{ content: '新的收款码', payimg: 'http://localhost:80/uploads/new-qr.png', mch_id: 'NEW-ALIPAY' }]);
  });

  it("refuses a broken account with the rule's message, an unknown id or channel, and changes nothing", async () => {
    const rows = await accounts();
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...BANK, bank_no: '1234' }, ADMIN_MSG.adminAccountBankNo],
      [{ ...BANK, bank_owner: ' ' }, ADMIN_MSG.adminAccountOwner],
      [{ ...WECHAT, payimg: 'javascript:alert(1)' }, ADMIN_MSG.adminAccountImage],
      [{ ...WECHAT, content: '' }, ADMIN_MSG.adminAccountContent],
      [{ ...BANK, channel: 'nowhere' }, ADMIN_MSG.adminAccountChannel],
      [{ ...BANK, id: 999_999 }, ADMIN_MSG.adminAccountNotFound],
      [{ ...TRC20, bank_no: 'TDemoAddressForDepositsOnly0000000' }, MSG.trc20AddressFormat],
      [{ ...TRC20, channel: 'usdt-erc20' }, MSG.erc20AddressFormat],
    ];
    for (const [body, message] of refusals) expect((await save(body)).body, JSON.stringify(body)).toMatchObject({ message });
    expect(await accounts()).toEqual(rows);
  });

  it("moves a channel up and down the player's list of pay ways, audited, and refuses a move past either end", async () => {
    const order = async () => ((await t.app.inject({ method: 'GET', url: '/api/get_pay_way' })).json<{ data: { order: string[] } }>()).data.order;
    expect(await order()).toEqual(['usdt', 'bank', 'wechat', 'alipay', 'antoken', 'gopay', 'okpay']);
    const consoleOrder = async () => ((await get('/admin/api/settings/channels', finance.token)).data as { data: { type: string }[] }).data.map((c) => c.type);
    expect(await consoleOrder()).toEqual(['usdt-trc20', 'usdt-erc20', 'bank', 'wechat', 'alipay', 'antoken', 'gopay', 'okpay']);

    expect((await post(t.app, '/admin/api/settings/channels/move', { type: 'bank', direction: 'up' }, finance.token)).body).toMatchObject({ code: 200 });
    expect((await post(t.app, '/admin/api/settings/channels/move', { type: 'bank', direction: 'up' }, finance.token)).body).toMatchObject({ code: 200 });
    expect(await order()).toEqual(['bank', 'usdt', 'wechat', 'alipay', 'antoken', 'gopay', 'okpay']);
    expect(await consoleOrder()).toEqual(['bank', 'usdt-trc20', 'usdt-erc20', 'wechat', 'alipay', 'antoken', 'gopay', 'okpay']);

    expect((await post(t.app, '/admin/api/settings/channels/move', { type: 'wechat', direction: 'down' }, owner.token)).body.code).toBe(200);
    expect(await order()).toEqual(['bank', 'usdt', 'alipay', 'wechat', 'antoken', 'gopay', 'okpay']);

    const channels = () => db().selectFrom('pay_channel').select(['type', 'sort']).orderBy('type').execute();
    const rows = await channels();
    expect((await post(t.app, '/admin/api/settings/channels/move', { type: 'bank', direction: 'up' }, owner.token)).body).toMatchObject({ message: ADMIN_MSG.adminChannelMoveEdge });
    expect((await post(t.app, '/admin/api/settings/channels/move', { type: 'okpay', direction: 'down' }, owner.token)).body).toMatchObject({ message: ADMIN_MSG.adminChannelMoveEdge });
    expect((await post(t.app, '/admin/api/settings/channels/move', { type: 'nowhere', direction: 'up' }, owner.token)).body).toMatchObject({ message: ADMIN_MSG.adminChannelNotFound });
    expect((await post(t.app, '/admin/api/settings/channels/move', { type: 'bank', direction: 'sideways' }, owner.token)).body.code).toBe(1000);
    expect(await channels()).toEqual(rows);

    // The console's list of accounts follows the channels' order too.
    const listed = (await get('/admin/api/settings/receiving-accounts?per_page=50', finance.token)).data as { data: { channel: string }[] };
    expect([...new Set(listed.data.map((a) => a.channel))]).toEqual(['bank', 'usdt-trc20', 'usdt-erc20', 'alipay', 'wechat', 'antoken', 'gopay', 'okpay']);

    const audit = await auditOf('adminMovePayChannel');
    expect(audit.map((a) => a.target)).toEqual(['pay_channel:bank', 'pay_channel:bank', 'pay_channel:wechat']);
    expect(JSON.parse(audit[0]?.before_json ?? '')).toEqual({ order: ['usdt-trc20', 'usdt-erc20', 'bank', 'wechat', 'alipay', 'antoken', 'gopay', 'okpay'] });
    expect(JSON.parse(audit[0]?.after_json ?? '')).toEqual({ order: ['usdt-trc20', 'bank', 'usdt-erc20', 'wechat', 'alipay', 'antoken', 'gopay', 'okpay'] });
  });

  it("seeds the demo's USDT and AnToken accounts with addresses of their protocol, so the console can save them again", async () => {
    const crypto = (await accounts()).filter((a) => ['usdt-trc20', 'usdt-erc20', 'antoken'].includes(a.channel));
    expect(crypto.map((a) => a.channel).sort()).toEqual(['antoken', 'usdt-erc20', 'usdt-trc20']);
    for (const account of crypto) {
      expect(checkReceivingAccount({ ...account, sort: account.sort }), account.channel).toBeUndefined();
      expect((await save({ id: account.id, channel: account.channel, payimg: account.payimg, content: account.content, bank_no: account.bank_no, sort: account.sort, enabled: true })).body.code).toBe(200);
    }
  });

  it('leaves the accounts and the order to owner and finance: support and content get 403 and change nothing', async () => {
    const support = await signedInOperator(t.app, db(), 'channels-support', 'support');
    const content = await signedInOperator(t.app, db(), 'channels-content', 'content');
    const rows = await accounts();
    const channels = await db().selectFrom('pay_channel').selectAll().orderBy('type').execute();
    for (const operator of [support, content]) {
      expect((await save(BANK, operator.token)).status).toBe(403);
      expect((await post(t.app, '/admin/api/settings/channels/move', { type: 'okpay', direction: 'up' }, operator.token)).status).toBe(403);
      expect((await get('/admin/api/settings/receiving-accounts', operator.token)).code).toBe(403);
    }
    expect(await accounts()).toEqual(rows);
    expect(await db().selectFrom('pay_channel').selectAll().orderBy('type').execute()).toEqual(channels);
  });

  /** The rows in the order of `value` (`order` way), ties in the order of `tie`: what a sort should answer. */
  const sortedBy = <Row>(rows: Row[], value: (row: Row) => string | number | boolean, order: string, tie: (a: Row, b: Row) => number) =>
    [...rows].sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      return x === y ? tie(a, b) : (x < y ? -1 : 1) * (order === 'asc' ? 1 : -1);
    });

  it("lists the channels in the players' order, or by name, amount or state on request either way, and refuses another sort", async () => {
    type Channel = { type: string; name: string; min: number; max: number; enabled: boolean; sort: number };
    const list = async (query: string) => (await get(`/admin/api/settings/channels?per_page=50&${query}`, finance.token)) as { code: number; data: { data: Channel[] } };
    const playersOrder = (await list('')).data.data;
    expect(playersOrder).toEqual(sortedBy(playersOrder, (c) => c.sort, 'asc', (a, b) => (a.type < b.type ? -1 : 1)));
    expect((await list('sort=sort&order=asc')).data.data).toEqual(playersOrder);

    // Two channels made to differ from the others: a narrower range, one hidden from players.
    for (const [type, min, max, enabled] of [['wechat', '50', '5000', false], ['gopay', '300', '800', true]] as const) {
      const channel = playersOrder.find((c) => c.type === type);
      expect((await post(t.app, '/admin/api/settings/channels/save', { type, name: channel?.name, min, max, enabled }, owner.token)).body.code).toBe(200);
    }
    const fields: Record<string, (c: Channel) => string | number | boolean> = { sort: (c) => c.sort, name: (c) => c.name, min: (c) => c.min, max: (c) => c.max, enabled: (c) => c.enabled };
    const changed = (await list('')).data.data;
    expect(changed.map((c) => c.type)).toEqual(playersOrder.map((c) => c.type));
    const place = new Map(changed.map((c, index) => [c.type, index]));
    for (const [column, value] of Object.entries(fields)) {
      expect(new Set(changed.map(value)).size, column).toBeGreaterThan(1);
      for (const order of ['asc', 'desc']) {
        const rows = (await list(`sort=${column}&order=${order}`)).data.data;
        expect(rows).toHaveLength(changed.length);
        // Ties keep the players' order.
        expect(rows, `${column} ${order}`).toEqual(sortedBy(rows, value, order, (a, b) => (place.get(a.type) ?? 0) - (place.get(b.type) ?? 0)));
      }
    }
    expect((await list('sort=type')).code).toBe(1000);
    expect((await list('sort=name&order=sideways')).code).toBe(1000);
  });

  it("lists the receiving accounts in the players' order, or by sort or state on request either way, within the channel filter", async () => {
    type Account = { id: number; channel: string; sort: number; enabled: boolean };
    const list = async (query: string) => (await get(`/admin/api/settings/receiving-accounts?per_page=50&${query}`, finance.token)) as { code: number; data: { data: Account[] } };
    const channelPlace = new Map(((await get('/admin/api/settings/channels?per_page=50', finance.token)).data as { data: { type: string }[] }).data.map((c, index) => [c.type, index]));
    const playersTie = (a: Account, b: Account) => (channelPlace.get(a.channel) ?? 0) - (channelPlace.get(b.channel) ?? 0) || a.sort - b.sort || a.id - b.id;
    const playersOrder = (await list('')).data.data;
    expect(playersOrder).toEqual(sortedBy(playersOrder, () => 0, 'asc', playersTie));
    expect((await list('sort=channel&order=asc')).data.data).toEqual(playersOrder);

    // The tests above left accounts of several orders (0, 5, 9), and disabled ones.
    const fields: Record<string, (a: Account) => number | boolean> = { channel: (a) => channelPlace.get(a.channel) ?? 0, sort: (a) => a.sort, enabled: (a) => a.enabled };
    for (const [column, value] of Object.entries(fields)) {
      expect(new Set(playersOrder.map(value)).size, column).toBeGreaterThan(1);
      for (const order of ['asc', 'desc']) {
        const rows = (await list(`sort=${column}&order=${order}`)).data.data;
        expect(rows).toHaveLength(playersOrder.length);
        expect(rows, `${column} ${order}`).toEqual(sortedBy(rows, value, order, playersTie));
      }
    }
    // The channel filter holds under a sort.
    const bank = (await list('channel=bank&sort=sort&order=desc')).data.data;
    expect(bank.length).toBeGreaterThan(1);
    expect(bank.every((a) => a.channel === 'bank')).toBe(true);
    expect(bank).toEqual(sortedBy(bank, (a) => a.sort, 'desc', playersTie));
    expect((await list('sort=bank_no')).code).toBe(1000);
    expect((await list('sort=sort&order=up')).code).toBe(1000);
  });
});

describe.each(dialects)('migration 0016 on %s', (dialect) => {
  it("turns each wallet channel's QR image, address and instructions into its first account, and back", async () => {
    const t = await startTestApp(dialect);
    try {
      const { db } = t.db.database;
      const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
      // The seeded demo accounts, once down: each wallet channel carries its first account's fields again.
      expect((await migrator.migrateTo('0013-member-search')).error).toBeUndefined();
      const legacy = db as unknown as Kysely<LegacyTables>;
      const wechat = await legacy.selectFrom('pay_channel').select(['payimg', 'mch_id', 'content']).where('type', '=', 'wechat').executeTakeFirstOrThrow();
      expect(wechat).toMatchObject({ mch_id: 'DEMO-WECHAT', content: '演示收款码：付款后请等待后台审核，审核通过后自动到账。' });
      expect(wechat.payimg).not.toBe('');
      expect(await legacy.selectFrom('receiving_account').select('bank_no').execute()).toEqual([{ bank_no: '6222 0000 0000 8888' }]);

      await migrateToLatest(t.db.database);
      const accounts = await db.selectFrom('receiving_account').select(['channel', 'bank_no', 'payimg', 'content', 'state']).where('channel', '=', 'wechat').execute();
      expect(accounts).toEqual([{ channel: 'wechat', bank_no: 'DEMO-WECHAT', payimg: wechat.payimg, content: wechat.content, state: 1 }]);
      expect((await db.selectFrom('receiving_account').select('channel').where('bank_no', '=', '6222 0000 0000 8888').executeTakeFirstOrThrow()).channel).toBe('bank');
      const sorts = await db.selectFrom('pay_channel').select(['type', 'sort']).orderBy('sort').execute();
      expect(sorts.map((c) => c.type)).toEqual(['usdt-trc20', 'usdt-erc20', 'bank', 'wechat', 'alipay', 'antoken', 'gopay', 'okpay']);
    } finally {
      await t.close();
    }
  });
});

/** The two tables as they were before migration 0016. */
interface LegacyTables {
  pay_channel: { type: string; payimg: string; mch_id: string; content: string };
  receiving_account: { id: Generated<number>; bank_no: string };
}
