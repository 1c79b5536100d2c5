import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config/config';
import { createAdmin, sealPlainTotpSecrets } from '../src/modules/operators/admins';
import { newTotpSecret } from '../src/modules/operators/totp';
import { hashSecret } from '../src/platform/security/passwords';
import { secretBox } from '../src/platform/security/secret-box';
import { loadSecretKey, SECRET_KEY_FILE } from '../src/platform/security/secret-key';
import { admin as runAdmin } from './support/admin-cli';
import { signedInOperator, testSecrets, totpCode } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';

describe('the secret box', () => {
  const box = secretBox(randomBytes(32));

  it('opens what it sealed for the same context only, and nothing sealed with another key or altered', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'a');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'a')).not.toBe(sealed);
    expect(box.open(sealed, 'a')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'b')).toBeUndefined();
    expect(secretBox(randomBytes(32)).open(sealed, 'a')).toBeUndefined();
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(box.open([version, iv, flipped.toString('base64url'), tag].join('.'), 'a')).toBeUndefined();
    expect(box.open('JBSWY3DPEHPK3PXP', 'a')).toBeUndefined();
  });

  it('refuses a key of the wrong size, and a config with a SECRET_KEY that is not 32 bytes of base64', () => {
    expect(() => secretBox(randomBytes(16))).toThrow(/32 bytes/);
    expect(() => loadConfig({ SECRET_KEY: randomBytes(16).toString('base64') })).toThrow(/SECRET_KEY: must be 32 bytes in base64/);
    expect(() => loadConfig({ SECRET_KEY: 'not base64 at all, but 44 characters long!!' })).toThrow(/SECRET_KEY/);
    expect(loadConfig({ SECRET_KEY: randomBytes(32).toString('base64') }).SECRET_KEY).toHaveLength(44);
  });
});

describe('the secret key', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'casino-key-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('is SECRET_KEY when set, and otherwise a key file in DATA_DIR made once, readable by its owner only', () => {
    const given = randomBytes(32);
    expect(loadSecretKey({ SECRET_KEY: given.toString('base64'), DATA_DIR: dir }).equals(given)).toBe(true);
    const dataDir = join(dir, 'data');
    const first = loadSecretKey({ SECRET_KEY: '', DATA_DIR: dataDir });
    expect(first).toHaveLength(32);
    expect(loadSecretKey({ SECRET_KEY: '', DATA_DIR: dataDir }).equals(first)).toBe(true);
    const file = join(dataDir, SECRET_KEY_FILE);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64').equals(first)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

/** Operators' TOTP secrets sealed in the database, and every sign-in and sign-out of an operator in the audit log (issue #12). */
describe.each(dialects)('operator secrets and sign-in audit on %s', (dialect) => {
  let t: TestApp;
  const now = Date.UTC(2026, 5, 1, 2, 0, 10);
  beforeAll(async () => {
    t = await startTestApp(dialect, {}, () => now);
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.db.database.db;
  const login = (name: string, password: string, code: string) => post(t.app, '/admin/api/login', { name, password, code });
  const storedSecret = async (name: string) => (await db().selectFrom('admin_user').select('totp_secret').where('name', '=', name).executeTakeFirstOrThrow()).totp_secret;
  const json = (text: string | null): unknown => JSON.parse(text ?? 'null');
  const auditOf = (name: string) =>
    db().selectFrom('audit_log').select(['action', 'target', 'after_json', 'ip', 'admin_name']).where('admin_name', '=', name).orderBy('id').execute();

  it('keeps the TOTP secret sealed: not in the row, bound to its operator, and the operator still signs in', async () => {
    const { password, secret } = await createAdmin(db(), testSecrets, 'sealed1', 'finance', now);
    const stored = await storedSecret('sealed1');
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(secret);
    expect((await login('sealed1', password, totpCode(secret, now))).body.code).toBe(200);

    // A sealed secret copied onto another operator's row does not open there.
    const other = await createAdmin(db(), testSecrets, 'sealed2', 'finance', now);
    await db().updateTable('admin_user').set({ totp_secret: stored }).where('name', '=', 'sealed2').execute();
    expect((await login('sealed2', other.password, totpCode(secret, now))).body).toMatchObject({ code: 403, message: '该账号尚未绑定动态验证码，请联系所有者重置动态验证码' });
  });

  it('seals a secret stored in plain base32 (before sealing existed) at start-up, and the operator signs in after', async () => {
    const secret = newTotpSecret();
    const password = 'legacy-password-1';
    await db().insertInto('admin_user').values({ name: 'plain1', password_hash: await hashSecret(password), created_at: now, role: 'owner', totp_secret: secret }).execute();
    expect(await sealPlainTotpSecrets(db(), testSecrets)).toBeGreaterThanOrEqual(1);
    expect(await storedSecret('plain1')).toMatch(/^v1\./);
    expect(await sealPlainTotpSecrets(db(), testSecrets)).toBe(0);
    expect((await login('plain1', password, totpCode(secret, now))).body.code).toBe(200);
  });

  it('seals what `npm run admin -- admin:create` stores, with the same key as the server', async () => {
    const made = await runAdmin(t.db.url, 'admin:create', 'cliseal', '--role', 'support');
    expect(made.code).toBe(0);
    const secret = /type the secret in: ([A-Z2-7]+)/.exec(made.out)?.[1] ?? '';
    const password = /password \(shown once\): (\S+)/.exec(made.out)?.[1] ?? '';
    expect(await storedSecret('cliseal')).toMatch(/^v1\./);
    expect(await storedSecret('cliseal')).not.toContain(secret);
    expect((await login('cliseal', password, totpCode(secret, now))).body.code).toBe(200);
  });

  it('writes each sign-in of a real operator to the audit log, right or refused, with why; a name of no operator writes nothing', async () => {
    const { password, secret } = await createAdmin(db(), testSecrets, 'audited1', 'support', now);
    const right = totpCode(secret, now);
    expect((await login('audited1', 'wrong-password', right)).body.code).toBe(203);
    expect((await login('audited1', password, right === '000000' ? '111111' : '000000')).body.code).toBe(203);
    expect((await login('audited1', password, right)).body.code).toBe(200);
    expect((await login('audited1', password, right)).body.code).toBe(203);
    await db().updateTable('admin_user').set({ disabled_at: now }).where('name', '=', 'audited1').execute();
    expect((await login('audited1', password, totpCode(secret, now, 1))).body.code).toBe(403);
    const rows = await auditOf('audited1');
    expect(rows.map((row) => [row.action, row.target, json(row.after_json)])).toEqual([
      ['adminLogin', 'admin:audited1', { signedIn: false, refusal: 'password' }],
      ['adminLogin', 'admin:audited1', { signedIn: false, refusal: 'code' }],
      ['adminLogin', 'admin:audited1', { signedIn: true, role: 'support' }],
      ['adminLogin', 'admin:audited1', { signedIn: false, refusal: 'code-reused' }],
      ['adminLogin', 'admin:audited1', { signedIn: false, refusal: 'disabled' }],
    ]);
    expect(rows.every((row) => row.ip === '127.0.0.1')).toBe(true);

    const before = await db().selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect((await login('no-such-operator', password, right)).body.code).toBe(203);
    const after = await db().selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('writes sign-out and sign-out everywhere to the audit log', async () => {
    const op = await signedInOperator(t.app, db(), 'audited2', 'content', now);
    const second = (await login(op.name, op.password, totpCode(op.secret, now))).body.data as { token: string };
    expect((await post(t.app, '/admin/api/logout', {}, op.token)).body.code).toBe(200);
    expect((await post(t.app, '/admin/api/logout-all', {}, second.token)).body.code).toBe(200);
    const rows = await auditOf('audited2');
    expect(rows.map((row) => [row.action, json(row.after_json)])).toEqual([
      ['adminLogin', { signedIn: true, role: 'content' }],
      ['adminLogin', { signedIn: true, role: 'content' }],
      ['adminLogout', { sessions: 'this one ended' }],
      ['adminLogoutAll', { sessions: 'all ended' }],
    ]);
  });
});
