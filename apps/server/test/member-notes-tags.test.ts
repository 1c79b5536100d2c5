import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PAY_PASSWORD, registerMember } from './support/members';
import { fundMember, memberId } from './support/money';

interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}
interface Note {
  id: number;
  content: string;
  author: string;
  created_at: string;
}

describe.each(dialects)("operators' notes and tags on members on %s", (dialect) => {
  let t: TestApp;
  let finance: TestOperator;
  let support: TestOperator;
  let owner: TestOperator;
  let content: TestOperator;
  let member: { name: string; token: string };
  let other: { name: string; token: string };

  const call = async <T = unknown>(operator: TestOperator, method: 'GET' | 'POST', url: string, body: Record<string, unknown>) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${operator.token}` },
      ...(method === 'GET' ? { query: Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)])) } : { payload: body }),
    });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  };
  const detail = async (operator: TestOperator, username: string) =>
    (await call<{ tags: string[]; notes: Note[] }>(operator, 'GET', '/admin/api/members/detail', { username })).body.data;
  const auditRows = (action: string) => t.db.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  beforeAll(async () => {
    t = await startTestApp(dialect);
    const db = t.db.database.db;
    [finance, support, owner, content] = await Promise.all([
      signedInOperator(t.app, db, 'notes-finance', 'finance'),
      signedInOperator(t.app, db, 'notes-support', 'support'),
      signedInOperator(t.app, db, 'notes-owner', 'owner'),
      signedInOperator(t.app, db, 'notes-content', 'content'),
    ]);
    member = await registerMember(t.app);
    other = await registerMember(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds notes by finance and support, read newest first with author and time, each audited', async () => {
    const first = await call<Note>(support, 'POST', '/admin/api/members/notes/add', { username: member.name, content: '  客户来电称银行卡丢失  ' });
    expect(first.body.code, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ content: '客户来电称银行卡丢失', author: 'notes-support' });
    const second = await call<Note>(finance, 'POST', '/admin/api/members/notes/add', { username: member.name, content: '多次小额充值后大额提现，注意核实' });
    expect(second.body.code).toBe(200);
    const notes = (await detail(finance, member.name)).notes;
    expect(notes.map((note) => [note.content, note.author])).toEqual([
      ['多次小额充值后大额提现，注意核实', 'notes-finance'],
      ['客户来电称银行卡丢失', 'notes-support'],
    ]);
    expect(notes[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await detail(support, other.name)).notes).toEqual([]);
    const audited = await auditRows('adminAddMemberNote');
    expect(audited.map((row): unknown[] => [row.admin_name, row.target, JSON.parse(row.after_json ?? 'null')])).toEqual([
      ['notes-support', `member:${member.name}`, { note: first.body.data.id, content: '客户来电称银行卡丢失' }],
      ['notes-finance', `member:${member.name}`, { note: second.body.data.id, content: '多次小额充值后大额提现，注意核实' }],
    ]);
  });

  it('refuses an empty note, one over 500 characters, an unknown member and a role that may not read members', async () => {
    expect((await call(finance, 'POST', '/admin/api/members/notes/add', { username: member.name, content: '   ' })).body).toMatchObject({ code: 1000, message: '请输入备注内容' });
    expect((await call(finance, 'POST', '/admin/api/members/notes/add', { username: member.name, content: '备'.repeat(501) })).body).toMatchObject({ message: '备注最多500个字' });
    expect((await call(finance, 'POST', '/admin/api/members/notes/add', { username: member.name, content: '备'.repeat(500) })).body.code).toBe(200);
    expect((await call(finance, 'POST', '/admin/api/members/notes/add', { username: 'nobody-here', content: '备注' })).body.code).toBe(202);
    expect((await call(content, 'POST', '/admin/api/members/notes/add', { username: member.name, content: '备注' })).status).toBe(403);
    expect((await call(content, 'POST', '/admin/api/members/tags', { username: member.name, tags: ['高风险'] })).status).toBe(403);
  });

  it("lets a note be deleted by its author or an owner, not by another operator; the deletion is audited with the note", async () => {
    const note = (await call<Note>(support, 'POST', '/admin/api/members/notes/add', { username: other.name, content: '待删除的备注' })).body.data;
    const refused = await call(finance, 'POST', '/admin/api/members/notes/delete', { id: note.id });
    expect(refused.body).toMatchObject({ code: 403, message: '只能删除自己写的备注（所有者可删除任何备注）' });
    expect((await detail(finance, other.name)).notes).toHaveLength(1);
    expect((await call(support, 'POST', '/admin/api/members/notes/delete', { id: note.id })).body.code).toBe(200);
    expect((await detail(finance, other.name)).notes).toEqual([]);
    expect((await call(support, 'POST', '/admin/api/members/notes/delete', { id: note.id })).body).toMatchObject({ code: 202, message: '备注不存在或已删除' });

    const another = (await call<Note>(finance, 'POST', '/admin/api/members/notes/add', { username: other.name, content: '所有者删除' })).body.data;
    expect((await call(owner, 'POST', '/admin/api/members/notes/delete', { id: another.id })).body.code).toBe(200);
    const audited = await auditRows('adminDeleteMemberNote');
    expect(audited.map((row) => [row.admin_name, row.target, JSON.parse(row.before_json ?? 'null') as Record<string, unknown>, row.after_json])).toEqual([
      ['notes-support', `member:${other.name}`, expect.objectContaining({ note: note.id, content: '待删除的备注', author: 'notes-support' }), null],
      ['notes-owner', `member:${other.name}`, expect.objectContaining({ note: another.id, content: '所有者删除', author: 'notes-finance' }), null],
    ]);
  });

  it('sets tags (trimmed, repeats out), shows them on the detail and the list, filters the list by one, audited before and after', async () => {
    const set = await call<{ tags: string[] }>(support, 'POST', '/admin/api/members/tags', { username: member.name, tags: [' 高风险 ', '套利', '高风险', ''] });
    expect(set.body.code, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.tags).toEqual(['高风险', '套利']);
    expect((await detail(finance, member.name)).tags).toEqual(['高风险', '套利']);
    await call(finance, 'POST', '/admin/api/members/tags', { username: other.name, tags: ['VIP客户'] });

    const listed = await call<{ data: { username: string; tags: string[] }[]; total: number }>(finance, 'GET', '/admin/api/members', { tag: '套利' });
    expect(listed.body.data.data.map((row) => [row.username, row.tags])).toEqual([[member.name, ['高风险', '套利']]]);
    expect(listed.body.data.total).toBe(1);
    const all = await call<{ data: { username: string; tags: string[] }[] }>(finance, 'GET', '/admin/api/members', { q: other.name });
    expect(all.body.data.data[0]?.tags).toEqual(['VIP客户']);

    const changed = await call<{ tags: string[] }>(finance, 'POST', '/admin/api/members/tags', { username: member.name, tags: ['套利'] });
    expect(changed.body.data.tags).toEqual(['套利']);
    const audited = (await auditRows('adminSetMemberTags')).filter((row) => row.target === `member:${member.name}`);
    expect(audited.map((row): unknown[] => [JSON.parse(row.before_json ?? 'null'), JSON.parse(row.after_json ?? 'null')])).toEqual([
      [{ tags: [] }, { tags: ['高风险', '套利'] }],
      [{ tags: ['高风险', '套利'] }, { tags: ['套利'] }],
    ]);
  });

  it('refuses more than 10 tags and a tag over 12 characters, keeping the tags as they were', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `标签${String(i)}`);
    expect((await call(finance, 'POST', '/admin/api/members/tags', { username: member.name, tags: eleven })).body).toMatchObject({ code: 1000, message: '每个会员最多10个标签' });
    expect((await call(finance, 'POST', '/admin/api/members/tags', { username: member.name, tags: ['这是一个超过十二个字的很长的标签'] })).body).toMatchObject({ message: '每个标签最多12个字' });
    expect((await call(finance, 'POST', '/admin/api/members/tags', { username: member.name, tags: eleven.slice(0, 10) })).body.code).toBe(200);
    expect((await detail(finance, member.name)).tags).toHaveLength(10);
    await call(finance, 'POST', '/admin/api/members/tags', { username: member.name, tags: ['套利'] });
  });

  it("shows the member's tags on their withdrawal and deposit reviews", async () => {
    await fundMember(t.db.database, await memberId(t.db.database, member.name), 500_00);
    const bound = await post(t.app, '/api/bindcard', { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: '6222020212345678', pay_pass: PAY_PASSWORD }, member.token);
    expect(bound.body.code).toBe(200);
    const asked = await post(t.app, '/api/withdraw', { bank: (bound.body.data as { id: number }).id, amount: '100', password: PAY_PASSWORD }, member.token);
    expect(asked.body.code, JSON.stringify(asked.body)).toBe(200);
    const withdrawals = await call<{ data: { username: string; tags: string[] }[] }>(finance, 'GET', '/admin/api/withdrawals', { username: member.name });
    expect(withdrawals.body.data.data.map((row) => row.tags)).toEqual([['套利']]);

    const deposited = await post(t.app, '/api/recharge', { paytype: 1, amount: '500', bank: '工商银行', bank_address: '上海', bank_no: '6222000011112222', bank_owner: '张三' }, member.token);
    expect(deposited.body.code, JSON.stringify(deposited.body)).toBe(200);
    const deposits = await call<{ data: { username: string; tags: string[] }[] }>(finance, 'GET', '/admin/api/deposits', { username: member.name });
    expect(deposits.body.data.data.map((row) => row.tags)).toEqual([['套利']]);
  });
});
