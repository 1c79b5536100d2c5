import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { OPEN_WHILE_PASSWORD_MUST_CHANGE, ROUTES, type RouteName } from '@casino/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp, withoutTurnoverRule } from './support/app';
import { dialects } from './support/databases';
import { PASSWORD, PAY_PASSWORD, registerMember } from './support/members';
import { fundMember, memberId } from './support/money';

const NEW_PASSWORD = 'wxyz9876';
const card = { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: '6222020200117777', pay_pass: PAY_PASSWORD };

/** Issue #28: a login password an operator reset is one-time: the member changes it before anything else. */
describe.each(dialects)('a one-time password after a login-password reset on %s', (dialect) => {
  let t: TestApp;
  let support: TestOperator;
  let finance: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await withoutTurnoverRule(t.db.database);
    support = await signedInOperator(t.app, t.db.database.db, 'otp-support', 'support');
    finance = await signedInOperator(t.app, t.db.database.db, 'otp-finance', 'finance');
  });
  afterAll(async () => {
    await t.close();
  });

  const reset = async (operator: TestOperator, username: string, kind: 'login' | 'pay') => {
    const { body } = await post(t.app, '/admin/api/members/reset-password', { username, kind }, operator.token);
    expect(body.code, JSON.stringify(body)).toBe(200);
    return (body.data as { password: string }).password;
  };
  const login = async (name: string, password: string) => {
    const { body } = await post(t.app, '/api/login_pc', { name, password, code: 'abcd' });
    expect(body.code, JSON.stringify(body)).toBe(200);
    return body.data as { new_api_token: string; must_change_password?: number };
  };
  const flagOf = async (name: string) => (await t.db.database.db.selectFrom('member').select('password_must_change').where('username', '=', name).executeTakeFirstOrThrow()).password_must_change;
  const mainBalance = async (token: string) => ((await post(t.app, '/api/balance', {}, token)).body.data as { balance: number }).balance;
  const withdrawalsOf = async (id: number) => (await t.db.database.db.selectFrom('withdrawal').select('id').where('member_id', '=', id).execute()).length;
  const refusedForPassword = { status: 200, body: { code: CODES.passwordMustChange, message: MSG.passwordMustChange, data: [] } };

  it('answers the flag at login, refuses member calls with the code and changes nothing, until editPassword clears it', async () => {
    const { name, token } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    await fundMember(t.db.database, id, 500_00);
    const bound = (await post(t.app, '/api/bindcard', card, token)).body.data as { id: number };
    // Cached for the balance poll before the reset: the reset ends this session, cached or not.
    expect((await post(t.app, '/api/balance', {}, token)).body.code).toBe(200);

    const oneTime = await reset(support, name, 'login');
    expect(await flagOf(name)).toBe(1);
    expect((await post(t.app, '/api/balance', {}, token)).status).toBe(401);

    const flagged = await login(name, oneTime);
    expect(flagged.must_change_password).toBe(1);
    expect(await post(t.app, '/api/user', {}, flagged.new_api_token)).toEqual(refusedForPassword);
    // The balance poll takes the session cache: refused on a miss, and not cached, so the second is refused too.
    expect(await post(t.app, '/api/balance', {}, flagged.new_api_token)).toEqual(refusedForPassword);
    expect(await post(t.app, '/api/balance', {}, flagged.new_api_token)).toEqual(refusedForPassword);
    const withdraw = await t.app.inject({
      method: 'POST',
      url: '/api/withdraw',
      headers: { authorization: `Bearer ${flagged.new_api_token}`, 'content-type': 'application/json', 'idempotency-key': `otp-${name}` },
      payload: JSON.stringify({ bank: bound.id, amount: '100', password: PAY_PASSWORD }),
    });
    expect(withdraw.json()).toEqual(refusedForPassword.body);
    expect(await withdrawalsOf(id)).toBe(0);
    // Public calls are not affected, token or not.
    expect((await post(t.app, '/api/app', {}, flagged.new_api_token)).body.code).toBe(200);

    // Logging off is open: another session of the one-time password leaves.
    const other = await login(name, oneTime);
    expect((await post(t.app, '/api/logoff', {}, other.new_api_token)).body.code).toBe(200);
    expect((await post(t.app, '/api/user', {}, other.new_api_token)).status).toBe(401);

    const changed = await post(t.app, '/api/editPassword', { password: oneTime, paypassword: NEW_PASSWORD, newpasword: NEW_PASSWORD }, flagged.new_api_token);
    expect(changed.body).toMatchObject({ code: 200, message: MSG.passwordChanged });
    expect(await flagOf(name)).toBe(0);
    expect((await post(t.app, '/api/user', {}, flagged.new_api_token)).status).toBe(401);

    const fresh = await login(name, NEW_PASSWORD);
    expect(fresh).not.toHaveProperty('must_change_password');
    expect((await post(t.app, '/api/user', {}, fresh.new_api_token)).body.code).toBe(200);
    expect(await mainBalance(fresh.new_api_token)).toBe(500);
    expect((await post(t.app, '/api/withdraw', { bank: bound.id, amount: '100', password: PAY_PASSWORD }, fresh.new_api_token)).body.code).toBe(200);
    expect(await mainBalance(fresh.new_api_token)).toBe(400);
    expect(await withdrawalsOf(id)).toBe(1);
  });

  it('refuses every member call of the contract but the ones to change the password and log off', async () => {
    const { name } = await registerMember(t.app);
    const { new_api_token: token } = await login(name, await reset(support, name, 'login'));
    const open: readonly RouteName[] = OPEN_WHILE_PASSWORD_MUST_CHANGE;
    const memberCalls = (Object.keys(ROUTES) as RouteName[]).filter((call) => {
      const route: { auth: boolean; admin?: boolean } = ROUTES[call];
      return route.auth && route.admin !== true && !open.includes(call);
    });
    expect(memberCalls.length).toBeGreaterThan(30);
    for (const call of memberCalls) {
      const { method, path } = ROUTES[call];
      const response = await t.app.inject({ method, url: path, headers: { authorization: `Bearer ${token}` } });
      expect({ call, answer: response.json<unknown>() }).toEqual({ call, answer: refusedForPassword.body });
    }
    expect(await flagOf(name)).toBe(1);
  });

  it('sets no flag for a pay-password reset', async () => {
    const { name } = await registerMember(t.app);
    await reset(finance, name, 'pay');
    expect(await flagOf(name)).toBe(0);
    const answer = await login(name, PASSWORD);
    expect(answer).not.toHaveProperty('must_change_password');
    expect((await post(t.app, '/api/user', {}, answer.new_api_token)).body.code).toBe(200);
    expect((await post(t.app, '/api/balance', {}, answer.new_api_token)).body.code).toBe(200);
  });
});
