import { ADMIN_PERMISSIONS, isAdminRouteName } from '@casino/contract/admin-permissions';
import { ADMIN_ROLES } from '@casino/contract/admin-roles';
import { allCalls } from '@casino/contract/calls';
import { routeNameOf } from '@casino/contract/openapi/operation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { createAdmin } from '../src/modules/operators/admins';
import { openAdminSession } from '../src/modules/operators/sessions';
import { signedInOperator, testSecrets } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';
import { fundMember, memberId } from './support/money';

const FORBIDDEN = { code: 403, message: '您的角色无权执行此操作', data: [] };
const adminCalls = allCalls.filter((call) => call.admin === true);

/** Issue #12: the server checks every operator call against the contract's table of roles. */
describe.each(dialects)('operator permissions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('has an entry for every admin call in the table, and owner in each', () => {
    expect(adminCalls.length).toBeGreaterThan(20);
    for (const call of adminCalls) {
      const name = routeNameOf(call);
      expect(isAdminRouteName(name), `${name} has no entry in ADMIN_PERMISSIONS`).toBe(true);
      if (isAdminRouteName(name)) expect(ADMIN_PERMISSIONS[name]).toContain('owner');
    }
    expect(Object.keys(ADMIN_PERMISSIONS).sort()).toEqual(adminCalls.map(routeNameOf).sort());
  });

  it('answers every admin call for every role as the table says: 403 with its message, or past the check', async () => {
    const { db } = t.db.database;
    const operators = await Promise.all(ADMIN_ROLES.map(async (role) => ({ role, id: (await createAdmin(db, testSecrets, `perm-${role}`, role, Date.now())).id })));
    const mismatches: string[] = [];
    for (const call of adminCalls.filter((c) => c.auth)) {
      const name = routeNameOf(call);
      if (!isAdminRouteName(name)) continue;
      for (const { role, id } of operators) {
        // A session of its own per call: a sign-out that is allowed ends only it.
        const token = await openAdminSession(db, id, Date.now());
        // An empty body: an allowed call is refused by its own rules, so nothing is changed by this walk.
        const response = await t.app.inject({
          method: call.method,
          url: call.path,
          headers: { authorization: `Bearer ${token}`, ...(call.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
          ...(call.method === 'POST' ? { payload: '{}' } : {}),
        });
        // A file call (csv) answers its file when allowed; a refusal is the envelope still.
        const body = call.csv === true && response.statusCode === 200 ? { code: 200, message: '', data: response.body.slice(0, 40) } : response.json<{ code: number; message: string; data: unknown }>();
        const allowed = ADMIN_PERMISSIONS[name].includes(role);
        const refused = response.statusCode === 403 && body.code === FORBIDDEN.code && body.message === FORBIDDEN.message;
        if (allowed === refused) mismatches.push(`${role} ${name}: HTTP ${String(response.statusCode)} ${JSON.stringify(body).slice(0, 120)}`);
        if (!allowed) expect(body).toEqual(FORBIDDEN);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses a support operator’s approval of a withdrawal, and changes nothing; finance then pays it out', async () => {
    const support = await signedInOperator(t.app, t.db.database.db, 'perm-support2', 'support');
    const finance = await signedInOperator(t.app, t.db.database.db, 'perm-finance2', 'finance');
    const member = await registerMember(t.app);
    const id = await memberId(t.db.database, member.name);
    await fundMember(t.db.database, id, 500_00);
    const card = await post(t.app, '/api/bindcard', { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: '6222020200117777', pay_pass: '123456' }, member.token);
    const withdrawal = await post(t.app, '/api/withdraw', { bank: (card.body.data as { id: number }).id, amount: '100', password: '123456' }, member.token);
    expect(withdrawal.body.code, JSON.stringify(withdrawal.body)).toBe(200);
    const withdrawalId = (withdrawal.body.data as { id: number }).id;
    const before = await memberBalances(t.db.database.db, id);

    const refused = await post(t.app, '/admin/api/withdrawals/approve', { id: withdrawalId }, support.token);
    expect(refused).toEqual({ status: 403, body: FORBIDDEN });
    expect((await post(t.app, '/admin/api/adjust', { username: member.name, amount: '100', memo: '补偿' }, support.token)).body).toEqual(FORBIDDEN);
    const row = await t.db.database.db.selectFrom('withdrawal').select(['state', 'reviewed_by']).where('id', '=', withdrawalId).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 1, reviewed_by: null });
    expect(await memberBalances(t.db.database.db, id)).toEqual(before);

    expect((await post(t.app, '/admin/api/withdrawals/approve', { id: withdrawalId }, finance.token)).body.code).toBe(200);
  });
});
