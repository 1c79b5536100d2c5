import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PASSWORD, PAY_PASSWORD, registerMember } from './support/members';
import { fundMember, memberId } from './support/money';

interface Link {
  username: string;
  kind: string;
  value: string;
}

describe.each(dialects)('members linked by what they share, for the reviews on %s', (dialect) => {
  let t: TestApp;
  let finance: TestOperator;
  const card = `62258801${String(Date.now()).slice(-8)}`;
  const realname = `关联${'甲乙丙丁戊己庚辛'.charAt(Date.now() % 8)}${'子丑寅卯辰巳午未'.charAt(Math.floor(Date.now() / 8) % 8)}`;
  let a: { name: string; token: string };
  let b: { name: string; token: string };
  let c: { name: string; token: string };
  let d: { name: string; token: string };
  let loner: { name: string; token: string };

  const get = async (path: string, query: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: path, query, headers: { authorization: `Bearer ${finance.token}` } })).json<{ code: number; data: unknown }>();

  // The holder is the member's real name (issue #41).
  const bind = async (token: string, bankNo: string, owner = '张三') => {
    const bound = await post(t.app, '/api/bindcard', { bank_owner: owner, bank: '中国银行', bank_address: '北京分行', bank_no: bankNo, pay_pass: PAY_PASSWORD }, token);
    expect(bound.body.code).toBe(200);
    return (bound.body.data as { id: number }).id;
  };
  let aCard = 0;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    finance = await signedInOperator(t.app, t.db.database.db, 'links-finance', 'finance');
    a = await registerMember(t.app, undefined, { realname });
    b = await registerMember(t.app);
    c = await registerMember(t.app, undefined, { realname });
    d = await registerMember(t.app);
    loner = await registerMember(t.app, undefined, { realname: '独行侠' });
    aCard = await bind(a.token, card, realname);
    await bind(b.token, card);
    await bind(loner.token, `62258809${String(Date.now()).slice(-8)}`, '独行侠');
    // a and d log in from one address.
    for (const member of [a, d]) expect((await post(t.app, '/api/login_pc', { name: member.name, password: PASSWORD, code: 'x1y2' }, undefined, '10.77.0.1')).body.code).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const expected = () => [
    { username: d.name, kind: 'ip', value: '10.77.0.1' },
    { username: b.name, kind: 'account', value: card },
    { username: c.name, kind: 'realname', value: realname },
  ];

  it("lists them on the member's detail, and counts them on the member list", async () => {
    const detail = (await get('/admin/api/members/detail', { username: a.name })) as { data: { links: Link[] } };
    expect(detail.data.links).toEqual(expected());
    expect(((await get('/admin/api/members/detail', { username: loner.name })).data as { links: Link[] }).links).toEqual([]);
    const found = (await get('/admin/api/members', { q: a.name })) as { data: { data: { username: string; linked: number }[] } };
    expect(found.data.data.find((row) => row.username === a.name)?.linked).toBe(3);
    expect(((await get('/admin/api/members', { q: loner.name })).data as { data: { linked: number }[] }).data[0]?.linked).toBe(0);
  });

  it('shows them on every withdrawal review of the member', async () => {
    await fundMember(t.db.database, await memberId(t.db.database, a.name), 500_00);
    const asked = await post(t.app, '/api/withdraw', { bank: aCard, amount: '100', password: PAY_PASSWORD }, a.token);
    expect(asked.body.code, JSON.stringify(asked.body)).toBe(200);
    const queue = (await get('/admin/api/withdrawals', { username: a.name })) as { data: { data: { username: string; links: Link[] }[] } };
    expect(queue.data.data).toEqual([expect.objectContaining({ username: a.name, links: expected() })]);
  });
});
