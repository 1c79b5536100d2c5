import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PAY_PASSWORD, registerMember } from './support/members';
import { fundMember, memberId } from './support/money';
import { ERC20_ADDRESSES, TRC20_ADDRESSES } from '../../../packages/contract/test/crypto-addresses';
import { MSG } from '@casino/contract/messages';

interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}
interface Entry {
  id: number;
  kind: string;
  number: string;
  reason: string;
  created_by: string;
  bound: number;
}

const [, , ERC20] = ERC20_ADDRESSES;
const [, , TRC20, OTHER_TRC20] = TRC20_ADDRESSES;

describe.each(dialects)('the blacklist of card numbers and addresses on %s', (dialect) => {
  let t: TestApp;
  let finance: TestOperator;
  let support: TestOperator;
  let player: { name: string; token: string };
  let holder: { name: string; token: string };
  const card = `62170000${String(Date.now()).slice(-8)}`;
  const heldCard = `62171111${String(Date.now()).slice(-8)}`;

  const call = async <T = unknown>(operator: TestOperator, method: 'GET' | 'POST', url: string, body: Record<string, unknown>) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${operator.token}` },
      ...(method === 'GET' ? { query: Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)])) } : { payload: body }),
    });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  };
  const add = (kind: string, number: string, reason = '涉嫌盗卡') => call<Entry>(finance, 'POST', '/admin/api/blacklist/add', { kind, number, reason });
  const bindBank = (token: string, bankNo: string) => post(t.app, '/api/bindcard', { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: bankNo, pay_pass: PAY_PASSWORD }, token);
  const bindUsdt = (token: string, address: string, protocol: string) => post(t.app, '/api/bindcard', { bank: 'USDT', bank_no: address, bank_owner: protocol, pay_pass: PAY_PASSWORD }, token);
  const boundCount = async (username: string) =>
    Number((await t.db.database.db.selectFrom('bound_card').select((eb) => eb.fn.countAll().as('n')).where('member_id', '=', await memberId(t.db.database, username)).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await startTestApp(dialect);
    finance = await signedInOperator(t.app, t.db.database.db, 'black-finance', 'finance');
    support = await signedInOperator(t.app, t.db.database.db, 'black-support', 'support');
    player = await registerMember(t.app);
    holder = await registerMember(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds a card number (spaces taken out) and an address with a reason, audited; a repeat is refused, also in another case or spacing', async () => {
    const spaced = card.replace(/(\d{4})/g, '$1 ').trim();
    const added = await add('card', spaced);
    expect(added.body.code, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ kind: 'card', number: card, reason: '涉嫌盗卡', created_by: 'black-finance', bound: 0 });
    expect((await add('card', card)).body).toMatchObject({ code: 409, message: '该卡号或地址已在黑名单中' });
    expect((await add('address', ERC20)).body.code).toBe(200);
    expect((await add('address', ERC20.toLowerCase())).body).toMatchObject({ code: 409, message: '该卡号或地址已在黑名单中' });
    expect((await add('address', TRC20)).body.code).toBe(200);
    // A TRC20 address is base58: another case is another address.
    expect((await add('address', TRC20.toLowerCase(), '测试')).body.code).toBe(200);

    const audited = await t.db.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'adminAddBlacklist').orderBy('id').execute();
    expect(audited[0]).toMatchObject({ admin_name: 'black-finance', target: `blacklist:${card}` });
    expect(JSON.parse(audited[0]?.after_json ?? 'null')).toEqual({ kind: 'card', number: card, reason: '涉嫌盗卡' });
    expect(audited).toHaveLength(4);
  });

  it('refuses an entry without a reason or of a wrong shape, and support may read but not change it', async () => {
    expect((await add('card', '6222 0000 1111', '')).body).toMatchObject({ code: 1000, message: '请填写加入黑名单的原因（不超过200字）' });
    expect((await add('card', '6222-abc', '原因')).body).toMatchObject({ message: '请输入正确的银行卡号（8-19位数字）或收款地址（字母、数字）' });
    expect((await add('card', '  ', '原因')).body).toMatchObject({ message: '请输入银行卡号或收款地址' });
    expect((await call(support, 'POST', '/admin/api/blacklist/add', { kind: 'card', number: '62220000111122', reason: '原因' })).status).toBe(403);
    const listed = await call<{ data: Entry[]; total: number }>(support, 'GET', '/admin/api/blacklist', {});
    expect(listed.body.data.total).toBe(4);
    expect(listed.body.data.data[0]?.number).toBe(TRC20.toLowerCase());
    const found = await call<{ data: Entry[] }>(support, 'GET', '/admin/api/blacklist', { q: ERC20.slice(0, 12).toUpperCase().replace('0X', '0x') });
    expect(found.body.data.data.map((entry) => entry.number)).toEqual([ERC20]);
    const cards = await call<{ data: Entry[] }>(support, 'GET', '/admin/api/blacklist', { kind: 'card' });
    expect(cards.body.data.data.map((entry) => entry.number)).toEqual([card]);
  });

  it('refuses binding a blacklisted card or address with its message, saving nothing; the ERC20 address in any case, the TRC20 only exactly', async () => {
    const refused = await bindBank(player.token, card);
    expect(refused.body).toMatchObject({ code: 409, message: '该卡号或地址存在风险，无法绑定，请更换其他账户或联系客服' });
    expect((await bindUsdt(player.token, ERC20.toLowerCase(), 'ERC20')).body.message).toBe('该卡号或地址存在风险，无法绑定，请更换其他账户或联系客服');
    expect((await bindUsdt(player.token, ERC20.toUpperCase().replace('0X', '0x'), 'ERC20')).body.code).toBe(409);
    expect((await bindUsdt(player.token, TRC20, 'TRC20')).body.code).toBe(409);
    expect(await boundCount(player.name)).toBe(0);
    // Another case of a TRC20 address breaks its base58check checksum: refused as no address at all, not as blacklisted.
    const otherCase = `${TRC20.slice(0, 10)}${TRC20.slice(10).toUpperCase()}`;
    expect((await bindUsdt(player.token, otherCase, 'TRC20')).body.message).toBe(MSG.trc20AddressFormat);
    expect((await bindUsdt(player.token, OTHER_TRC20, 'TRC20')).body.code).toBe(200);
    expect(await boundCount(player.name)).toBe(1);
  });

  it("flags a member who already has a now-blacklisted account bound on their detail and withdrawals, and a withdrawal paid to it", async () => {
    const bound = await bindBank(holder.token, heldCard);
    expect(bound.body.code).toBe(200);
    const other = await bindBank(holder.token, `62172222${String(Date.now()).slice(-8)}`);
    await fundMember(t.db.database, await memberId(t.db.database, holder.name), 500_00);
    const toHeld = await post(t.app, '/api/withdraw', { bank: (bound.body.data as { id: number }).id, amount: '100', password: PAY_PASSWORD }, holder.token);
    expect(toHeld.body.code, JSON.stringify(toHeld.body)).toBe(200);
    const toOther = await post(t.app, '/api/withdraw', { bank: (other.body.data as { id: number }).id, amount: '120', password: PAY_PASSWORD }, holder.token);
    expect(toOther.body.code, JSON.stringify(toOther.body)).toBe(200);

    const flagsNow = async () =>
      (await call<{ data: { amount: number; flags: string[] }[] }>(finance, 'GET', '/admin/api/withdrawals', { username: holder.name })).body.data.data.map((row) => [row.amount, row.flags]);
    expect(await flagsNow()).toEqual([
      [100, []],
      [120, []],
    ]);
    const detailBefore = await call<{ bound_accounts: { number: string; blacklisted: boolean }[] }>(finance, 'GET', '/admin/api/members/detail', { username: holder.name });
    expect(detailBefore.body.data.bound_accounts.map((account) => account.blacklisted)).toEqual([false, false]);

    const added = await add('card', heldCard, '持卡人报案');
    expect(added.body.data.bound).toBe(1);
    expect(await flagsNow()).toEqual([
      [100, ['blacklisted-account', 'member-blacklisted']],
      [120, ['member-blacklisted']],
    ]);
    const detail = await call<{ bound_accounts: { number: string; blacklisted: boolean }[] }>(finance, 'GET', '/admin/api/members/detail', { username: holder.name });
    expect(detail.body.data.bound_accounts.map((account) => [account.number.slice(-4), account.blacklisted])).toEqual([
      [heldCard.slice(-4), true],
      [expect.any(String), false],
    ]);
  });

  it('removes an entry, audited with it as it was; the number may be bound again', async () => {
    const listed = await call<{ data: Entry[] }>(finance, 'GET', '/admin/api/blacklist', { q: card });
    const entry = listed.body.data.data[0];
    expect(entry?.number).toBe(card);
    expect((await call(support, 'POST', '/admin/api/blacklist/remove', { id: entry?.id ?? 0 })).status).toBe(403);
    expect((await call(finance, 'POST', '/admin/api/blacklist/remove', { id: entry?.id ?? 0 })).body.code).toBe(200);
    expect((await call(finance, 'POST', '/admin/api/blacklist/remove', { id: entry?.id ?? 0 })).body).toMatchObject({ code: 202, message: '该黑名单记录不存在或已移除' });
    const audited = await t.db.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'adminRemoveBlacklist').execute();
    expect(audited.map((row) => [row.target, JSON.parse(row.before_json ?? 'null') as unknown, row.after_json])).toEqual([
      [`blacklist:${card}`, expect.objectContaining({ kind: 'card', number: card, reason: '涉嫌盗卡', created_by: 'black-finance' }), null],
    ]);
    expect((await bindBank(player.token, card)).body.code).toBe(200);
  });
});
