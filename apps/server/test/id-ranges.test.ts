import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INT32 } from '@casino/contract/wire';
import { admin } from './support/admin-cli';
import { signedInOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PAY_PASSWORD, registerMember, registration, uniqueName } from './support/members';
import { memberId } from './support/money';

/** Ids beyond PostgreSQL's integer columns, which SQLite would simply not find. */
const OUT_OF_RANGE = ['2147483648', '9999999999', 2147483648, 9999999999];

describe.each(dialects)('ids beyond the id columns on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const referrerOf = async (name: string) =>
    (await t.db.database.db.selectFrom('member').select('referrer_id').where('username', '=', name).executeTakeFirstOrThrow()).referrer_id;

  it('registers with a referrer id out of range as with an unknown referrer', async () => {
    for (const [i, pid] of [...OUT_OF_RANGE, MAX_INT32].entries()) {
      const name = uniqueName('rf');
      const { status, body } = await post(t.app, '/api/register', registration(name, { pid }), undefined, `10.8.0.${String(i)}`);
      expect({ pid, status, code: body.code }).toEqual({ pid, status: 200, code: 200 });
      expect(await referrerOf(name)).toBeNull();
    }
  });

  it('still takes a referrer by id or by name', async () => {
    const referrer = await registerMember(t.app);
    const id = await memberId(t.db.database, referrer.name);
    const byId = await registerMember(t.app, uniqueName('rf'), { pid: String(id) });
    const byName = await registerMember(t.app, uniqueName('rf'), { pid: referrer.name });
    expect(await referrerOf(byId.name)).toBe(id);
    expect(await referrerOf(byName.name)).toBe(id);
  });

  // The contract bounds these (idValue); the sweep of every call's fields that found the referrer found no other.
  it('refuses ids out of range in the calls that take one, members\' and operators\', without a server error', async () => {
    const { token } = await registerMember(t.app);
    const operator = await signedInOperator(t.app, t.db.database.db, uniqueName('op'));
    const calls: [string, Record<string, unknown>, string][] = [
      ['/api/delcard', { id: '2147483648', pay_pass: PAY_PASSWORD }, token],
      ['/api/withdraw', { amount: '100', bank: '2147483648', password: PAY_PASSWORD }, token],
      ['/api/doactivityapply', { activityid: 2147483648 }, token],
      ['/api/activitydeatil', { id: '9999999999' }, token],
      ['/admin/api/withdrawals/approve', { id: 2147483648 }, operator.token],
      ['/admin/api/applications/reject', { id: '2147483648' }, operator.token],
      ['/admin/api/agents/approve', { id: '9999999999' }, operator.token],
      ['/admin/api/banners/delete', { id: 2147483648 }, operator.token],
    ];
    for (const [path, body, bearer] of calls) {
      const { status, body: answer } = await post(t.app, path, body, bearer);
      expect({ path, status, refused: answer.code !== 200 }).toEqual({ path, status: 200, refused: true });
    }
  });

  it.each(['withdrawal:approve', 'application:reject', 'agent:approve'])('npm run admin -- %s refuses an id out of range with its usage, not a stack trace', async (command) => {
    const run = await admin(t.db.url, command, '2147483648');
    expect(run.code).toBe(2);
    expect(run.err).toContain('the id is a whole number from 1 to 2147483647, not 2147483648');
    expect(run.err).not.toContain('    at ');
  }, 30_000);
});
