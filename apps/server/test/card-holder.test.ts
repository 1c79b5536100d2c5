import { CARD_TYPES, WITHDRAWAL_FLAG_LABELS } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { SERVER_MSG } from '@casino/contract/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PAY_PASSWORD, registerMember } from './support/members';
import { fundMember, memberId } from './support/money';

/**
 * Issue #41 item 2: the holder of a bank card is the member's real name. A card in another person's name is
 * refused with a message and nothing changes (the pay password's budget neither); a card bound under another
 * name before (a database from before the rule) is flagged in 提现审核 and its export, so the operator sees it
 * before paying.
 */
describe.each(dialects)('bank cards only in the member’s own name on %s (issue #41 item 2)', (dialect) => {
  let t: TestApp;
  let finance: TestOperator;
  const db = () => t.db.database.db;
  const card = (bank_owner: string, bank_no: string) => ({ bank_owner, bank: '招商银行', bank_address: '深圳科技园支行', bank_no, pay_pass: PAY_PASSWORD });
  const cardsOf = async (username: string) => db().selectFrom('bound_card').select(['bank_owner', 'bank_no']).where('member_id', '=', await memberId(t.db.database, username)).execute();
  const payBudget = async (username: string) => db().selectFrom('rate_limit').select(['key', 'hits']).where('key', '=', `paypass:member:${String(await memberId(t.db.database, username))}`).execute();

  beforeAll(async () => {
    t = await startTestApp(dialect);
    finance = await signedInOperator(t.app, db(), 'holder-finance', 'finance');
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a card in another person’s name, with its message, and binds nothing', async () => {
    const player = await registerMember(t.app, undefined, { realname: '张三' });
    const budgetBefore = await payBudget(player.name);
    for (const owner of ['李四', '张三丰', '张 三']) {
      const answer = await post(t.app, '/api/bindcard', card(owner, '6225880112349012'), player.token);
      expect(answer.body, owner).toMatchObject({ code: 1000, message: SERVER_MSG.bindHolderNotMember });
    }
    // A wrong pay password with another name is refused for the name: no try of the pay password is spent.
    expect((await post(t.app, '/api/bindcard', { ...card('李四', '6225880112349012'), pay_pass: '000000' }, player.token)).body.message).toBe(SERVER_MSG.bindHolderNotMember);
    expect(await payBudget(player.name)).toEqual(budgetBefore);
    expect(await cardsOf(player.name)).toEqual([]);

    // The member's own name binds, the spaces around it aside; a Latin name in any case.
    expect((await post(t.app, '/api/bindcard', card(' 张三 ', '6225880112349012'), player.token)).body).toMatchObject({ code: 200, message: MSG.bound });
    expect(await cardsOf(player.name)).toEqual([{ bank_owner: '张三', bank_no: '6225880112349012' }]);
    const latin = await registerMember(t.app, undefined, { realname: 'Tom Lee' });
    expect((await post(t.app, '/api/bindcard', card('tom  lee', '6225880112340001'), latin.token)).body).toMatchObject({ code: 200 });
    expect(await cardsOf(latin.name)).toEqual([{ bank_owner: 'Tom Lee', bank_no: '6225880112340001' }]);
  });

  it('flags in 提现审核 and its export a withdrawal to a card bound before under another name', async () => {
    const player = await registerMember(t.app, undefined, { realname: '张三' });
    const id = await memberId(t.db.database, player.name);
    const own = await post(t.app, '/api/bindcard', card('张三', '6225880112345678'), player.token);
    expect(own.body.code).toBe(200);
    // Bound under another name before the rule.
    const other = await db()
      .insertInto('bound_card')
      .values({ member_id: id, type: CARD_TYPES.bank, bank: '招商银行', bank_no: '6225880112349012', bank_owner: '李四', bank_address: '深圳科技园支行', created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await fundMember(t.db.database, id, 1_000_00);
    for (const [bank, amount] of [
      [(own.body.data as { id: number }).id, '100'],
      [other.id, '120'],
    ] as const) {
      const asked = await post(t.app, '/api/withdraw', { bank, amount, password: PAY_PASSWORD }, player.token);
      expect(asked.body.code, JSON.stringify(asked.body)).toBe(200);
    }

    const queue = await t.app.inject({ method: 'GET', url: '/admin/api/withdrawals', query: { username: player.name }, headers: { authorization: `Bearer ${finance.token}` } });
    const rows = queue.json<{ data: { data: { amount: number; account: string; flags: string[] }[] } }>().data.data;
    expect(rows.map((row) => [row.amount, row.flags])).toEqual([
      [100, []],
      [120, ['holder-not-member']],
    ]);
    expect(WITHDRAWAL_FLAG_LABELS['holder-not-member']).toBe('持卡人非会员本人');

    const exported = await t.app.inject({ method: 'GET', url: '/admin/api/withdrawals.csv', query: { username: player.name }, headers: { authorization: `Bearer ${finance.token}` } });
    expect(exported.statusCode).toBe(200);
    const lines = exported.body.split('\n').filter((line) => line.includes(player.name));
    expect(lines.filter((line) => line.includes('持卡人非会员本人'))).toHaveLength(1);
    expect(lines.find((line) => line.includes('持卡人非会员本人'))).toContain('9012');
  });
});
