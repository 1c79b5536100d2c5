import { MSG } from '@casino/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';
import { fundMember, memberId } from './support/money';

/** Existing clients send some text fields as numbers; they are read as their decimal text (DESIGN: old clients). */
describe.each(dialects)('numbers in text fields on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('launches a game with game_type: 2', async () => {
    const { token } = await registerMember(t.app);
    const answer = await post(t.app, '/api/getGameUrl', { plat_name: 'pp', game_type: 2, is_mobile_url: 1 }, token);
    expect(answer.body).toMatchObject({ code: 200, message: MSG.jumping });
    expect((answer.body.data as { url: string }).url).toContain('/demo-game/?token=');
  });

  it('still refuses unknown fields on money calls', async () => {
    const { token } = await registerMember(t.app);
    const answer = await post(t.app, '/api/getGameUrl', { plat_name: 'pp', game_type: 2, balance: 100 }, token);
    expect(answer.body).toMatchObject({ code: 1000, message: MSG.invalidRequest });
  });

  it('binds a card and withdraws with numeric card number and pay passwords', async () => {
    const { name, token } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    await fundMember(t.db.database, id, 500_00);
    const bound = await post(t.app, '/api/bindcard', { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: 6222020200112233, pay_pass: 123456 }, token);
    expect(bound.body.code, JSON.stringify(bound.body)).toBe(200);
    const cards = (await post(t.app, '/api/getcard', { type: 1 }, token)).body.data as { bank_no: string }[];
    expect(cards[0]?.bank_no).toBe('6222020200112233');
    const withdrawal = await post(t.app, '/api/withdraw', { bank: (bound.body.data as { id: number }).id, amount: 100, password: 123456 }, token);
    expect(withdrawal.body.code, JSON.stringify(withdrawal.body)).toBe(200);
    expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(400_00);
  });

  it('saves a numeric mobile and looks up a numeric game code', async () => {
    const { token } = await registerMember(t.app);
    expect((await post(t.app, '/api/updateuserinfo', { mobile: 13800138000 }, token)).body.code).toBe(200);
    expect((await post(t.app, '/api/user', {}, token)).body.data).toMatchObject({ mobile: '13800138000' });
    expect((await post(t.app, '/api/gamelistBycode', { gamecode: 123 })).body).toEqual({ code: 200, message: MSG.operationOkPlain, data: [] });
  });

  it('answers a numeric password with the §5 rule, not a malformed request', async () => {
    const { name } = await registerMember(t.app);
    const answer = await post(t.app, '/api/login_pc', { name, password: 12345678, code: 1234 });
    expect(answer.body.code).not.toBe(200);
    expect(answer.body.message).not.toContain(MSG.invalidRequest);
  });
});
