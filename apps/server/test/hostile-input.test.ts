import { allCalls } from '@casino/contract/calls';
import type { CallDefinition } from '@casino/contract/call';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signedInOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';

/** The top-level fields a call's request takes. */
function fieldsOf(call: CallDefinition): string[] {
  let schema: z.ZodType = call.request;
  if (schema instanceof z.ZodOptional) schema = schema.unwrap() as z.ZodType;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** A valid body per call, so that a hostile value in one field gets past the rules on the others. */
const BASELINE: Record<string, Record<string, unknown>> = {
  '/api/editPassword': { password: 'abcd1234', paypassword: 'abcd5678', newpasword: 'abcd5678' },
  '/api/editPayPassword': { password: '123456', paypassword: '654321', newpasword: '654321' },
  '/api/updateuserinfo': { email: 'a@b.cn', mobile: '13812345678', birthday: '1990-01-01' },
  '/admin/api/adjust': { username: 'nobody_here', amount: '1', memo: 'x' },
  '/admin/api/login': { name: 'ops', password: 'wrong-password', code: '123456' },
  '/admin/api/members/state': { username: 'nobody_here', state: 'block' },
  '/admin/api/messages': { to: 'all', title: 't', content: 'c' },
  '/api/applyagentdo': { mobile: '13812345678', apply_info: 'x' },
  '/api/login_pc': { name: 'nobody_here', password: 'abcd1234', code: 'ab12', captcha_id: 'x' },
  '/api/register': { name: 'hostile1', password: 'abcd1234', confirmPass: 'abcd1234', realname: '张三', paypassword: '123456', code: 'ab12', captcha_id: 'x' },
  '/api/bindcard': { bank_owner: '张三', bank: '中国银行', bank_address: '北京', bank_no: '6222020200112233', pay_pass: '000000' },
  '/api/delcard': { id: 1, pay_pass: '000000' },
  '/api/recharge': { paytype: 1, amount: '100', catepay: '', bank: '工商银行', bank_address: '上海', bank_no: '6222000011112222', bank_owner: '张三' },
  '/api/getGameUrl': { plat_name: 'pp', game_type: 2, game_code: 'pp_slot', is_mobile_url: 1 },
  '/api/doactivityapply': { activityid: 1, amount: '100' },
  '/api/transfer': { amount: '1', sourcetype: 'userbalance', targettype: 'pp' },
  '/api/withdraw': { amount: '100', bank: 1, password: '000000' },
};

/** Values that once reached the database raw: a NUL, other control characters, numbers beyond its integers. */
const HOSTILE: readonly unknown[] = ['a\u0000b', '\u001b[2J', '99999999999999999999', 1e21, 2 ** 53 + 2, 2 ** 31, -1e21, '1e21'];

describe.each(dialects)('hostile input on %s', (dialect) => {
  let t: TestApp;
  let member: string;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    member = (await registerMember(t.app)).token;
    admin = (await signedInOperator(t.app, t.db.database.db, 'ops')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a control character or an out-of-range number with the field named, and stores nothing', async () => {
    expect((await post(t.app, '/api/login_pc', { ...BASELINE['/api/login_pc'], name: 'a\u0000b' })).body).toEqual({ code: 1000, message: '请求参数不正确：name', data: [] });
    expect((await post(t.app, '/api/activitylist', { type: '99999999999999999999' })).body).toMatchObject({ code: 1000, message: '请求参数不正确：type' });
    expect((await post(t.app, '/api/activitylist', { type: '2' })).body.code).toBe(200);
    const before = await t.db.database.db.selectFrom('deposit_order').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    const refused = await post(t.app, '/api/recharge', { ...BASELINE['/api/recharge'], bank_owner: '张\u001b[2J三' }, member);
    expect(refused.body).toMatchObject({ code: 1000, message: '请求参数不正确：bank_owner' });
    const after = await t.db.database.db.selectFrom('deposit_order').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  const calls = allCalls.filter((call) => !call.multipart && fieldsOf(call).length > 0);

  it.each(calls.map((call) => [call.path, call] as const))('%s answers every hostile field value without a server error, changing nothing', async (_path, call) => {
    const token = call.admin ? admin : call.auth ? member : undefined;
    const failures: string[] = [];
    let attempt = 0;
    for (const field of fieldsOf(call)) {
      for (const value of HOSTILE) {
        attempt += 1;
        const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
        if (call.money) headers['idempotency-key'] = `hostile-${String(attempt)}-${String(Date.now())}`;
        const response =
          call.method === 'GET'
            ? await t.app.inject({ method: 'GET', url: call.path, query: { [field]: String(value) }, headers })
            : await t.app.inject({ method: 'POST', url: call.path, payload: JSON.stringify({ ...BASELINE[call.path], [field]: value }), headers, remoteAddress: `10.77.${String(attempt % 250)}.1` });
        if (response.statusCode >= 500) failures.push(`${field}=${JSON.stringify(value)} → ${String(response.statusCode)} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
