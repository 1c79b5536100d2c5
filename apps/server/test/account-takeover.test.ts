import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp, withoutTurnoverRule } from './support/app';
import { dialects } from './support/databases';
import { PASSWORD, PAY_PASSWORD, registerMember } from './support/members';
import { fundMember, memberId } from './support/money';

const card = (bank_no: string, pay_pass: string) => ({ bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no, pay_pass });

/** Issue #28: support cannot take an account over with password resets; a withdrawal to an account bound just after a reset is flagged. */
describe.each(dialects)('password resets and the withdrawals after them on %s', (dialect) => {
  let t: TestApp;
  let support: TestOperator;
  let finance: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await withoutTurnoverRule(t.db.database);
    support = await signedInOperator(t.app, t.db.database.db, 'tk-support', 'support');
    finance = await signedInOperator(t.app, t.db.database.db, 'tk-finance', 'finance');
  });
  afterAll(async () => {
    await t.close();
  });

  const reset = (operator: TestOperator, username: string, kind: 'login' | 'pay') => post(t.app, '/admin/api/members/reset-password', { username, kind }, operator.token);
  const flagsOf = async (username: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/admin/api/withdrawals', query: { username }, headers: { authorization: `Bearer ${finance.token}` } });
    return response.json<{ data: { data: { flags: string[] }[] } }>().data.data.map((w) => w.flags);
  };

  it("lets support reset a login password but not a pay password (403, nothing changes); finance may", async () => {
    const { name } = await registerMember(t.app);
    const before = await t.db.database.db.selectFrom('member').select(['pay_password_hash', 'password_reset_at']).where('username', '=', name).executeTakeFirstOrThrow();
    const refused = await reset(support, name, 'pay');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ADMIN_MSG.adminForbidden);
    expect(await t.db.database.db.selectFrom('member').select(['pay_password_hash', 'password_reset_at']).where('username', '=', name).executeTakeFirstOrThrow()).toEqual(before);
    expect((await reset(finance, name, 'pay')).body.code).toBe(200);
    expect((await reset(support, name, 'login')).body.code).toBe(200);
  });

  it('flags a withdrawal to an account bound after a reset, not one to an account bound before', async () => {
    const { name, token } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    await fundMember(t.db.database, id, 1000_00);
    const old = (await post(t.app, '/api/bindcard', card('6222020200110001', PAY_PASSWORD), token)).body.data as { id: number };
    expect((await post(t.app, '/api/withdraw', { bank: old.id, amount: '100', password: PAY_PASSWORD }, token)).body.code).toBe(200);

    const password = ((await reset(support, name, 'login')).body.data as { password: string }).password;
    const tokenOf = async (secret: string) => ((await post(t.app, '/api/login_pc', { name, password: secret, code: 'abcd' })).body.data as { new_api_token: string }).new_api_token;
    // The reset password is one-time: the member changes it first (one-time-password.test.ts), then logs in again.
    const changed = await post(t.app, '/api/editPassword', { password, paypassword: 'efgh5678', newpasword: 'efgh5678' }, await tokenOf(password));
    expect(changed.body.code).toBe(200);
    const fresh = await tokenOf('efgh5678');
    const bound = (await post(t.app, '/api/bindcard', card('6222020200110002', PAY_PASSWORD), fresh)).body.data as { id: number };
    expect((await post(t.app, '/api/withdraw', { bank: bound.id, amount: '200', password: PAY_PASSWORD }, fresh)).body.code).toBe(200);
    expect((await post(t.app, '/api/withdraw', { bank: old.id, amount: '100', password: PAY_PASSWORD }, fresh)).body.code).toBe(200);
    // Newest first.
    expect(await flagsOf(name)).toEqual([[], ['account-after-reset'], []]);
    expect(password).not.toBe(PASSWORD);
  });
});
