import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config/config';
import { createAdmin } from '../src/modules/operators/admins';
import { admin as runAdmin } from './support/admin-cli';
import { signedInOperator, testSecrets, totpCode } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';

const WRONG = { code: 203, message: ADMIN_MSG.adminWrongCredentials };
const NEW_PASSWORD = 'new-desk-password-2026';

/** Issue #30 item 12: an operator's own password, their TOTP recovery codes. */
describe.each(dialects)('an operator’s own password and recovery codes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.db.database.db;
  const me = async (token: string) => (await t.app.inject({ method: 'GET', url: '/admin/api/me', headers: { authorization: `Bearer ${token}` } })).statusCode;
  const login = (name: string, password: string, code: string) => post(t.app, '/admin/api/login', { name, password, code });
  const changePassword = (token: string, body: Record<string, string>) => post(t.app, '/admin/api/me/password', body, token);
  const auditRows = (name: string, action: string) =>
    db().selectFrom('audit_log').select(['target', 'after_json']).where('admin_name', '=', name).where('action', '=', action).orderBy('id').execute();
  const passwordHash = async (name: string) => (await db().selectFrom('admin_user').select('password_hash').where('name', '=', name).executeTakeFirstOrThrow()).password_hash;
  const remaining = async (token: string) => (await t.app.inject({ method: 'GET', url: '/admin/api/me/recovery-codes', headers: { authorization: `Bearer ${token}` } })).json<{ data: { remaining: number } }>().data.remaining;

  it('refuses a wrong current password with its message and changes nothing', async () => {
    const op = await signedInOperator(t.app, db(), 'ownpw1', 'support');
    const other = (await login(op.name, op.password, totpCode(op.secret))).body.data as { token: string };
    const before = await passwordHash(op.name);
    const answer = await changePassword(op.token, { password: 'not-my-password', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(answer.body).toMatchObject({ code: 205, message: ADMIN_MSG.adminCurrentPasswordWrong });
    expect(await passwordHash(op.name)).toBe(before);
    expect(await me(other.token)).toBe(200);
    expect(await auditRows(op.name, 'adminChangeOwnPassword')).toEqual([]);
    // The contract's rules, in order, before the password is even checked.
    const rules: [Record<string, string>, string][] = [
      [{ password: '', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD }, ADMIN_MSG.adminCurrentPasswordRequired],
      [{ password: op.password, new_password: '', confirm_password: '' }, ADMIN_MSG.adminNewPasswordRequired],
      [{ password: op.password, new_password: NEW_PASSWORD, confirm_password: '' }, ADMIN_MSG.adminConfirmPasswordRequired],
      [{ password: op.password, new_password: 'onlyletters-here', confirm_password: 'onlyletters-here' }, ADMIN_MSG.adminNewPasswordRule],
      [{ password: op.password, new_password: 'short1', confirm_password: 'short1' }, ADMIN_MSG.adminNewPasswordRule],
      [{ password: op.password, new_password: NEW_PASSWORD, confirm_password: `${NEW_PASSWORD}x` }, ADMIN_MSG.adminPasswordsDiffer],
    ];
    for (const [body, message] of rules) expect((await changePassword(op.token, body)).body, message).toMatchObject({ code: 1000, message });
    expect(await passwordHash(op.name)).toBe(before);
  });

  it('limits wrong current passwords as sign-in attempts: the sixth from one address is refused, even the right one', async () => {
    const op = await signedInOperator(t.app, db(), 'ownpw2', 'finance');
    for (let i = 0; i < 5; i += 1) {
      expect((await changePassword(op.token, { password: `wrong-${String(i)}`, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })).body.code).toBe(205);
    }
    const limited = await changePassword(op.token, { password: op.password, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(limited.status).toBe(429);
    expect((await login(op.name, op.password, totpCode(op.secret))).body.code).toBe(200);
  });

  it('changes the password: the other sessions end, this one stays, the new password signs in, and it is audited without it', async () => {
    const op = await signedInOperator(t.app, db(), 'ownpw3', 'content');
    const other = (await login(op.name, op.password, totpCode(op.secret))).body.data as { token: string };
    const bystander = await signedInOperator(t.app, db(), 'ownpw4', 'content');
    const answer = await changePassword(op.token, { password: op.password, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(answer.body).toMatchObject({ code: 200, message: ADMIN_MSG.adminPasswordChanged });
    expect(await me(op.token)).toBe(200);
    expect(await me(other.token)).toBe(401);
    expect(await me(bystander.token)).toBe(200);
    expect((await login(op.name, op.password, totpCode(op.secret, Date.now(), 1))).body).toMatchObject(WRONG);
    expect((await login(op.name, NEW_PASSWORD, totpCode(op.secret, Date.now(), 1))).body.code).toBe(200);
    const rows = await auditRows(op.name, 'adminChangeOwnPassword');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.target).toBe('admin:ownpw3');
    expect(JSON.parse(rows[0]?.after_json ?? '{}')).toEqual({ password: 'changed', otherSessionsEnded: 1 });
    const text = JSON.stringify(await db().selectFrom('audit_log').selectAll().execute());
    expect(text).not.toContain(NEW_PASSWORD);
  });

  it('gives a new operator 10 recovery codes, each signing in once in place of the authenticator’s code, audited', async () => {
    const created = await createAdmin(db(), testSecrets, 'recover1', 'finance', Date.now());
    expect(created.recoveryCodes).toHaveLength(10);
    expect(new Set(created.recoveryCodes).size).toBe(10);
    for (const code of created.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    const stored = JSON.stringify(await db().selectFrom('admin_recovery_code').selectAll().execute());
    for (const code of created.recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));

    const [first = '', second = ''] = created.recoveryCodes;
    const signedIn = await login('recover1', created.password, first);
    expect(signedIn.body).toMatchObject({ code: 200, data: { name: 'recover1', role: 'finance' } });
    const token = (signedIn.body.data as { token: string }).token;
    expect(await remaining(token)).toBe(9);
    // Once only.
    expect((await login('recover1', created.password, first)).body).toMatchObject(WRONG);
    // Typed in capitals and without the dash, it is the same code; a wrong password with a right code is refused and leaves it unused.
    expect((await login('recover1', 'wrong-password', second)).body).toMatchObject(WRONG);
    expect((await login('recover1', created.password, second.replace('-', '').toUpperCase())).body.code).toBe(200);
    expect(await remaining(token)).toBe(8);
    expect((await login('recover1', created.password, 'abcd-efgh')).body).toMatchObject(WRONG);

    const refusals = (await auditRows('recover1', 'adminLogin')).map((row) => JSON.parse(row.after_json ?? '{}') as Record<string, unknown>);
    expect(refusals).toEqual([
      { signedIn: true, role: 'finance', recoveryCode: 'used', recoveryCodesLeft: 9 },
      { signedIn: false, refusal: 'recovery-code' },
      { signedIn: false, refusal: 'password' },
      { signedIn: true, role: 'finance', recoveryCode: 'used', recoveryCodesLeft: 8 },
      { signedIn: false, refusal: 'recovery-code' },
    ]);
    // The owner's list shows how many are left.
    const owner = await signedInOperator(t.app, db(), 'recoverowner', 'owner');
    const list = (await t.app.inject({ method: 'GET', url: '/admin/api/operators?per_page=50', headers: { authorization: `Bearer ${owner.token}` } })).json<{
      data: { data: { name: string; recovery_codes: number }[] };
    }>();
    expect(list.data.data.find((row) => row.name === 'recover1')?.recovery_codes).toBe(8);
    expect(list.data.data.find((row) => row.name === 'recoverowner')?.recovery_codes).toBe(10);
  });

  it('takes one recovery code once when two sign-ins send it at the same time', async () => {
    const created = await createAdmin(db(), testSecrets, 'recover2', 'support', Date.now());
    const code = created.recoveryCodes[0] ?? '';
    const answers = await Promise.all(Array.from({ length: 4 }, () => login('recover2', created.password, code)));
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 203, 203, 203]);
    const used = await db().selectFrom('admin_recovery_code').select('used_at').innerJoin('admin_user', 'admin_user.id', 'admin_recovery_code.admin_id').where('admin_user.name', '=', 'recover2').execute();
    expect(used.filter((row) => row.used_at !== null)).toHaveLength(1);
    expect(await db().selectFrom('admin_session').innerJoin('admin_user', 'admin_user.id', 'admin_session.admin_id').select('token_hash').where('admin_user.name', '=', 'recover2').execute()).toHaveLength(1);
  });

  it('regenerates the codes on the current password: the old ones stop working, the new ones work, audited without them', async () => {
    const op = await signedInOperator(t.app, db(), 'recover3', 'owner');
    const old = op.recoveryCodes;
    expect((await post(t.app, '/admin/api/me/recovery-codes', { password: 'not-mine' }, op.token)).body).toMatchObject({ code: 205, message: ADMIN_MSG.adminCurrentPasswordWrong });
    expect((await post(t.app, '/admin/api/me/recovery-codes', {}, op.token)).body).toMatchObject({ code: 1000, message: ADMIN_MSG.adminCurrentPasswordRequired });
    expect((await login(op.name, op.password, old[0] ?? '')).body.code).toBe(200);
    expect(await remaining(op.token)).toBe(9);

    const answer = await post(t.app, '/admin/api/me/recovery-codes', { password: op.password }, op.token);
    expect(answer.body).toMatchObject({ code: 200, message: ADMIN_MSG.adminRecoveryCodesIssued });
    const fresh = (answer.body.data as { recovery_codes: string[] }).recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    expect(await remaining(op.token)).toBe(10);
    expect((await login(op.name, op.password, old[1] ?? '')).body).toMatchObject(WRONG);
    expect((await login(op.name, op.password, fresh[0] ?? '')).body.code).toBe(200);
    expect(await remaining(op.token)).toBe(9);

    const rows = await auditRows(op.name, 'adminRegenerateRecoveryCodes');
    expect(rows.map((row) => JSON.parse(row.after_json ?? '{}') as unknown)).toEqual([{ recoveryCodes: 10 }]);
    const text = JSON.stringify(await db().selectFrom('audit_log').selectAll().execute());
    for (const code of [...fresh, ...old]) expect(text).not.toContain(code);
  });

  it('issues new recovery codes with a reset authenticator, and the old codes stop working', async () => {
    const owner = await signedInOperator(t.app, db(), 'recoverboss', 'owner');
    const created = await createAdmin(db(), testSecrets, 'recover4', 'support', Date.now());
    const reset = await post(t.app, '/admin/api/operators/reset-totp', { name: 'recover4' }, owner.token);
    const fresh = (reset.body.data as { recovery_codes: string[] }).recovery_codes;
    expect(fresh).toHaveLength(10);
    expect((await login('recover4', created.password, created.recoveryCodes[0] ?? '')).body).toMatchObject(WRONG);
    expect((await login('recover4', created.password, fresh[0] ?? '')).body.code).toBe(200);
  });
});

describe('npm run admin -- admin:totp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('prints 10 new recovery codes with the new secret, once; one signs in, the earlier ones no longer do', async () => {
    const created = await createAdmin(t.db.database.db, testSecrets, 'clirecover', 'support', Date.now());
    const issued = await runAdmin(t.db.url, 'admin:totp', 'clirecover');
    expect(issued.code, issued.err).toBe(0);
    const codes = issued.out.split('\n').filter((line) => /^[a-z2-9]{4}-[a-z2-9]{4}$/.test(line));
    expect(codes).toHaveLength(10);
    expect((await post(t.app, '/admin/api/login', { name: 'clirecover', password: created.password, code: created.recoveryCodes[0] ?? '' })).body).toMatchObject(WRONG);
    expect((await post(t.app, '/admin/api/login', { name: 'clirecover', password: created.password, code: codes[0] ?? '' })).body.code).toBe(200);
  }, 30_000);
});

describe('ADMIN_ALLOWED_IPS', () => {
  it('is empty by default and takes addresses and networks, refusing anything else', () => {
    expect(loadConfig({}).ADMIN_ALLOWED_IPS).toEqual([]);
    expect(loadConfig({ ADMIN_ALLOWED_IPS: '10.0.0.0/8, 203.0.113.7,fd00::/8' }).ADMIN_ALLOWED_IPS).toEqual(['10.0.0.0/8', '203.0.113.7', 'fd00::/8']);
    for (const bad of ['office', '10.0.0.0/33', '10.0.0.1/']) expect(() => loadConfig({ ADMIN_ALLOWED_IPS: bad }), bad).toThrow(/ADMIN_ALLOWED_IPS: not an IP address or network/);
  });
});

describe.each(dialects)('the console’s address allow-list on %s', (dialect) => {
  let t: TestApp;
  const PROXY = '127.0.0.1';
  beforeAll(async () => {
    const env = loadConfig({ TRUST_PROXY: PROXY, ADMIN_ALLOWED_IPS: '10.0.0.0/8,203.0.113.7' });
    t = await startTestApp(dialect, { TRUST_PROXY: env.TRUST_PROXY, ADMIN_ALLOWED_IPS: env.ADMIN_ALLOWED_IPS });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = async (method: 'GET' | 'POST', url: string, from: { remoteAddress: string; forwardedFor?: string }, token?: string, body?: unknown) => {
    const response = await t.app.inject({
      method,
      url,
      remoteAddress: from.remoteAddress,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return { status: response.statusCode, body: response.json<{ code: number; message: string; data: unknown }>() };
  };
  const refusedFrom = (ip: string) => ({ status: 403, body: { code: 403, message: `您当前的网络地址（${ip}）不在运营后台允许访问的范围内，请在允许的网络中使用，或联系技术人员` } });

  it('refuses sign-in and every call from outside the list, with the address it saw, and answers inside it', async () => {
    const created = await createAdmin(t.db.database.db, testSecrets, 'deskops', 'owner', Date.now());
    const credentials = { name: 'deskops', password: created.password, code: totpCode(created.secret, Date.now(), -1) };
    // A right sign-in from outside: refused before the password is looked at (no audit row, no attempt counted).
    expect(await call('POST', '/admin/api/login', { remoteAddress: '198.51.100.9' }, undefined, credentials)).toMatchObject(refusedFrom('198.51.100.9'));
    expect(await t.db.database.db.selectFrom('audit_log').select('id').where('admin_name', '=', 'deskops').execute()).toEqual([]);
    const inside = await call('POST', '/admin/api/login', { remoteAddress: '10.20.30.40' }, undefined, credentials);
    expect(inside.body.code).toBe(200);
    const token = (inside.body.data as { token: string }).token;
    expect((await call('GET', '/admin/api/me', { remoteAddress: '203.0.113.7' }, token)).status).toBe(200);
    // The same live session from outside: refused, for reads and changes alike; a stranger without a token is told the same.
    expect(await call('GET', '/admin/api/me', { remoteAddress: '203.0.113.8' }, token)).toMatchObject(refusedFrom('203.0.113.8'));
    expect(await call('POST', '/admin/api/operators/create', { remoteAddress: '198.51.100.9' }, token, { name: 'intruder', role: 'owner' })).toMatchObject(refusedFrom('198.51.100.9'));
    expect(await call('GET', '/admin/api/operators', { remoteAddress: '198.51.100.9' })).toMatchObject(refusedFrom('198.51.100.9'));
    expect(await t.db.database.db.selectFrom('admin_user').select('id').where('name', '=', 'intruder').execute()).toEqual([]);
    // The players' API is not the console's: it answers everyone.
    expect((await call('POST', '/api/article', { remoteAddress: '198.51.100.9' }, undefined, { type: 1 })).status).toBe(200);
  });

  it('reads the client’s address through a trusted proxy only, as the rest of the server does', async () => {
    const op = await createAdmin(t.db.database.db, testSecrets, 'proxyops', 'support', Date.now());
    const signIn = await call('POST', '/admin/api/login', { remoteAddress: PROXY, forwardedFor: '6.6.6.6, 10.0.0.5' }, undefined, { name: 'proxyops', password: op.password, code: totpCode(op.secret, Date.now(), -1) });
    expect(signIn.body.code).toBe(200);
    const token = (signIn.body.data as { token: string }).token;
    // The nearest address the trusted proxy appended decides, not one the client wrote before it.
    expect(await call('GET', '/admin/api/me', { remoteAddress: PROXY, forwardedFor: '10.0.0.5, 6.6.6.6' }, token)).toMatchObject(refusedFrom('6.6.6.6'));
    // The proxy itself is not in the list: without the header its own address is refused.
    expect(await call('GET', '/admin/api/me', { remoteAddress: PROXY }, token)).toMatchObject(refusedFrom(PROXY));
    // A peer that is not a trusted proxy cannot claim an address inside by writing the header.
    expect(await call('GET', '/admin/api/me', { remoteAddress: '6.6.6.6', forwardedFor: '10.0.0.5' }, token)).toMatchObject(refusedFrom('6.6.6.6'));
    expect((await call('GET', '/admin/api/me', { remoteAddress: '10.9.9.9', forwardedFor: '6.6.6.6' }, token)).status).toBe(200);
  });
});
