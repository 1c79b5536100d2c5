import { SERVER_MSG } from '@casino/contract/server-messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { createAdmin } from '../src/modules/operators/admins';
import { SITE_ID } from '../src/kernel/site-settings';
import { adminWith, compiledAdminWith, type CliOptions, type CliRun } from './support/admin-cli';
import { signedInOperator, testSecrets, totpCode, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PAY_PASSWORD } from './support/members';
import { fundedMember } from './support/money';

/** Withdrawals above ¥500 need two operators here. */
const SECOND_REVIEW_FEN = 500_00;

describe.each(dialects)('npm run admin as a signed-in operator on %s', (dialect) => {
  let t: TestApp;
  let sessions: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.db.database.db.updateTable('site').set({ second_review_fen: SECOND_REVIEW_FEN }).where('id', '=', SITE_ID).execute();
    sessions = mkdtempSync(join(tmpdir(), 'cli-sign-in-'));
  });
  afterAll(async () => {
    await t.close();
  });

  /** How a desk runs the CLI: in this process, or the compiled CLI in a process of its own (standard input piped, the session file as a user's). */
  type Runner = (options: CliOptions, url: string, ...args: string[]) => Promise<CliRun>;
  /** A person at their own terminal: their own session file. */
  interface Desk {
    name: string;
    file: string;
    run(...args: string[]): Promise<CliRun>;
  }
  function deskOf(name: string, runner: Runner = adminWith): Desk {
    const file = join(sessions, name);
    return { name, file, run: (...args) => runner({ env: { ADMIN_SESSION_FILE: file } }, t.db.url, ...args) };
  }
  /** An operator made now, signed in at the command line with their password and the authenticator's current code. */
  async function cliOperator(name: string, role: 'owner' | 'finance' | 'support', runner: Runner = adminWith): Promise<Desk> {
    const created = await createAdmin(t.db.database.db, testSecrets, name, role, Date.now());
    const desk = deskOf(name, runner);
    const login = await runner({ env: { ADMIN_SESSION_FILE: desk.file }, input: `${created.password}\n${totpCode(created.secret)}\n` }, t.db.url, 'login', name);
    expect(login, login.err).toMatchObject({ code: 0, out: expect.stringContaining(`signed in as ${name} (${role})`) as unknown });
    return desk;
  }
  async function withdrawal(yuan: string) {
    const member = await fundedMember(t, 2_000_00);
    const card = (await post(t.app, '/api/bindcard', { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: '6222020200112233', pay_pass: PAY_PASSWORD }, member.token)).body.data as { id: number };
    const asked = await post(t.app, '/api/withdraw', { bank: card.id, amount: yuan, password: PAY_PASSWORD }, member.token);
    expect(asked.body.code, JSON.stringify(asked.body)).toBe(200);
    return { member, id: (asked.body.data as { id: number }).id };
  }
  const state = async (id: number) => (await t.db.database.db.selectFrom('withdrawal').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;

  it('makes the first owner without a sign-in: the site has none yet', async () => {
    const first = await deskOf('first').run('admin:create', `clifirst-${dialect}`, '--role', 'owner');
    expect(first.code, first.err).toBe(0);
  });

  it('refuses every member and money command to somebody not signed in, whatever $USER says, and changes nothing', async () => {
    const { member, id } = await withdrawal('100');
    for (const args of [['withdrawals'], ['withdrawal:approve', String(id)], ['adjust', member.name, '100', 'gift'], ['member:block', member.name], ['site', '--state', '0']]) {
      // The compiled CLI, with $USER in its process's environment.
      const run = await compiledAdminWith({ env: { USER: 'alice' } }, t.db.url, ...args);
      expect(run, args.join(' ')).toMatchObject({ code: 1, out: '', err: expect.stringContaining('not signed in: sign in with: npm run admin -- login') as unknown });
    }
    expect(await state(id)).toBe(1);
    expect((await memberBalances(t.db.database.db, member.id)).mainFen).toBe(2_000_00 - 100_00);
  });

  it('signs in with the password and the authenticator code, keeps the session in a file only its user reads, and acts as that operator', async () => {
    // The compiled CLI, as an operator runs it: the credentials piped to its standard input, the session in a file between its processes.
    const fin = await cliOperator(`clifin-${dialect}`, 'finance', compiledAdminWith);
    expect(statSync(fin.file).mode & 0o777).toBe(0o600);
    expect((await fin.run('whoami')).out.trim()).toBe(`${fin.name} (finance)`);

    const { member, id } = await withdrawal('100');
    expect((await fin.run('withdrawal:approve', String(id))).code).toBe(0);
    expect(await state(id)).toBe(2);
    const reviewed = await t.db.database.db.selectFrom('withdrawal').select('reviewed_by').where('id', '=', id).executeTakeFirstOrThrow();
    expect(reviewed.reviewed_by).toBe(`admin:${fin.name}`);
    const audit = await t.db.database.db.selectFrom('audit_log').select(['admin_id', 'admin_name', 'action', 'ip']).where('target', '=', `withdrawal:${String(id)}`).execute();
    expect(audit).toEqual([{ admin_id: expect.any(Number) as unknown, admin_name: fin.name, action: 'withdrawal:approve', ip: 'cli' }]);
    expect((await memberBalances(t.db.database.db, member.id)).mainFen).toBe(1_900_00);
  });

  it('counts one person once across the console and the command line: the second approval of a large withdrawal must be another operator', async () => {
    const alice: TestOperator = await signedInOperator(t.app, t.db.database.db, `cliapi-${dialect}`, 'finance');
    const { id } = await withdrawal('800');
    expect((await post(t.app, '/admin/api/withdrawals/approve', { id }, alice.token)).body.message).toBe(SERVER_MSG.withdrawalFirstApproval);
    // The same person at the command line, once with another $USER: still alice, refused.
    const aliceDesk = deskOf(alice.name);
    const login = await adminWith({ env: { ADMIN_SESSION_FILE: aliceDesk.file }, input: `${alice.password}\n${totpCode(alice.secret)}\n` }, t.db.url, 'login', alice.name);
    expect(login.code, login.err).toBe(0);
    const again = await compiledAdminWith({ env: { ADMIN_SESSION_FILE: aliceDesk.file, USER: 'bob' } }, t.db.url, 'withdrawal:approve', String(id));
    expect(again).toMatchObject({ code: 1, err: expect.stringContaining(SERVER_MSG.withdrawalSecondReviewer) as unknown });
    expect(await state(id)).toBe(1);

    const bob = await cliOperator(`clibob-${dialect}`, 'finance');
    expect((await bob.run('withdrawal:approve', String(id))).code).toBe(0);
    expect(await state(id)).toBe(2);
  });

  it("keeps each operator to their role's calls and credit limit, as the console does", async () => {
    const support = await cliOperator(`clisup-${dialect}`, 'support');
    const member = await fundedMember(t, 100_00);
    const adjust = await support.run('adjust', member.name, '50', 'gift');
    expect(adjust).toMatchObject({ code: 1, err: expect.stringContaining(`${support.name} (support) may not do this: it is for owner, finance`) as unknown });
    expect((await memberBalances(t.db.database.db, member.id)).mainFen).toBe(100_00);
    // Support may block a member (its role's call), and the audit log says who.
    expect((await support.run('member:block', member.name)).code).toBe(0);
    const blocked = await t.db.database.db.selectFrom('audit_log').select('admin_name').where('action', '=', 'member:block').where('target', 'like', `%${member.name}%`).execute();
    expect(blocked).toEqual([{ admin_name: support.name }]);
    // Finance credits up to its own limit, not the owner's (the command line was the owner before).
    const finance = await cliOperator(`clicap-${dialect}`, 'finance');
    expect(await finance.run('adjust', member.name, '100000.01', 'gift')).toMatchObject({ code: 1, err: expect.stringContaining(ADMIN_MSG.adminCreditOverLimit) as unknown });
    expect((await memberBalances(t.db.database.db, member.id)).mainFen).toBe(100_00);
  });

  it('refuses a wrong code (no session is kept), and a session after logout, expiry of its operator or a forged token', async () => {
    const created = await createAdmin(t.db.database.db, testSecrets, `cliwrong-${dialect}`, 'finance', Date.now());
    const desk = deskOf(created.id.toString());
    const wrong = await adminWith({ env: { ADMIN_SESSION_FILE: desk.file }, input: `${created.password}\n000000\n` }, t.db.url, 'login', `cliwrong-${dialect}`);
    expect(wrong).toMatchObject({ code: 1, err: expect.stringContaining(ADMIN_MSG.adminWrongCredentials) as unknown });
    expect((await desk.run('deposits')).err).toContain('not signed in');

    const fin = await cliOperator(`cliout-${dialect}`, 'finance');
    expect((await fin.run('deposits')).code).toBe(0);
    expect((await fin.run('logout')).out).toContain(`${fin.name} signed out`);
    expect((await fin.run('deposits')).err).toContain('not signed in');

    const disabled = await cliOperator(`clioff-${dialect}`, 'finance');
    await t.db.database.db.updateTable('admin_user').set({ disabled_at: Date.now() }).where('name', '=', disabled.name).execute();
    expect((await disabled.run('deposits')).err).toContain('the operator session has ended');

    writeFileSync(desk.file, 'forged-token\n');
    expect((await desk.run('deposits')).err).toContain('the operator session has ended');
  });

  it('makes operators only for a signed-in owner once the site has an owner', async () => {
    const finance = await cliOperator(`clinoown-${dialect}`, 'finance');
    expect(await finance.run('admin:create', `cliextra-${dialect}`, '--role', 'owner')).toMatchObject({ code: 1, err: expect.stringContaining('may not do this') as unknown });
    expect(await deskOf('nobody').run('admin:create', `cliextra-${dialect}`, '--role', 'owner')).toMatchObject({ code: 1, err: expect.stringContaining('not signed in') as unknown });
    const owner = await cliOperator(`cliown-${dialect}`, 'owner');
    expect((await owner.run('admin:create', `cliextra-${dialect}`, '--role', 'finance')).code).toBe(0);
    const audit = await t.db.database.db.selectFrom('audit_log').select('admin_name').where('action', '=', 'admin:create').where('target', '=', `admin:cliextra-${dialect}`).execute();
    expect(audit).toEqual([{ admin_name: owner.name }]);
  });
});
