import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PASSWORD, registerMember, registration, uniqueName } from './support/members';

describe.each(dialects)('accounts and sessions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('register', () => {
    it('creates the member, hashes both passwords and answers a token', async () => {
      const name = uniqueName('reg');
      const { body } = await post(t.app, '/api/register', registration(name));
      expect(body.code).toBe(200);
      const token = (body.data as { api_token: string }).api_token;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const row = await t.db.database.db.selectFrom('member').selectAll().where('username', '=', name).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.pay_password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain(PASSWORD);
      const sessions = await t.db.database.db.selectFrom('session').select('token_hash').where('member_id', '=', row.id).execute();
      expect(sessions.map((s) => s.token_hash)).not.toContain(token);
      expect(sessions[0]?.token_hash).toMatch(/^[a-f0-9]{64}$/);
    });

    it.each([
      ['username of 5', { name: 'ab123' }, '用户名长度不得低于6位，以字母和数字组合！'],
      ['username digits only', { name: '1234567' }, '用户名长度不得低于6位，以字母和数字组合！'],
      ['password of 7', { password: 'abc1234', confirmPass: 'abc1234' }, '密码长度最少8位！以字母和数字组合！'],
      ['confirmation differs', { confirmPass: 'abcd9999' }, '两次密码不一致！'],
      ['real name with digits', { realname: 'Tom1' }, '姓名格式不正确，可以是中，英文名称！'],
      ['pay password of 5', { paypassword: '12345' }, '支付密码长度需是6位！'],
    ])('refuses a %s with the §5 message and creates nothing', async (_case, change, message) => {
      const before = await t.db.database.db.selectFrom('member').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const { body } = await post(t.app, '/api/register', { ...registration(uniqueName('bad')), ...change });
      expect(body).toEqual({ code: 1000, message, data: [] });
      const after = await t.db.database.db.selectFrom('member').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    });

    it('refuses a taken username whatever its case', async () => {
      const { name } = await registerMember(t.app, uniqueName('dup'));
      const { body } = await post(t.app, '/api/register', registration(name.toUpperCase()));
      expect(body).toMatchObject({ code: 201, message: '该用户名已被注册' });
    });

    it('records the referrer by id or by name, and ignores an unknown one', async () => {
      const referrer = await registerMember(t.app, uniqueName('ref'));
      const referrerRow = await t.db.database.db.selectFrom('member').select('id').where('username', '=', referrer.name).executeTakeFirstOrThrow();
      const byId = await registerMember(t.app, uniqueName('rid'), { pid: String(referrerRow.id) });
      const byName = await registerMember(t.app, uniqueName('rnm'), { pid: referrer.name });
      const unknown = await registerMember(t.app, uniqueName('run'), { pid: 'nobody999' });
      const rows = await t.db.database.db
        .selectFrom('member')
        .select(['username', 'referrer_id'])
        .where('username', 'in', [byId.name, byName.name, unknown.name])
        .execute();
      const referrerOf = Object.fromEntries(rows.map((r) => [r.username, r.referrer_id]));
      expect(referrerOf[byId.name]).toBe(referrerRow.id);
      expect(referrerOf[byName.name]).toBe(referrerRow.id);
      expect(referrerOf[unknown.name]).toBeNull();
    });

    it('refuses a body of the wrong shape with a clear message', async () => {
      const { body } = await post(t.app, '/api/register', { ...registration(uniqueName()), name: { $gt: '' } });
      expect(body.code).toBe(1000);
      expect(body.message).toContain('name');
    });
  });

  describe('login', () => {
    it('answers a new token for the right password, whatever the case of the name', async () => {
      const { name } = await registerMember(t.app, uniqueName('lg'));
      const { body } = await post(t.app, '/api/login_pc', { name: name.toUpperCase(), password: PASSWORD, code: 'abcd' });
      expect(body.code).toBe(200);
      const token = (body.data as { new_api_token: string }).new_api_token;
      const user = await post(t.app, '/api/user', {}, token);
      expect(user.body.data).toMatchObject({ username: name });
      // The legacy backends answer the token as api_token too, which existing clients read (API-NOTES).
      expect((body.data as { api_token: string }).api_token).toBe(token);
    });

    it('applies the §5 rules in order', async () => {
      expect((await post(t.app, '/api/login_pc', { name: 'abc123', code: 'abcd' })).body.message).toBe('请输入您的账号和密码！');
      expect((await post(t.app, '/api/login_pc', { name: 'abc123', password: 'x' })).body.message).toBe('请输入验证码！');
    });

    it('answers the same for an unknown name and a wrong password', async () => {
      const { name } = await registerMember(t.app, uniqueName('wp'));
      const wrong = await post(t.app, '/api/login_pc', { name, password: 'wrong1234', code: 'abcd' });
      const unknown = await post(t.app, '/api/login_pc', { name: 'nobody123', password: 'wrong1234', code: 'abcd' });
      expect(wrong.body).toEqual({ code: 203, message: '账号或密码错误', data: [] });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('refuses a blacklisted and a disabled member with the §5 messages', async () => {
      const black = await registerMember(t.app, uniqueName('bl'));
      const off = await registerMember(t.app, uniqueName('off'));
      await t.db.database.db.updateTable('member').set({ isblack: 1 }).where('username', '=', black.name).execute();
      await t.db.database.db.updateTable('member').set({ status: 0 }).where('username', '=', off.name).execute();
      const blackLogin = await post(t.app, '/api/login_pc', { name: black.name, password: PASSWORD, code: 'abcd' });
      expect(blackLogin.body).toMatchObject({ code: 403, message: '您已被设为黑名单，暂不能登录，请联系管理员！' });
      const offLogin = await post(t.app, '/api/login_pc', { name: off.name, password: PASSWORD, code: 'abcd' });
      expect(offLogin.body).toMatchObject({ code: 403, message: '该用户已被禁用，请联系管理员！' });
      // An existing session of a member blocked later is refused too.
      const call = await post(t.app, '/api/balance', {}, black.token);
      expect(call.status).toBe(403);
      expect(call.body.message).toBe('您已被设为黑名单，暂不能登录，请联系管理员！');
    });

    it('limits failed logins per username, even with the right password afterwards', async () => {
      const { name } = await registerMember(t.app, uniqueName('rl'));
      for (let i = 0; i < 5; i += 1) {
        const { body } = await post(t.app, '/api/login_pc', { name, password: 'wrong1234', code: 'abcd' });
        expect(body.code).toBe(203);
      }
      const limited = await post(t.app, '/api/login_pc', { name, password: PASSWORD, code: 'abcd' });
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ code: 429, message: '登录尝试过于频繁，请稍后再试' });
    });
  });

  describe('sessions', () => {
    it('answers 401 for a missing, unknown or malformed token', async () => {
      for (const token of [undefined, 'not-a-real-token', '']) {
        const { status, body } = await post(t.app, '/api/user', {}, token);
        expect(status).toBe(401);
        expect(body).toMatchObject({ code: 401 });
      }
      const malformed = await t.app.inject({ method: 'POST', url: '/api/user', headers: { authorization: 'Basic abc' } });
      expect(malformed.statusCode).toBe(401);
    });

    it('revokes the token on logoff, and only that one', async () => {
      const { name, token } = await registerMember(t.app, uniqueName('lo'));
      const second = await post(t.app, '/api/login_pc', { name, password: PASSWORD, code: 'abcd' });
      const otherToken = (second.body.data as { new_api_token: string }).new_api_token;
      expect((await post(t.app, '/api/logoff', {}, token)).body.code).toBe(200);
      expect((await post(t.app, '/api/user', {}, token)).status).toBe(401);
      expect((await post(t.app, '/api/user', {}, otherToken)).status).toBe(200);
    });

    it('never shows a password, a hash or a token in the user object', async () => {
      const { token } = await registerMember(t.app);
      const { body } = await post(t.app, '/api/user', {}, token);
      const text = JSON.stringify(body.data);
      expect(text).not.toMatch(/scrypt|password|token/i);
      expect(body.data).toMatchObject({ current_vip: 'VIP1', next_vip: 'VIP2', vip: 1, paysum: 0, totalgame: 0, balance: 0, gameblance: 0, isblack: 0, status: 1, isagent: 0, transferstatus: 0 });
    });
  });
});

describe.each(dialects)('the captcha on %s', (dialect) => {
  let t: TestApp;
  let now = Date.UTC(2026, 10, 22, 3, 0, 0);
  beforeAll(async () => {
    t = await startTestApp(dialect, { CAPTCHA: 'on' }, () => now);
  });
  afterAll(async () => {
    await t.close();
  });

  async function newCaptcha(): Promise<{ id: string; answer: string }> {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha' });
    const body = response.json<{ code: number; data: { id: string; image: string } }>();
    expect(body.code).toBe(200);
    expect(body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const row = await t.db.database.db.selectFrom('captcha').select('answer').where('id', '=', body.data.id).executeTakeFirstOrThrow();
    return { id: body.data.id, answer: row.answer };
  }

  it('accepts the answer once, in any case', async () => {
    const { id, answer } = await newCaptcha();
    const name = uniqueName('cap');
    const ok = await post(t.app, '/api/register', registration(name, { code: answer.toUpperCase(), captcha_id: id }));
    expect(ok.body.code).toBe(200);
    const again = await post(t.app, '/api/login_pc', { name, password: PASSWORD, code: answer, captcha_id: id });
    expect(again.body).toMatchObject({ code: 1000, message: '验证码错误！' });
  });

  it('refuses a wrong answer and burns the captcha', async () => {
    const { id, answer } = await newCaptcha();
    const { name } = await registerMemberWithCaptcha();
    const wrong = await post(t.app, '/api/login_pc', { name, password: PASSWORD, code: 'zzzz', captcha_id: id });
    expect(wrong.body.message).toBe('验证码错误！');
    const right = await post(t.app, '/api/login_pc', { name, password: PASSWORD, code: answer, captcha_id: id });
    expect(right.body.message).toBe('验证码错误！');
  });

  it('expires after five minutes', async () => {
    const { id, answer } = await newCaptcha();
    const { name } = await registerMemberWithCaptcha();
    now += 5 * 60_000 + 1;
    const late = await post(t.app, '/api/login_pc', { name, password: PASSWORD, code: answer, captcha_id: id });
    expect(late.body.message).toBe('验证码已失效，请刷新后重试');
  });

  it('spends no attempt on a request without a solved captcha: strangers lock out neither a name nor an address (issue #28)', async () => {
    const { name } = await registerMemberWithCaptcha();
    for (let i = 0; i < 25; i += 1) {
      const guess = await post(t.app, '/api/login_pc', { name, password: 'wrong1234', code: 'abcd', captcha_id: 'bogus' }, undefined, `10.77.0.${String(i + 1)}`);
      expect(guess.body.message).toBe('验证码错误！');
    }
    const fresh = await newCaptcha();
    const own = await post(t.app, '/api/login_pc', { name, password: PASSWORD, code: fresh.answer, captcha_id: fresh.id }, undefined, '10.77.1.1');
    expect(own.body.code, JSON.stringify(own.body)).toBe(200);

    for (let i = 0; i < 25; i += 1) {
      const unsolved = await post(t.app, '/api/register', registration(uniqueName('unsolved'), { code: 'abcd', captcha_id: 'bogus' }), undefined, '10.77.2.1');
      expect(unsolved.body.message).toBe('验证码错误！');
    }
    const solved = await newCaptcha();
    const registered = await post(t.app, '/api/register', registration(uniqueName('solved'), { code: solved.answer, captcha_id: solved.id }), undefined, '10.77.2.1');
    expect(registered.body.code, JSON.stringify(registered.body)).toBe(200);
  });

  it('is required on register, with the §5 message', async () => {
    const { body } = await post(t.app, '/api/register', registration(uniqueName()));
    expect(body).toMatchObject({ code: 1000, message: '验证码错误！' });
  });

  async function registerMemberWithCaptcha() {
    const { id, answer } = await newCaptcha();
    const name = uniqueName('cp');
    const { body } = await post(t.app, '/api/register', registration(name, { code: answer, captcha_id: id }));
    expect(body.code).toBe(200);
    return { name };
  }
});

describe.each(dialects)('registration limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('allows 20 registrations an hour from one address, then answers 429', async () => {
    for (let i = 0; i < 20; i += 1) {
      const { body } = await post(t.app, '/api/register', registration(uniqueName('lim')), undefined, '10.77.0.1');
      expect(body.code).toBe(200);
    }
    const limited = await post(t.app, '/api/register', registration(uniqueName('lim')), undefined, '10.77.0.1');
    expect(limited.status).toBe(429);
    const elsewhere = await post(t.app, '/api/register', registration(uniqueName('lim')), undefined, '10.77.0.2');
    expect(elsewhere.body.code).toBe(200);
  });
});
