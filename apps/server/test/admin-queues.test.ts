import { CODES, REVIEW_STATE } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { SERVER_MSG } from '@casino/contract/server-messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { turnoverOf } from '../src/ledger/turnover';
import { SITE_ID } from '../src/kernel/site-settings';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PAY_PASSWORD, registerMember } from './support/members';
import { fundedMember, memberId, settledBet } from './support/money';
import { TRC20_ADDRESS } from '../../../packages/contract/test/crypto-addresses';

/** Withdrawals above ¥500 need two operators in these tests. */
const SECOND_REVIEW_FEN = 500_00;

interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}
interface QueuePage<Row> {
  data: Row[];
  total: number;
  last_page: number;
  current_page: number;
}
interface DepositRow {
  out_trade_no: string;
  username: string;
  amount: number;
  state: string;
  reason: string;
  created_at: string;
}
interface WithdrawalRow {
  id: number;
  username: string;
  amount: number;
  kind: string;
  state: string;
  first_approved_by: string | null;
  second_review: boolean;
  reason: string;
}
interface RowOutcome {
  ok: boolean;
  message: string;
}

/** Milliseconds of a Beijing wall-clock time (UTC+8). */
const beijing = (text: string) => Date.parse(`${text}+08:00`);

describe.each(dialects)('the review queues of the console on %s', (dialect) => {
  let t: TestApp;
  let alice: TestOperator;
  let bob: TestOperator;
  let support: TestOperator;
  let writer: TestOperator;
  let orders = 0;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    // The turnover rule at 1×: a member must bet what they deposited.
    await t.db.database.db.updateTable('site').set({ second_review_fen: SECOND_REVIEW_FEN, turnover_percent: 100 }).where('id', '=', SITE_ID).execute();
    alice = await signedInOperator(t.app, t.db.database.db, 'q-alice', 'finance');
    bob = await signedInOperator(t.app, t.db.database.db, 'q-bob', 'finance');
    support = await signedInOperator(t.app, t.db.database.db, 'q-support', 'support');
    writer = await signedInOperator(t.app, t.db.database.db, 'q-writer', 'content');
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.db.database.db;
  /** A new member with an empty wallet: their name, token and id. */
  const newMember = async () => {
    const { name, token } = await registerMember(t.app);
    return { name, token, id: await memberId(t.db.database, name) };
  };

  async function get<T>(path: string, query: Record<string, string>, operator: TestOperator = alice): Promise<{ status: number; body: Envelope<T> }> {
    const response = await t.app.inject({ method: 'GET', url: path, query, headers: { authorization: `Bearer ${operator.token}` } });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  }
  const deposits = async (query: Record<string, string>) => (await get<QueuePage<DepositRow>>('/admin/api/deposits', query)).body;
  const withdrawals = async (query: Record<string, string>) => (await get<QueuePage<WithdrawalRow>>('/admin/api/withdrawals', query)).body;

  /** A deposit order written as the player's recharge writes it, at a chosen time, amount, channel and state. */
  async function depositOrder(memberId: number, { fen, at = Date.now(), channel = 'bank', state = REVIEW_STATE.pending }: { fen: number; at?: number; channel?: string; state?: number }) {
    orders += 1;
    const outTradeNo = `DQ${dialect}${String(Date.now())}${String(orders).padStart(4, '0')}`;
    await db()
      .insertInto('deposit_order')
      .values({ out_trade_no: outTradeNo, member_id: memberId, pay_way: 1, channel, amount_fen: fen, state, created_at: at, reviewed_at: state === REVIEW_STATE.pending ? null : at, reviewed_by: state === REVIEW_STATE.pending ? null : 'admin:seed' })
      .execute();
    return outTradeNo;
  }

  /** A member with `fen` in the main wallet and a bank card and a USDT address bound: their name, token, id and accounts' ids. */
  async function memberWithAccounts(fen: number) {
    const member = await fundedMember(t, fen);
    const bind = async (body: Record<string, string>) => ((await post(t.app, '/api/bindcard', { ...body, pay_pass: PAY_PASSWORD }, member.token)).body.data as { id: number }).id;
    const card = await bind({ bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: '6222020200113344' });
    const usdt = await bind({ bank: 'USDT', bank_no: TRC20_ADDRESS, bank_owner: 'TRC20', bank_address: 'TRC20' });
    return { ...member, card, usdt };
  }

  async function withdraw(member: { token: string }, account: number, yuan: string): Promise<number> {
    const asked = await post(t.app, '/api/withdraw', { bank: account, amount: yuan, password: PAY_PASSWORD }, member.token);
    expect(asked.body.code, JSON.stringify(asked.body)).toBe(200);
    return (asked.body.data as { id: number }).id;
  }

  const bulkDeposits = async (operator: TestOperator, body: unknown) => (await post(t.app, '/admin/api/deposits/bulk-review', body, operator.token)).body as Envelope<({ out_trade_no: string } & RowOutcome)[]>;
  const bulkWithdrawals = async (operator: TestOperator, body: unknown) => (await post(t.app, '/admin/api/withdrawals/bulk-review', body, operator.token)).body as Envelope<({ id: number } & RowOutcome)[]>;
  const depositState = async (order: string) => (await db().selectFrom('deposit_order').select(['state', 'review_reason']).where('out_trade_no', '=', order).executeTakeFirstOrThrow());
  const withdrawalState = async (id: number) => (await db().selectFrom('withdrawal').select(['state', 'first_approved_by', 'review_reason']).where('id', '=', id).executeTakeFirstOrThrow());
  const auditOf = (target: string) => db().selectFrom('audit_log').select(['admin_name', 'action', 'after_json']).where('target', '=', target).orderBy('id').execute();
  const auditCount = async () => Number((await db().selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('narrows the deposits by each filter: member, state, Beijing days, channel, amount; sorted by time or amount', async () => {
    const member = await newMember();
    const other = await newMember();
    const d1 = await depositOrder(member.id, { fen: 100_00, at: beijing('2026-11-20T10:00:00') });
    const d2 = await depositOrder(member.id, { fen: 250_00, at: beijing('2026-11-21T23:59:59'), channel: 'alipay' });
    const d3 = await depositOrder(member.id, { fen: 999_99, at: beijing('2026-11-22T00:00:00') });
    const approved = await depositOrder(member.id, { fen: 300_00, at: beijing('2026-11-21T12:00:00'), state: REVIEW_STATE.approved });
    await db().updateTable('deposit_order').set({ review_reason: '未收到款项' }).where('out_trade_no', '=', await depositOrder(member.id, { fen: 400_00, state: REVIEW_STATE.refused })).execute();
    await depositOrder(other.id, { fen: 250_00, at: beijing('2026-11-21T09:00:00'), channel: 'alipay' });
    const orderNos = (page: Envelope<QueuePage<DepositRow>>) => page.data.data.map((row) => row.out_trade_no);

    const mine = await deposits({ username: member.name });
    expect(mine.code).toBe(200);
    // Pending by default, oldest first.
    expect(orderNos(mine)).toEqual([d1, d2, d3]);
    expect(mine.data.data[0]).toMatchObject({ username: member.name, amount: 100, state: 'pending', created_at: '2026-11-20 10:00:00', reason: '' });
    expect(orderNos(await deposits({ username: member.name.toUpperCase() }))).toEqual([d1, d2, d3]);
    expect(orderNos(await deposits({ username: member.name, state: 'approved' }))).toEqual([approved]);
    expect((await deposits({ username: member.name, state: 'refused' })).data.data).toEqual([expect.objectContaining({ state: 'refused', amount: 400, reason: '未收到款项' })]);
    // A Beijing day runs from its midnight to the next: 23:59:59 is in it, the next midnight is not.
    expect(orderNos(await deposits({ username: member.name, from: '2026-11-21', to: '2026-11-21' }))).toEqual([d2]);
    expect(orderNos(await deposits({ username: member.name, from: '2026-11-21' }))).toEqual([d2, d3]);
    expect(orderNos(await deposits({ username: member.name, channel: 'alipay' }))).toEqual([d2]);
    expect(orderNos(await deposits({ username: member.name, min: '250', max: '999.99' }))).toEqual([d2, d3]);
    expect(orderNos(await deposits({ username: member.name, min: '250.01' }))).toEqual([d3]);
    expect(orderNos(await deposits({ username: member.name, max: '100' }))).toEqual([d1]);
    expect(orderNos(await deposits({ username: member.name, sort: 'amount', order: 'desc' }))).toEqual([d3, d2, d1]);
    expect(orderNos(await deposits({ username: member.name, order: 'desc' }))).toEqual([d3, d2, d1]);
    // Both members' orders on that channel and day, and nobody's for a name no member has.
    expect((await deposits({ channel: 'alipay', from: '2026-11-21', to: '2026-11-21' })).data.total).toBe(2);
    expect((await deposits({ username: 'nobody-at-all' })).data).toMatchObject({ total: 0, data: [] });
  });

  it("shows finance the depositor's bank, card and branch as entered, and the accounts the order showed to pay into", async () => {
    const member = await registerMember(t.app);
    const entered = { bank: '招商银行', bank_no: '6225880112345678', bank_owner: '李四', bank_address: '深圳科技园支行' };
    const ordered = await post(t.app, '/api/recharge', { paytype: 1, amount: '300', ...entered }, member.token);
    expect(ordered.body.code, JSON.stringify(ordered.body)).toBe(200);
    const shown = (await post(t.app, '/api/payinfo', { deposit_no: ordered.body.message }, member.token)).body as { data: { cardlist: { content: string; mch_id: string }[] } };
    expect(shown.data.cardlist.length).toBeGreaterThan(0);
    const [row] = (await deposits({ username: member.name })).data.data as unknown as Record<string, unknown>[];
    expect(row).toMatchObject({
      depositor_name: '李四',
      depositor: { name: '李四', bank: '招商银行', bank_no: '6225880112345678', branch: '深圳科技园支行' },
      receiving: shown.data.cardlist.map(({ content, mch_id }) => ({ content, account: mch_id })),
    });
    // A USDT order has no depositor's bank: those fields are empty, not missing.
    const usdt = await post(t.app, '/api/recharge', { paytype: 0, amount: '720', catepay: 'TRC20', bank: '', bank_address: '', bank_no: '', bank_owner: '' }, member.token);
    expect(usdt.body.code, JSON.stringify(usdt.body)).toBe(200);
    const rows = (await deposits({ username: member.name })).data.data as unknown as Record<string, unknown>[];
    expect(rows.find((r) => r.channel !== 'bank')).toMatchObject({ depositor: { name: '', bank: '', bank_no: '', branch: '' } });
  });

  it('pages the queue stably: rows submitted at the same moment neither repeat nor go missing across pages', async () => {
    const member = await newMember();
    const at = Date.now();
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await depositOrder(member.id, { fen: 100_00, at }));
    for (const query of [{}, { sort: 'amount' }, { order: 'desc' }] as Record<string, string>[]) {
      const seen: string[] = [];
      for (const page of ['1', '2', '3']) {
        const answer = await deposits({ ...query, username: member.name, per_page: '2', page });
        expect(answer.data).toMatchObject({ total: 5, last_page: 3, current_page: Number(page) });
        seen.push(...answer.data.data.map((row) => row.out_trade_no));
      }
      expect([...seen].sort()).toEqual([...made].sort());
    }
  });

  it('refuses a bad filter with its message, and a bad bulk review changes nothing', async () => {
    const member = await newMember();
    const order = await depositOrder(member.id, { fen: 100_00 });
    const refusals: [Record<string, string>, string][] = [
      [{ min: 'abc' }, ADMIN_MSG.adminQueueAmountRange],
      [{ min: '1.001' }, ADMIN_MSG.adminQueueAmountRange],
      [{ min: '500', max: '100' }, ADMIN_MSG.adminQueueAmountRange],
      [{ from: '2026-02-30' }, ADMIN_MSG.adminDateRange],
      [{ from: '2026-11-22', to: '2026-11-21' }, ADMIN_MSG.adminDateRange],
    ];
    for (const [query, message] of refusals) {
      expect((await deposits({ username: member.name, ...query })), JSON.stringify(query)).toMatchObject({ code: 1000, message });
      expect((await withdrawals({ username: member.name, ...query })), JSON.stringify(query)).toMatchObject({ code: 1000, message });
    }
    for (const query of [{ state: 'lost' }, { sort: 'name' }, { from: '21/11/2026' }] as Record<string, string>[]) {
      expect((await deposits(query)).code, JSON.stringify(query)).not.toBe(200);
    }
    expect((await withdrawals({ kind: 'paypal' })).code).not.toBe(200);

    const audits = await auditCount();
    expect(await bulkDeposits(alice, { orders: [order], approve: false })).toMatchObject({ code: 1000, message: ADMIN_MSG.adminReviewReason });
    expect(await bulkDeposits(alice, { orders: [order], approve: false, reason: '   ' })).toMatchObject({ code: 1000, message: ADMIN_MSG.adminReviewReason });
    expect(await bulkDeposits(alice, { orders: [], approve: true })).toMatchObject({ code: 1000, message: ADMIN_MSG.adminBulkReviewRows });
    expect((await bulkDeposits(alice, { orders: Array.from({ length: 51 }, () => order), approve: true })).code).not.toBe(200);
    expect((await bulkWithdrawals(alice, { ids: [], approve: true })).message).toBe(ADMIN_MSG.adminBulkReviewRows);
    expect(await depositState(order)).toEqual({ state: REVIEW_STATE.pending, review_reason: '' });
    expect((await memberBalances(db(), member.id)).mainFen).toBe(0);
    expect(await auditCount()).toBe(audits);
  });

  it('narrows the withdrawals by kind and by the four-eyes state', async () => {
    const member = await memberWithAccounts(3_000_00);
    const bank = await withdraw(member, member.card, '200');
    const usdt = await withdraw(member, member.usdt, '300');
    const large = await withdraw(member, member.card, '800');
    const ids = (page: Envelope<QueuePage<WithdrawalRow>>) => page.data.data.map((row) => row.id);

    expect(ids(await withdrawals({ username: member.name }))).toEqual([bank, usdt, large]);
    expect(ids(await withdrawals({ username: member.name, kind: 'bank' }))).toEqual([bank, large]);
    expect((await withdrawals({ username: member.name, kind: 'usdt' })).data.data).toEqual([expect.objectContaining({ id: usdt, kind: 'usdt', amount: 300 })]);
    expect(ids(await withdrawals({ username: member.name, min: '250', sort: 'amount', order: 'desc' }))).toEqual([large, usdt]);
    expect(ids(await withdrawals({ username: member.name, state: 'awaiting_second' }))).toEqual([]);

    expect((await post(t.app, '/admin/api/withdrawals/approve', { id: large }, alice.token)).body.message).toBe(SERVER_MSG.withdrawalFirstApproval);
    expect((await withdrawals({ username: member.name, state: 'awaiting_second' })).data.data).toEqual([expect.objectContaining({ id: large, first_approved_by: 'admin:q-alice', state: 'pending' })]);
    expect(ids(await withdrawals({ username: member.name }))).toEqual([bank, usdt, large]);

    expect((await post(t.app, '/admin/api/withdrawals/reject', { id: usdt, reason: '地址有误' }, alice.token)).body.code).toBe(200);
    expect((await withdrawals({ username: member.name, state: 'refused' })).data.data).toEqual([expect.objectContaining({ id: usdt, state: 'refused', reason: '地址有误' })]);
    expect(ids(await withdrawals({ username: member.name }))).toEqual([bank, large]);
  });

  it("answers a deposit's activity: earlier approved deposits, first deposit or not, the latest five", async () => {
    const member = await newMember();
    const first = await depositOrder(member.id, { fen: 100_00, state: REVIEW_STATE.approved });
    const refused = await depositOrder(member.id, { fen: 50_00, state: REVIEW_STATE.refused });
    const asked = await depositOrder(member.id, { fen: 70_00 });
    await depositOrder(member.id, { fen: 80_00, state: REVIEW_STATE.approved });
    const activity = (order: string, operator: TestOperator = alice) => get<unknown>('/admin/api/deposits/activity', { out_trade_no: order }, operator);

    expect((await activity(asked)).body.data).toEqual({
      username: member.name,
      first_deposit: false,
      previous: { count: 1, sum: 100 },
      recent: [expect.objectContaining({ order_no: refused, amount: 50, state: 'refused' }), expect.objectContaining({ order_no: first, amount: 100, state: 'approved' })],
    });
    expect((await activity(first)).body.data).toEqual({ username: member.name, first_deposit: true, previous: { count: 0, sum: 0 }, recent: [] });
    expect((await activity('D-none')).body).toMatchObject({ code: CODES.notFound, message: MSG.depositNotFound });
    // The queue's roles: support reads it too, content does not.
    expect((await activity(asked, support)).body.code).toBe(200);
    expect(await activity(asked, writer)).toMatchObject({ status: 403, body: { code: 403, message: ADMIN_MSG.adminForbidden } });
  });

  it("answers a withdrawal's activity: the turnover the withdrawal rule reads, earlier withdrawals and the bound account", async () => {
    const member = await memberWithAccounts(1_000_00);
    const paid = await withdraw(member, member.card, '200');
    expect((await post(t.app, '/admin/api/withdrawals/approve', { id: paid }, alice.token)).body.code).toBe(200);
    const refused = await withdraw(member, member.usdt, '100');
    expect((await post(t.app, '/admin/api/withdrawals/reject', { id: refused }, alice.token)).body.code).toBe(200);
    const asked = await withdraw(member, member.card, '150');
    // After it was asked: a deposit of 300 approved and 120 of valid bets, so 180 are still to bet.
    const deposit = await depositOrder(member.id, { fen: 300_00 });
    expect((await post(t.app, '/admin/api/deposits/approve', { out_trade_no: deposit }, alice.token)).body.code).toBe(200);
    await settledBet(t.db.database, member.id, 120_00, 150_00);
    const activity = (operator: TestOperator) => get<Record<string, unknown>>('/admin/api/withdrawals/activity', { id: String(asked) }, operator);

    const answer = (await activity(alice)).body;
    expect(answer.data).toEqual({
      username: member.name,
      turnover: { required: 300, reached: 120, missing: 180 },
      previous: { count: 1, sum: 200 },
      recent: [expect.objectContaining({ state: 'refused', amount: 100 }), expect.objectContaining({ state: 'approved', amount: 200 })],
      account: { kind: 'bank', bank: '中国银行', number: '6222020200113344', owner: '张三', bound_at: (answer.data.account as { bound_at: unknown }).bound_at },
    });
    expect((answer.data.account as { bound_at: unknown }).bound_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The same figures as the rule a withdrawal is checked against.
    const rule = await turnoverOf(db(), member.id);
    expect(answer.data.turnover).toEqual({ required: rule.requiredFen / 100, reached: rule.reachedFen / 100, missing: rule.missingFen / 100 });
    // Unbound since: the account is still shown, without a binding time.
    await db().deleteFrom('bound_card').where('id', '=', member.card).execute();
    expect(((await activity(alice)).body.data.account as { bound_at: unknown }).bound_at).toBeNull();

    expect((await activity(support)).body.code).toBe(200);
    expect(await activity(writer)).toMatchObject({ status: 403, body: { code: 403, message: ADMIN_MSG.adminForbidden } });
    expect((await get('/admin/api/withdrawals/activity', { id: '999999' })).body.code).toBe(CODES.notFound);
  });

  it('bulk-approves deposits, each once through the single review, and says what happened to each row', async () => {
    const member = await newMember();
    const pending = [await depositOrder(member.id, { fen: 100_00 }), await depositOrder(member.id, { fen: 200_00 }), await depositOrder(member.id, { fen: 300_00 })];
    const done = await depositOrder(member.id, { fen: 999_00, state: REVIEW_STATE.approved });
    const [a, b, c] = pending as [string, string, string];

    const answer = await bulkDeposits(alice, { orders: [a, b, done, c, a], approve: true });
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual([
      { out_trade_no: a, ok: true, message: MSG.operationOk },
      { out_trade_no: b, ok: true, message: MSG.operationOk },
      { out_trade_no: done, ok: false, message: MSG.reviewDone },
      { out_trade_no: c, ok: true, message: MSG.operationOk },
    ]);
    expect((await memberBalances(db(), member.id)).mainFen).toBe(600_00);
    for (const order of pending) {
      expect(await auditOf(`deposit:${order}`)).toEqual([expect.objectContaining({ admin_name: 'q-alice', action: 'adminBulkReviewDeposits' })]);
    }
    expect(await auditOf(`deposit:${done}`)).toEqual([]);
    expect(support.role).toBe('support');
    expect((await post(t.app, '/admin/api/deposits/bulk-review', { orders: [a], approve: true }, support.token)).status).toBe(403);
  });

  it('bulk-refuses with one reason for all, kept on each row and in its audit row', async () => {
    const member = await newMember();
    const [a, b] = [await depositOrder(member.id, { fen: 100_00 }), await depositOrder(member.id, { fen: 200_00 })];
    const answer = await bulkDeposits(alice, { orders: [a, b], approve: false, reason: '未收到款项' });
    expect(answer.data.map((row) => row.ok)).toEqual([true, true]);
    expect(await depositState(a)).toEqual({ state: REVIEW_STATE.refused, review_reason: '未收到款项' });
    expect(await depositState(b)).toEqual({ state: REVIEW_STATE.refused, review_reason: '未收到款项' });
    expect(JSON.parse((await auditOf(`deposit:${a}`))[0]?.after_json ?? '{}')).toMatchObject({ state: REVIEW_STATE.refused, reason: '未收到款项' });
    expect((await memberBalances(db(), member.id)).mainFen).toBe(0);
  });

  it('credits each deposit exactly once when two operators bulk-approve the same rows at once', async () => {
    const member = await newMember();
    const rows = [];
    for (const fen of [100_00, 200_00, 300_00, 400_00]) rows.push(await depositOrder(member.id, { fen }));
    const [first, second] = await Promise.all([bulkDeposits(alice, { orders: rows, approve: true }), bulkDeposits(bob, { orders: [...rows].reverse(), approve: true })]);
    const outcomes = [...first.data, ...second.data];
    expect(outcomes).toHaveLength(8);
    for (const order of rows) {
      const mine = outcomes.filter((row) => row.out_trade_no === order);
      expect(mine.filter((row) => row.ok)).toHaveLength(1);
      expect(mine.filter((row) => !row.ok)).toEqual([expect.objectContaining({ message: MSG.reviewDone })]);
      expect(await db().selectFrom('transfer').select('id').where('id', '=', `dep:${order}`).execute()).toHaveLength(1);
      expect(await auditOf(`deposit:${order}`)).toHaveLength(1);
    }
    expect((await memberBalances(db(), member.id)).mainFen).toBe(1_000_00);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('keeps four eyes per row: a bulk approval pays the small withdrawal and only records the first approval of the large one', async () => {
    const member = await memberWithAccounts(2_000_00);
    const small = await withdraw(member, member.card, '200');
    const large = await withdraw(member, member.card, '800');

    expect((await bulkWithdrawals(alice, { ids: [small, large], approve: true })).data).toEqual([
      { id: small, ok: true, message: MSG.operationOk },
      { id: large, ok: true, message: SERVER_MSG.withdrawalFirstApproval },
    ]);
    expect(await withdrawalState(small)).toMatchObject({ state: REVIEW_STATE.approved });
    expect(await withdrawalState(large)).toMatchObject({ state: REVIEW_STATE.pending, first_approved_by: 'admin:q-alice' });
    expect(await db().selectFrom('transfer').select('id').where('id', '=', `wd:${String(large)}:post`).execute()).toEqual([]);

    // The first approver's second bulk approval is refused for that row; another operator's pays it.
    expect((await bulkWithdrawals(alice, { ids: [large], approve: true })).data).toEqual([{ id: large, ok: false, message: SERVER_MSG.withdrawalSecondReviewer }]);
    expect(await withdrawalState(large)).toMatchObject({ state: REVIEW_STATE.pending });
    expect((await bulkWithdrawals(bob, { ids: [large, small], approve: true })).data).toEqual([
      { id: large, ok: true, message: MSG.operationOk },
      { id: small, ok: false, message: MSG.reviewDone },
    ]);
    expect(await withdrawalState(large)).toMatchObject({ state: REVIEW_STATE.approved });
    expect((await memberBalances(db(), member.id)).mainFen).toBe(1_000_00);
    expect((await auditOf(`withdrawal:${String(large)}`)).map((row) => [row.admin_name, row.action])).toEqual([
      ['q-alice', 'adminBulkReviewWithdrawals'],
      ['q-bob', 'adminBulkReviewWithdrawals'],
    ]);
    expect(await checkLedger(db())).toEqual([]);
  });

  it("weighs the two-operator amount against the member's withdrawals of the last 24 hours: three of 200 are judged as 600 (issue #28)", async () => {
    const member = await memberWithAccounts(2_000_00);
    const approve = async (operator: TestOperator, id: number) => (await post(t.app, '/admin/api/withdrawals/approve', { id }, operator.token)).body.message;
    const [first, second, third] = [await withdraw(member, member.card, '200'), await withdraw(member, member.card, '200'), await withdraw(member, member.card, '200')];
    const flagged = async () => (await withdrawals({ username: member.name })).data.data.map((w) => [w.id, w.second_review]);
    expect(await flagged()).toEqual([[first, false], [second, false], [third, true]]);
    expect(await approve(alice, first)).toBe(MSG.operationOk);
    expect(await approve(alice, second)).toBe(MSG.operationOk);
    expect(await approve(alice, third)).toBe(SERVER_MSG.withdrawalFirstApproval);
    expect(await approve(alice, third)).toBe(SERVER_MSG.withdrawalSecondReviewer);
    expect(await approve(bob, third)).toBe(MSG.operationOk);

    // A refused withdrawal is not counted.
    const other = await memberWithAccounts(2_000_00);
    const refused = await withdraw(other, other.card, '400');
    expect((await post(t.app, '/admin/api/withdrawals/reject', { id: refused }, alice.token)).body.code).toBe(200);
    expect(await approve(alice, await withdraw(other, other.card, '200'))).toBe(MSG.operationOk);
  });

  it('pays a large withdrawal once, with two different approvals, when two operators bulk-approve it at once', async () => {
    const member = await memberWithAccounts(2_000_00);
    const large = await withdraw(member, member.card, '900');
    const refused = await withdraw(member, member.card, '100');
    const answers = await Promise.all([
      bulkWithdrawals(alice, { ids: [large], approve: true }),
      bulkWithdrawals(bob, { ids: [large], approve: true }),
      bulkWithdrawals(alice, { ids: [large], approve: true }),
    ]);
    const outcomes = answers.flatMap((answer) => answer.data);
    expect(outcomes.filter((row) => row.message === SERVER_MSG.withdrawalFirstApproval)).toHaveLength(1);
    // Whichever came first recorded the first approval; a later one paid it only if it was the other operator's.
    const { first_approved_by: first } = await withdrawalState(large);
    expect(first === 'admin:q-alice' || first === 'admin:q-bob').toBe(true);
    const paidNow = outcomes.filter((row) => row.ok && row.message === MSG.operationOk);
    expect(paidNow.length).toBeLessThanOrEqual(1);
    if (paidNow.length === 0) {
      // Nobody else came after the first: the other operator's approval pays it now.
      const other = first === 'admin:q-alice' ? bob : alice;
      expect((await bulkWithdrawals(other, { ids: [large], approve: true })).data).toEqual([{ id: large, ok: true, message: MSG.operationOk }]);
    }
    expect(await withdrawalState(large)).toMatchObject({ state: REVIEW_STATE.approved });
    expect(await db().selectFrom('transfer').select('id').where('id', '=', `wd:${String(large)}:post`).execute()).toHaveLength(1);
    expect(await auditOf(`withdrawal:${String(large)}`)).toHaveLength(2);

    expect((await bulkWithdrawals(bob, { ids: [refused], approve: false, reason: '流水未达标' })).data).toEqual([{ id: refused, ok: true, message: MSG.operationOk }]);
    expect(await withdrawalState(refused)).toMatchObject({ state: REVIEW_STATE.refused, review_reason: '流水未达标' });
    expect(await checkLedger(db())).toEqual([]);
  });
});
