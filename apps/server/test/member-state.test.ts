import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setMemberState, type MemberState } from '../src/modules/account/member-state';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PASSWORD, registerMember } from './support/members';

const BLOCKED = '您已被设为黑名单，暂不能登录，请联系管理员！';
const DISABLED = '该用户已被禁用，请联系管理员！';

describe.each(dialects)('a blocked or disabled member on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const setState = (name: string, state: MemberState) => setMemberState(t.db.database, name, state, Date.now());
  const login = async (name: string) => post(t.app, '/api/login_pc', { name, password: PASSWORD, code: 'abcd' });

  describe.each([
    ['block', 'unblock', BLOCKED],
    ['disable', 'enable', DISABLED],
  ] as const)('%s', (state, lift, message) => {
    it('answers every member call with the message, not "session expired"', async () => {
      const { name, token } = await registerMember(t.app);
      const loggedIn = ((await login(name)).body.data as { new_api_token: string }).new_api_token;
      await setState(name, state);

      for (const session of [token, loggedIn]) {
        const balance = await post(t.app, '/api/balance', {}, session);
        expect(balance.status).toBe(403);
        expect(balance.body).toEqual({ code: 403, message, data: [] });
      }
      for (const path of ['/api/user', '/api/balancelist', '/api/noticeList', '/api/logoff']) {
        expect((await post(t.app, path, {}, token)).body, path).toEqual({ code: 403, message, data: [] });
      }
      const transfer = await post(t.app, '/api/transfer', { amount: '1', sourcetype: 'userbalance', targettype: 'ag' }, token);
      expect(transfer.status).toBe(403);
      expect((await login(name)).body).toMatchObject({ code: 403, message });
      // Public calls stay open.
      expect((await post(t.app, '/api/app', {}, token)).body.code).toBe(200);
    });

    it(`after ${lift}, ends the old sessions (401) and lets the member log in again`, async () => {
      const { name, token } = await registerMember(t.app);
      await setState(name, state);
      expect((await post(t.app, '/api/balance', {}, token)).status).toBe(403);
      await setState(name, lift);
      expect((await post(t.app, '/api/balance', {}, token)).body).toEqual({ code: 401, message: '认证失败', data: [] });
      const again = await login(name);
      expect(again.body.code).toBe(200);
      const fresh = (again.body.data as { new_api_token: string }).new_api_token;
      expect((await post(t.app, '/api/balance', {}, fresh)).body).toMatchObject({ code: 200, data: { balance: 0, gameblance: 0 } });
    });
  });

  it('still answers 401 for a session ended by logoff or a password change, even while blocked', async () => {
    const { name, token } = await registerMember(t.app);
    expect((await post(t.app, '/api/logoff', {}, token)).body.code).toBe(200);
    await setState(name, 'block');
    expect((await post(t.app, '/api/balance', {}, token)).status).toBe(401);
  });
});
