import { MSG } from '@casino/contract/messages';
import { SERVER_MSG } from '@casino/contract/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { formEncode, post, postForm, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PASSWORD, registerMember, registration, uniqueName } from './support/members';
import { fundedMember } from './support/money';

/** Issue #13: form-encoded bodies, as existing clients post them, beside JSON; what is wrong is still refused. */
describe.each(dialects)('form-encoded bodies on %s', (dialect) => {
  let t: TestApp;
  let member: { id: number; token: string };
  let key = 0;
  /** A money call, form-encoded, with its Idempotency-Key. */
  const moneyForm = async (path: string, payload: string) => {
    key += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        authorization: `Bearer ${member.token}`,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': `form-${String(key)}-${String(Date.now())}`,
      },
      payload,
    });
    return response.json<{ code: number; message: unknown; data: unknown }>();
  };
  const balances = async () => {
    const { mainFen, gameFen } = await memberBalances(t.db.database.db, member.id);
    return { mainFen, gameFen };
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    member = await fundedMember(t, 500_00);
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers, logs in and answers member calls from form posts', async () => {
    const name = uniqueName();
    const registered = await postForm(t.app, '/api/register', registration(name, { pid: '' }), undefined, '10.60.0.1');
    expect(registered.body.code, JSON.stringify(registered.body)).toBe(200);
    const login = await postForm(t.app, '/api/login_pc', { name, password: PASSWORD, code: '1234' }, undefined, '10.60.0.1');
    expect(login.body.code).toBe(200);
    const token = (login.body.data as { new_api_token: string }).new_api_token;
    expect(token).toMatch(/^\S{20,}$/);
    expect((await postForm(t.app, '/api/user', '', token)).body).toMatchObject({ code: 200, data: { username: name } });
    expect((await postForm(t.app, '/api/getcard', { type: '1' }, token)).body).toMatchObject({ code: 200, data: [] });
  });

  it('moves money on a form post, once per Idempotency-Key as with JSON', async () => {
    const before = await balances();
    expect(await moneyForm('/api/transfer', formEncode({ amount: '10.50', sourcetype: 'userbalance', targettype: 'pp' }))).toMatchObject({ code: 200 });
    expect(await balances()).toEqual({ mainFen: before.mainFen - 10_50, gameFen: before.gameFen + 10_50 });
  });

  it.each([
    ['an unknown field', 'amount=10&sourcetype=userbalance&targettype=pp&balance=1000', MSG.invalidRequest],
    ['a bracketed key', 'amount=10&sourcetype=userbalance&targettype=pp&amount[x]=1', MSG.invalidRequest],
    ['a prototype key', 'amount=10&sourcetype=userbalance&targettype=pp&__proto__=x&constructor=y', MSG.invalidRequest],
    ['a repeated key', 'amount=10&amount=20&sourcetype=userbalance&targettype=pp', `${MSG.invalidRequest}：amount`],
  ])('refuses %s on a money call with the message a JSON body gets, moving nothing', async (_what, payload, message) => {
    const before = await balances();
    expect(await moneyForm('/api/transfer', payload)).toEqual({ code: 1000, message, data: [] });
    expect(await balances()).toEqual(before);
  });

  it('refuses a repeated key elsewhere too, and ignores unknown keys of other calls as it does in JSON', async () => {
    const repeated = await postForm(t.app, '/api/noticeList', 'page=1&page=2', member.token);
    expect(repeated.body).toEqual({ code: 1000, message: `${MSG.invalidRequest}：page`, data: [] });
    expect((await postForm(t.app, '/api/noticeList', 'page=1&filter[user_id]=1&__proto__[admin]=1', member.token)).body).toMatchObject({ code: 200 });
    expect((await postForm(t.app, '/api/getcard', 'type=1&type=2', member.token)).body.code).toBe(1000);
  });

  it('answers an empty form post as an empty JSON body', async () => {
    const empty = await postForm(t.app, '/api/balance', '', member.token);
    expect(empty.body).toEqual((await post(t.app, '/api/balance', {}, member.token)).body);
    expect((await postForm(t.app, '/api/register', '', undefined, '10.60.0.2')).body.code).toBe(1000);
  });

  it('holds a form post to the same 64 KB body limit as JSON', async () => {
    const big = await postForm(t.app, '/api/applyagentdo', { mobile: '13812345678', apply_info: 'a'.repeat(70 * 1024) }, member.token);
    expect(big).toEqual({ status: 413, body: { code: 1000, message: SERVER_MSG.bodyTooLarge, data: [] } });
  });

  it('needs the bearer header on member calls: a form from another site carries none', async () => {
    const before = await balances();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/transfer',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: formEncode({ amount: '10', sourcetype: 'userbalance', targettype: 'pp', token: member.token, api_token: member.token }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(await balances()).toEqual(before);
  });

  it('keeps the registration and login limits for form posts', async () => {
    const { name } = await registerMember(t.app);
    const address = '10.61.0.1';
    // A taken name is counted against the address before it is found taken.
    for (let i = 0; i < 20; i += 1) expect((await postForm(t.app, '/api/register', registration(name), undefined, address)).body.code).toBe(201);
    expect(await postForm(t.app, '/api/register', registration(uniqueName()), undefined, address)).toMatchObject({ status: 429, body: { code: 429 } });
    for (let i = 0; i < 5; i += 1) expect((await postForm(t.app, '/api/login_pc', { name, password: 'wrong1234', code: '1234' }, undefined, address)).body.code).toBe(203);
    expect(await postForm(t.app, '/api/login_pc', { name, password: PASSWORD, code: '1234' }, undefined, address)).toMatchObject({ status: 429, body: { code: 429, message: MSG.tooManyLoginAttempts } });
  });

  it('leaves the upload call to multipart: a form post there is refused as a JSON one is', async () => {
    const form = await postForm(t.app, '/api/uploadimg', 'file=x.png', member.token);
    const json = await post(t.app, '/api/uploadimg', { file: 'x.png' }, member.token);
    expect(form.body.code).not.toBe(200);
    expect(form).toEqual(json);
  });

  it('leaves the operator API and the demo game to JSON', async () => {
    const admin = await postForm(t.app, '/admin/api/login', { name: 'ops', password: 'whatever123' });
    expect(admin.body).toMatchObject({ code: 1000 });
    const game = await postForm(t.app, '/demo-game/api/state', { token: 'x'.repeat(30) });
    expect(game.body.code).not.toBe(200);
  });
});
