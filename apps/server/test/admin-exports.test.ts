import { exportTooLargeMessage } from '@casino/contract/admin-messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { CODES, REVIEW_STATE } from '@casino/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditWriter } from '../src/kernel/audit-log';
import { auditWriter } from '../src/kernel/audit-log';
import { memberLedgerFile, membersFile } from '../src/modules/account/member-exports';
import { depositsFile } from '../src/modules/deposit/queue-export';
import { auditLogFile } from '../src/modules/operators/audit-log-export';
import { withdrawalsFile } from '../src/modules/withdraw/queue-export';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PAY_PASSWORD, registerMember } from './support/members';
import { fundedMember, memberId } from './support/money';
import { TRC20_ADDRESS } from '../../../packages/contract/test/crypto-addresses';

/** Milliseconds of a Beijing wall-clock time (UTC+8). */
const beijing = (text: string) => Date.parse(`${text}+08:00`);
/** What a player may type as a bank branch (ADDRESS admits @, quotes, brackets, commas): a formula if Excel ran it. */
const FORMULA_BRANCH = '@HYPERLINK("http://evil.example/x","点此查看")';

interface Download {
  status: number;
  type: string;
  disposition: string;
  text: string;
}

describe.each(dialects)('the lists exported as CSV on %s', (dialect) => {
  let t: TestApp;
  let owner: TestOperator;
  let finance: TestOperator;
  let support: TestOperator;
  let writer: TestOperator;
  let orders = 0;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await signedInOperator(t.app, t.db.database.db, 'x-owner', 'owner');
    finance = await signedInOperator(t.app, t.db.database.db, 'x-finance', 'finance');
    support = await signedInOperator(t.app, t.db.database.db, 'x-support', 'support');
    writer = await signedInOperator(t.app, t.db.database.db, 'x-writer', 'content');
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.db.database.db;
  async function download(path: string, query: Record<string, string>, operator: TestOperator): Promise<Download> {
    const response = await t.app.inject({ method: 'GET', url: path, query, headers: { authorization: `Bearer ${operator.token}` } });
    const header = (name: string) => [response.headers[name] ?? ''].flat().join(',');
    return { status: response.statusCode, type: header('content-type'), disposition: header('content-disposition'), text: response.body };
  }
  /** The file's lines after its header, without the final line end. */
  const bodyLines = (file: Download) => file.text.split('\r\n').slice(1, -1);
  const exportsAudited = (action: string) =>
    db().selectFrom('audit_log').select(['admin_name', 'action', 'target', 'after_json']).where('action', '=', action).orderBy('id', 'desc').execute();
  const auditCount = async () => Number((await db().selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const newMember = async () => {
    const { name, token } = await registerMember(t.app);
    return { name, token, id: await memberId(t.db.database, name) };
  };
  async function depositOrder(member: number, { fen, at, channel = 'bank', state = REVIEW_STATE.approved }: { fen: number; at: number; channel?: string; state?: number }) {
    orders += 1;
    const outTradeNo = `DX${dialect}${String(Date.now())}${String(orders).padStart(4, '0')}`;
    await db()
      .insertInto('deposit_order')
      .values({ out_trade_no: outTradeNo, member_id: member, pay_way: 1, channel, amount_fen: fen, state, created_at: at, reviewed_at: at, reviewed_by: 'admin:seed' })
      .execute();
    return outTradeNo;
  }

  it('exports the deposits of the filters: BOM, Chinese headers, yuan, Beijing times, labels, the formula a player typed neutralised; audited', async () => {
    const member = await newMember();
    const other = await newMember();
    const inRange = await depositOrder(member.id, { fen: 1234_50, at: beijing('2026-11-20T10:00:00') });
    const dayBefore = await depositOrder(member.id, { fen: 100_00, at: beijing('2026-11-19T23:59:59') });
    const othersOrder = await depositOrder(other.id, { fen: 200_00, at: beijing('2026-11-20T11:00:00') });
    const before = await auditCount();

    const file = await download('/admin/api/deposits.csv', { state: 'approved', from: '2026-11-20', to: '2026-11-20', username: member.name }, support);
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toBe(`attachment; filename="deposits_approved_2026-11-20_2026-11-20_${member.name}.csv"`);
    expect(file.text.startsWith('\uFEFF订单号,会员,通道,金额（元）,存款人,存款银行,存款卡号,开户支行,收款账户,提交时间,状态,审核人,审核时间,原因\r\n')).toBe(true);
    expect(bodyLines(file)).toEqual([`${inRange},${member.name},银行卡,1234.50,,,,,,2026-11-20 10:00:00,已通过,admin:seed,2026-11-20 10:00:00,`]);
    expect(file.text).not.toContain(dayBefore);
    expect(file.text).not.toContain(othersOrder);
    const [entry] = await exportsAudited('adminDepositsCsv');
    expect(entry).toMatchObject({ admin_name: 'x-support', target: 'export:deposits' });
    expect(JSON.parse(entry?.after_json ?? '{}')).toEqual({
      export: `deposits_approved_2026-11-20_2026-11-20_${member.name}.csv`,
      filters: { state: 'approved', from: '2026-11-20', to: '2026-11-20', username: member.name },
      rows: 1,
    });
    expect(await auditCount()).toBe(before + 1);

    // A real order: the player typed a formula as their branch, finance refused it with a reason that starts with =.
    const ordered = await post(t.app, '/api/recharge', { paytype: 1, amount: '300', bank: '招商银行', bank_no: '6225 8801 1234 5678', bank_owner: '李四', bank_address: FORMULA_BRANCH }, member.token);
    expect(ordered.body.code, JSON.stringify(ordered.body)).toBe(200);
    const orderNo = String(ordered.body.message);
    expect((await post(t.app, '/admin/api/deposits/reject', { out_trade_no: orderNo, reason: '=1+1 未到账' }, finance.token)).body.code).toBe(200);
    const refused = await download('/admin/api/deposits.csv', { state: 'refused', username: member.name }, finance);
    const [line] = bodyLines(refused);
    expect(line).toContain(`,李四,招商银行,6225 8801 1234 5678,"'@HYPERLINK(""http://evil.example/x"",""点此查看"")",`);
    expect(line).toMatch(/,已拒绝,admin:x-finance,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},'=1\+1 未到账$/);
    expect(line?.startsWith(`${orderNo},${member.name},银行卡,300.00,`)).toBe(true);
  });

  it('refuses a bad filter with its message as the envelope, and a role that may not read the list', async () => {
    const bad = await download('/admin/api/deposits.csv', { min: 'abc' }, finance);
    expect(bad.type).toContain('application/json');
    expect(JSON.parse(bad.text)).toMatchObject({ code: CODES.validation, message: ADMIN_MSG.adminQueueAmountRange });
    for (const path of ['/admin/api/deposits.csv', '/admin/api/withdrawals.csv', '/admin/api/members.csv', '/admin/api/audit-log.csv']) {
      const refused = await download(path, {}, writer);
      expect(refused.status, path).toBe(403);
      expect(JSON.parse(refused.text)).toMatchObject({ code: CODES.forbidden, message: ADMIN_MSG.adminForbidden });
    }
    expect((await download('/admin/api/members/ledger.csv', { username: 'nobody' }, writer)).status).toBe(403);
    // The audit log is the owner's alone, its export too.
    expect((await download('/admin/api/audit-log.csv', {}, finance)).status).toBe(403);
    expect((await download('/admin/api/audit-log.csv', {}, support)).status).toBe(403);
  });

  it('exports the withdrawals of the filters with the account in full, the payout and labels; audited', async () => {
    const member = await fundedMember(t, 2_000_00);
    const bind = async (body: Record<string, string>) => ((await post(t.app, '/api/bindcard', { ...body, pay_pass: PAY_PASSWORD }, member.token)).body.data as { id: number }).id;
    // A bank's name may start with - (BANK_NAME): the account cell starts with it.
    const card = await bind({ bank_owner: '张三', bank: '-SUM(1)银行', bank_address: '北京分行', bank_no: '6222020200113344' });
    const usdt = await bind({ bank: 'USDT', bank_no: TRC20_ADDRESS, bank_owner: 'TRC20', bank_address: 'TRC20' });
    const withdraw = async (account: number, amount: string) => {
      const asked = await post(t.app, '/api/withdraw', { bank: account, amount, password: PAY_PASSWORD }, member.token);
      expect(asked.body.code, JSON.stringify(asked.body)).toBe(200);
      return (asked.body.data as { id: number }).id;
    };
    await withdraw(card, '200.5');
    await withdraw(usdt, '300');
    const file = await download('/admin/api/withdrawals.csv', { username: member.name, kind: 'bank' }, finance);
    expect(file.disposition).toBe(`attachment; filename="withdrawals_pending_bank_${member.name}.csv"`);
    expect(file.text.startsWith('\uFEFF订单号,会员,金额（元）,到账金额,到账币种,提现方式,收款账户,提交时间,大额复核,初审人,状态,审核人,审核时间,原因,风险提示,关联账户\r\n')).toBe(true);
    const lines = bodyLines(file);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^W?\\w*,${member.name},200\\.50,200\\.50,元,银行卡,'-SUM\\(1\\)银行 6222020200113344 张三,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},否,,待审核,,,,,`));
    expect(file.text).not.toContain(TRC20_ADDRESS);
    const [entry] = await exportsAudited('adminWithdrawalsCsv');
    expect(entry).toMatchObject({ admin_name: 'x-finance', target: 'export:withdrawals' });
    expect(JSON.parse(entry?.after_json ?? '{}')).toMatchObject({ filters: { username: member.name, kind: 'bank' }, rows: 1 });
  });

  it("exports the members of the search with their state and main wallet; a real name that is a formula is neutralised; audited", async () => {
    const found = await fundedMember(t, 88_80);
    const hidden = await newMember();
    await db().updateTable('member').set({ realname: '=HYPERLINK("http://evil.example","x")', isblack: 1 }).where('id', '=', found.id).execute();
    const file = await download('/admin/api/members.csv', { q: found.name, state: 'blocked' }, support);
    expect(file.status).toBe(200);
    expect(file.disposition).toMatch(new RegExp(`^attachment; filename="members_blocked_${found.name}_\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    expect(file.text.startsWith('\uFEFF账号,姓名,VIP,主钱包（元）,状态,注册时间,最近登录,登录地址,关联账户\r\n')).toBe(true);
    const lines = bodyLines(file);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${found.name},"'=HYPERLINK\\(""http://evil.example"",""x""\\)",\\d+,88\\.80,冻结,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},`));
    expect(file.text).not.toContain(hidden.name);
    // The same search as the list: one character is refused with why.
    expect(JSON.parse((await download('/admin/api/members.csv', { q: 'a' }, support)).text)).toMatchObject({ code: CODES.validation, message: ADMIN_MSG.adminMemberSearchShort });
    const [entry] = await exportsAudited('adminMembersCsv');
    expect(entry).toMatchObject({ admin_name: 'x-support', target: 'export:members' });
    expect(JSON.parse(entry?.after_json ?? '{}')).toMatchObject({ filters: { q: found.name, state: 'blocked' }, rows: 1 });
  });

  it("exports a member's ledger of one kind, negative amounts as plain numbers, a memo that is a formula neutralised; audited against the member", async () => {
    const member = await fundedMember(t, 500_00);
    expect((await post(t.app, '/admin/api/adjust', { username: member.name, amount: '-12.5', memo: '=1+1 核对' }, finance.token)).body.code).toBe(200);
    const file = await download('/admin/api/members/ledger.csv', { username: member.name, kind: 'adjustment', sort: 'amount', order: 'asc' }, support);
    expect(file.status).toBe(200);
    expect(file.disposition).toMatch(new RegExp(`^attachment; filename="ledger_${member.name}_adjustment_\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    expect(file.text.startsWith('\uFEFF时间,钱包,类型,金额（元）,阶段,备注,关联\r\n')).toBe(true);
    const lines = bodyLines(file);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},主钱包,余额调整,-12\.50,完成,'=1\+1 核对,/);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},主钱包,余额调整,500\.00,完成,,/);
    // Another kind: none of these lines.
    expect(bodyLines(await download('/admin/api/members/ledger.csv', { username: member.name, kind: 'deposit' }, support))).toEqual([]);
    const [entry] = await exportsAudited('adminMemberLedgerCsv');
    expect(entry).toMatchObject({ admin_name: 'x-support', target: `member:${member.name}` });
    expect(JSON.parse(entry?.after_json ?? '{}')).toMatchObject({ filters: { username: member.name, kind: 'deposit' }, rows: 0 });
  });

  it('exports the audit log of the filters to the owner, the export itself logged after it', async () => {
    // An entry whose target is a formula (targets name members, whose names come from players).
    await db()
      .insertInto('audit_log')
      .values({ admin_id: null, admin_name: 'x-seed', action: 'adminMemberState', target: '=cmd|"/c calc"!A1', before_json: null, after_json: '{"a":1}', ip: '10.0.0.1', created_at: beijing('2026-11-21T08:00:00') })
      .execute();
    await db()
      .insertInto('audit_log')
      .values({ admin_id: null, admin_name: 'x-seed', action: 'adminMemberState', target: 'member:other', before_json: null, after_json: null, ip: '10.0.0.1', created_at: beijing('2026-11-22T08:00:00') })
      .execute();
    const file = await download('/admin/api/audit-log.csv', { admin: 'x-seed', from: '2026-11-21', to: '2026-11-21' }, owner);
    expect(file.status).toBe(200);
    expect(file.disposition).toBe('attachment; filename="audit-log_2026-11-21_2026-11-21_x-seed.csv"');
    expect(file.text.startsWith('\uFEFF编号,时间,操作人,操作,操作代码,对象,地址,变更前,变更后\r\n')).toBe(true);
    const lines = bodyLines(file);
    expect(lines).toHaveLength(1);
    // The action as the console labels it (the contract's), then its code.
    expect(lines[0]).toMatch(/^\d+,2026-11-21 08:00:00,x-seed,修改会员状态,adminMemberState,"'=cmd\|""\/c calc""!A1",10\.0\.0\.1,,"\{""a"":1\}"$/);
    const [entry] = await exportsAudited('adminAuditLogCsv');
    expect(entry).toMatchObject({ admin_name: 'x-owner', target: 'export:audit_log' });
    expect(JSON.parse(entry?.after_json ?? '{}')).toMatchObject({ filters: { admin: 'x-seed', from: '2026-11-21', to: '2026-11-21' }, rows: 1 });
  });

  it('refuses an export above the cap, asking to narrow the filters, before anything is audited', async () => {
    const member = await fundedMember(t, 10_00);
    await depositOrder(member.id, { fen: 1_00, at: beijing('2026-11-23T10:00:00') });
    await depositOrder(member.id, { fen: 2_00, at: beijing('2026-11-23T11:00:00') });
    const audit: AuditWriter = auditWriter({ adminId: owner.id, name: owner.name, ip: '127.0.0.1' }, 'test', Date.now());
    const before = await auditCount();
    const now = Date.now();
    const tooMany: [number, () => Promise<unknown>][] = [
      [1, () => depositsFile(db(), { state: 'approved', username: member.name }, audit, 1)],
      [0, () => withdrawalsFile(db(), {}, audit, 0)],
      [1, () => membersFile(db(), {}, now, audit, 1)],
      [0, () => memberLedgerFile(db(), { username: member.name }, now, audit, 0)],
      [1, () => auditLogFile(db(), {}, audit, 1)],
    ];
    for (const [cap, exported] of tooMany) await expect(exported()).rejects.toMatchObject({ code: CODES.validation, message: exportTooLargeMessage(cap) });
    expect(exportTooLargeMessage(50_000)).toBe('导出的记录超过50,000条，请缩小筛选范围（如日期、状态、会员）后再导出');
    expect(await auditCount()).toBe(before);
    // At the cap: exported.
    const atCap = await depositsFile(db(), { state: 'approved', username: member.name }, audit, 2);
    let text = '';
    for await (const chunk of atCap.body) text += chunk;
    expect(text.split('\r\n').slice(1, -1).map((line) => line.split(',')[3])).toEqual(['1.00', '2.00'].reverse());
  });
});
