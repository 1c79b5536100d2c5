import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestApp, type TestApp, withoutTurnoverRule } from './support/app';
import { dialects } from './support/databases';
import { PAY_PASSWORD } from './support/members';
import { fundedMember } from './support/money';

/** Issue #13, items 2 and 5: free text fields by what they hold, amounts by their format. */
const MARKUP = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>'];
const CARD = { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: '6222020200112233', pay_pass: PAY_PASSWORD };
const DEPOSIT = { paytype: 1, amount: '200', catepay: '', bank: '工商银行', bank_address: '上海', bank_no: '6222000011112222', bank_owner: '张三' };

describe.each(dialects)('input formats on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let id: number;
  let key = 0;
  const money = async (path: string, body: unknown) => {
    key += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': `formats-${String(key)}-${String(Date.now())}` },
      payload: JSON.stringify(body),
    });
    return response.json<{ code: number; message: unknown }>();
  };
  const count = async (table: 'bound_card' | 'deposit_order' | 'agent_apply' | 'withdrawal') => {
    const row = await t.db.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const balance = async () => (await post(t.app, '/api/balance', undefined, token)).body.data;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await withoutTurnoverRule(t.db.database);
    ({ token, id } = await fundedMember(t, 1000_00));
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(MARKUP)('bindcard refuses %j in each free text field with its message and stores nothing', async (value) => {
    const before = await count('bound_card');
    for (const [field, message] of [['bank_owner', '姓名格式不正确'], ['bank', '银行名称格式不正确'], ['bank_address', '开户行地址格式不正确']] as const) {
      expect((await post(t.app, '/api/bindcard', { ...CARD, [field]: value }, token)).body).toMatchObject({ code: 1000, message });
    }
    expect(await count('bound_card')).toBe(before);
  });

  it.each(MARKUP)('recharge refuses %j in each bank field with its message and stores nothing', async (value) => {
    const before = await count('deposit_order');
    for (const [field, message] of [
      ['bank_owner', '存款人姓名格式不正确'],
      ['bank', '银行类型格式不正确'],
      ['bank_no', '请输入正确的银行卡号'],
      ['bank_address', '银行开户行地址格式不正确'],
    ] as const) {
      expect(await money('/api/recharge', { ...DEPOSIT, [field]: value })).toMatchObject({ code: 1000, message });
    }
    expect(await count('deposit_order')).toBe(before);
  });

  it.each(MARKUP)('applyagentdo refuses %j in apply_info with its message and stores nothing', async (value) => {
    const before = await count('agent_apply');
    expect((await post(t.app, '/api/applyagentdo', { mobile: '13812345678', apply_info: value }, token)).body).toMatchObject({ code: 1000, message: '申请理由不能包含特殊字符' });
    expect(await count('agent_apply')).toBe(before);
  });

  it('still takes well-formed text', async () => {
    expect((await post(t.app, '/api/bindcard', CARD, token)).body.code).toBe(200);
    expect((await money('/api/recharge', DEPOSIT)).code).toBe(200);
    expect((await post(t.app, '/api/applyagentdo', { mobile: '13812345678', apply_info: '我有会员，想做代理！' }, token)).body.code).toBe(200);
  });

  it.each([' 100 ', '100.001', '100 '])('refuses the amount %j with the amount format message, moving nothing', async (amount) => {
    const before = await balance();
    const card = (await t.db.database.db.selectFrom('bound_card').select('id').where('member_id', '=', id).executeTakeFirstOrThrow()).id;
    const withdrawals = await count('withdrawal');
    const deposits = await count('deposit_order');
    expect(await money('/api/withdraw', { bank: card, amount, password: PAY_PASSWORD })).toMatchObject({ code: 1000, message: '请输入正确的金额' });
    expect(await money('/api/transfer', { amount, sourcetype: 'userbalance', targettype: 'pp' })).toMatchObject({ code: 1000, message: '请输入正确的金额' });
    expect(await money('/api/recharge', { ...DEPOSIT, amount })).toMatchObject({ code: 1000, message: '请输入正确的金额' });
    expect(await count('withdrawal')).toBe(withdrawals);
    expect(await count('deposit_order')).toBe(deposits);
    expect(await balance()).toEqual(before);
  });
});
