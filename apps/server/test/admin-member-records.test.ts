import { BET_STATUS, REVIEW_STATE } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember, uniqueName } from './support/members';
import { memberId } from './support/money';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
interface RecordRow {
  id: string;
  created_at: string;
  detail: string;
  amount: number;
  win_loss: number | null;
  state: string;
}
interface RecordPage {
  current_page: number;
  total: number;
  data: RecordRow[];
}

const FORBIDDEN = { code: 403, message: ADMIN_MSG.adminForbidden, data: [] };
const KINDS = ['deposit', 'withdrawal', 'bet', 'rebate', 'redpacket'] as const;

describe.each(dialects)("a member's records and VIP tier in the console on %s", (dialect) => {
  let t: TestApp;
  const operators = {} as Record<'owner' | 'finance' | 'support' | 'content', TestOperator>;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    for (const role of ['owner', 'finance', 'support', 'content'] as const) operators[role] = await signedInOperator(t.app, t.db.database.db, `rec-${role}`, role);
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.db.database.db;
  const records = async (query: Record<string, string>, operator = operators.support) => {
    const answer = await t.app.inject({ method: 'GET', url: '/admin/api/members/records', query, headers: { authorization: `Bearer ${operator.token}` } });
    return { status: answer.statusCode, body: answer.json<Envelope<RecordPage>>() };
  };
  const setVip = async (body: Record<string, unknown>, operator = operators.finance) => (await post(t.app, '/admin/api/members/vip', body, operator.token)).body as Envelope<unknown>;
  const vipOf = async (id: number) => (await db().selectFrom('member').select('vip').where('id', '=', id).executeTakeFirstOrThrow()).vip;
  const auditRows = (name: string) =>
    db().selectFrom('audit_log').select(['action', 'admin_name', 'before_json', 'after_json']).where('target', '=', `member:${name}`).where('action', '=', 'adminSetMemberVip').orderBy('id').execute();

  let orders = 0;
  /** One row of each kind for the member, `n` of each, a minute apart and `base` fen and up (their red packets drawn on `day`). */
  async function seedRecords(id: number, n: number, base: number, day = '2026-11-24'): Promise<void> {
    const start = Date.now() - 3_600_000;
    for (let i = 0; i < n; i += 1) {
      orders += 1;
      const at = start + i * 60_000;
      const no = `${dialect}${String(id)}-${String(orders)}`;
      await db().insertInto('deposit_order').values({ out_trade_no: `D${no}`, member_id: id, pay_way: 1, channel: 'bank', amount_fen: base + i, state: REVIEW_STATE.approved, created_at: at, reviewed_at: at, reviewed_by: 'admin:seed' }).execute();
      await db()
        .insertInto('withdrawal')
        .values({ order_no: `W${no}`, member_id: id, card_type: 1, bank: '中国银行', bank_no: '6222020200113344', bank_owner: '张三', amount_fen: base + i, payout: base + i, payout_unit: 'CNY', usdt_rate: null, state: REVIEW_STATE.pending, created_at: at, reviewed_at: null, reviewed_by: null, first_approved_by: null, first_approved_at: null })
        .execute();
      const bet = await db()
        .insertInto('bet')
        .values({ bet_id: `B${no}`, member_id: id, platform: 'pp', category_id: 'concise', game_code: 'pp_001', playname: '甜蜜富矿', playmemo: '', bet_fen: base + i, valid_fen: base + i, win_loss_fen: -(base + i), status: BET_STATUS.settled, bet_time: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db().insertInto('rebate').values({ member_id: id, bet_row_id: bet.id, platform: 'pp', gamename: '甜蜜富矿', amount_fen: base + i, state: 0, created_at: at, claimed_at: null }).execute();
      await db().insertInto('redpacket_draw').values({ member_id: id, day, seq: i + 1, deposit_fen: 100_00, prize_fen: base + i, created_at: at }).execute();
    }
  }

  it("pages each kind of one member's records, newest first, with the player's labels, and never another member's rows", async () => {
    const member = await registerMember(t.app, uniqueName('rec'));
    const other = await registerMember(t.app, uniqueName('oth'));
    const id = await memberId(t.db.database, member.name);
    await seedRecords(id, 3, 100_00);
    await seedRecords(await memberId(t.db.database, other.name), 2, 900_00);

    const expected = {
      deposit: { detail: expect.any(String) as unknown, state: '审核通过', win_loss: null },
      withdrawal: { detail: '中国银行 尾号3344', state: '待审核', win_loss: null },
      bet: { detail: expect.stringContaining('甜蜜富矿') as unknown, state: '已结算', win_loss: -100.02 },
      rebate: { detail: expect.stringContaining('甜蜜富矿') as unknown, state: '待领取', win_loss: null },
      redpacket: { detail: '当日存款 100.00 元', state: '已到账', win_loss: null },
    };
    for (const kind of KINDS) {
      const first = await records({ username: member.name.toUpperCase(), kind, per_page: '2', page: '1' });
      expect(first.body.code, kind).toBe(200);
      expect(first.body.data.total, kind).toBe(3);
      expect(first.body.data.data.map((row) => row.amount), kind).toEqual([100.02, 100.01]);
      expect(first.body.data.data[0], kind).toMatchObject(expected[kind]);
      expect(first.body.data.data[0]?.created_at, kind).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const second = await records({ username: member.name, kind, per_page: '2', page: '2' });
      expect(second.body.data.data.map((row) => row.amount), kind).toEqual([100]);
    }
  });

  it('sorts each kind of the records by time or amount, either way; refuses another sort', async () => {
    const member = await registerMember(t.app, uniqueName('rsr'));
    const id = await memberId(t.db.database, member.name);
    // Two rows of 500 yuan and up, then two of 100 and up a few milliseconds later: time and amount disagree.
    await seedRecords(id, 2, 500_00, '2026-11-23');
    await seedRecords(id, 2, 100_00);
    const amounts = async (kind: string, query: Record<string, string>) => (await records({ username: member.name, kind, ...query })).body.data.data.map((row) => row.amount);
    for (const kind of KINDS) {
      const newestFirst = (await records({ username: member.name, kind })).body.data.data;
      expect(newestFirst.map((row) => row.amount), kind).toEqual([100.01, 500.01, 100, 500]);
      expect(newestFirst.map((row) => row.created_at), kind).toEqual(newestFirst.map((row) => row.created_at).sort().reverse());
      expect(await amounts(kind, { sort: 'time', order: 'asc' }), kind).toEqual([500, 100, 500.01, 100.01]);
      expect(await amounts(kind, { sort: 'amount', order: 'asc' }), kind).toEqual([100, 100.01, 500, 500.01]);
      expect(await amounts(kind, { sort: 'amount', order: 'desc', per_page: '3' }), kind).toEqual([500.01, 500, 100.01]);
    }
    expect((await records({ username: member.name, kind: 'bet', sort: 'win_loss' })).body.code).toBe(1000);
    expect((await records({ username: member.name, kind: 'bet', sort: 'amount', order: 'biggest' })).body.code).toBe(1000);
  });

  it('answers the records to owner, finance and support; refuses content, an unknown kind and an unknown member', async () => {
    const member = await registerMember(t.app, uniqueName('rpm'));
    await seedRecords(await memberId(t.db.database, member.name), 1, 50_00);
    for (const role of ['owner', 'finance', 'support'] as const) {
      expect((await records({ username: member.name, kind: 'deposit' }, operators[role])).body.data.total, role).toBe(1);
    }
    const refused = await records({ username: member.name, kind: 'deposit' }, operators.content);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(FORBIDDEN);
    expect((await records({ username: member.name, kind: 'ledger' })).body.code).not.toBe(200);
    const unknown = await records({ username: uniqueName('nobody'), kind: 'bet' });
    expect(unknown.body.message).toBe(MSG.notFound);
  });

  it('sets the tier with a reason, audited before and after; refuses an unknown or disabled tier, an unknown member or no reason, changing nothing', async () => {
    const member = await registerMember(t.app, uniqueName('vip'));
    const id = await memberId(t.db.database, member.name);
    expect(await vipOf(id)).toBe(1);

    expect(await setVip({ username: member.name, vip: 4, reason: '大额客户' })).toMatchObject({ code: 200, message: MSG.operationOk });
    expect(await vipOf(id)).toBe(4);
    expect(await auditRows(member.name)).toEqual([expect.objectContaining({ admin_name: 'rec-finance' })]);
    const [row] = await auditRows(member.name);
    expect(JSON.parse(row?.before_json ?? 'null')).toEqual({ vip: 1 });
    expect(JSON.parse(row?.after_json ?? 'null')).toEqual({ vip: 4, reason: '大额客户' });

    await db().updateTable('vip_tier').set({ status: 0 }).where('id', '=', 6).execute();
    const refusals: [Record<string, unknown>, string][] = [
      [{ username: member.name, vip: 99, reason: '测试' }, ADMIN_MSG.adminVipTierNotFound],
      [{ username: member.name, vip: 6, reason: '测试' }, ADMIN_MSG.adminMemberVipDisabled],
      [{ username: member.name, vip: 2, reason: '  ' }, ADMIN_MSG.adminMemberVipReason],
      [{ username: member.name, vip: 2, reason: '长'.repeat(201) }, ADMIN_MSG.adminMemberVipReason],
      [{ username: member.name, reason: '测试' }, ADMIN_MSG.adminMessageTierRequired],
      [{ username: uniqueName('nobody'), vip: 2, reason: '测试' }, MSG.notFound],
    ];
    try {
      for (const [body, message] of refusals) expect((await setVip(body)).message, JSON.stringify(body)).toBe(message);
    } finally {
      await db().updateTable('vip_tier').set({ status: 1 }).where('id', '=', 6).execute();
    }
    expect(await vipOf(id)).toBe(4);
    expect(await auditRows(member.name)).toHaveLength(1);
  });

  it('lets owner and finance set the tier, and refuses support and content with 403', async () => {
    const member = await registerMember(t.app, uniqueName('vpr'));
    const id = await memberId(t.db.database, member.name);
    expect((await setVip({ username: member.name, vip: 2, reason: '测试' }, operators.owner)).code).toBe(200);
    for (const role of ['support', 'content'] as const) {
      expect(await setVip({ username: member.name, vip: 3, reason: '测试' }, operators[role]), role).toEqual(FORBIDDEN);
    }
    expect(await vipOf(id)).toBe(2);
  });

  it('keeps a tier set above what the totals earn through the next deposit; a tier set below is raised again by it', async () => {
    const member = await registerMember(t.app, uniqueName('vth'));
    const id = await memberId(t.db.database, member.name);
    const approveDeposit = async (fen: number) => {
      orders += 1;
      const outTradeNo = `DV${dialect}${String(id)}-${String(orders)}`;
      await db().insertInto('deposit_order').values({ out_trade_no: outTradeNo, member_id: id, pay_way: 1, channel: 'bank', amount_fen: fen, state: REVIEW_STATE.pending, created_at: Date.now() }).execute();
      expect((await post(t.app, '/admin/api/deposits/approve', { out_trade_no: outTradeNo }, operators.finance.token)).body.code).toBe(200);
    };

    expect((await setVip({ username: member.name, vip: 5, reason: '大额客户' })).code).toBe(200);
    await approveDeposit(100_00);
    expect(await vipOf(id)).toBe(5);

    // Deposits and turnover enough for VIP2 (1,000 and 5,000 yuan): set down to VIP1, the next deposit raises them back.
    await db()
      .insertInto('bet')
      .values({ bet_id: `BV${dialect}${String(id)}`, member_id: id, platform: 'pp', category_id: 'concise', game_code: 'pp_001', playname: '甜蜜富矿', playmemo: '', bet_fen: 5_000_00, valid_fen: 5_000_00, win_loss_fen: 0, status: BET_STATUS.settled, bet_time: Date.now() })
      .execute();
    await approveDeposit(1_000_00);
    expect((await setVip({ username: member.name, vip: 1, reason: '降级测试' })).code).toBe(200);
    expect(await vipOf(id)).toBe(1);
    await approveDeposit(10_00);
    expect(await vipOf(id)).toBe(2);
  });
});
