import { ADMIN_MSG, payoutWalletWithoutTypeMessage } from '@casino/contract/admin-messages';
import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { SERVER_MSG } from '@casino/contract/server-messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWriter } from '../src/kernel/audit-log';
import { buildEpaySim, EpaySimState } from '../../sandbox/src/gateway-sim/epay-sim';
import { connectEpayChannel, GatewayConnections } from '../src/integrations/payments/connections';
import { epayGateway } from '../src/integrations/payments/epay/adapter';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { TRC20_ADDRESSES } from '../../../packages/contract/test/crypto-addresses';
import { duePayouts, payWithdrawal, resolveDuePayouts, resolvePayout, type PayoutDeps } from '../src/modules/withdraw/payout-calls';
import { startPayout } from '../src/modules/withdraw/payout-start';
import { holdId } from '../src/modules/withdraw/reviews';
import { SITE_ID } from '../src/kernel/site-settings';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { testSecrets } from './support/hub88';
import { PAY_PASSWORD } from './support/members';
import { fundedMember } from './support/money';

const CHANNEL = 'gopay';
/** Connected for deposits only: no payout keys. */
const DEPOSITS_ONLY = 'okpay';
const PID = '1001';
const KEY = 'k9XgT2fQm8ZpL4rW7vB3nC6yH1sD5aJe';
/** The site's four-eyes amount in these tests: ¥1,000. */
const SECOND_REVIEW_FEN = 1_000_00;
const CARD_NO = '6222020200112233';

describe.each(dialects)('withdrawals paid through an EPay gateway (代付, its simulator over HTTP) on %s', (dialect) => {
  let t: TestApp;
  let sim: FastifyInstance;
  let simUrl: string;
  let alice: TestOperator;
  let bob: TestOperator;
  let support: TestOperator;
  const state = new EpaySimState();
  const keyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const merchant = keyPair();
  const platform = keyPair();
  let now = Date.now();
  const clock = () => now;
  /** The service as the server runs it, but with a gateway that gives up after 300 ms (the simulator holds an apply-then-timeout answer longer). */
  let deps: PayoutDeps;
  /** The same, with the gateway unreachable (nothing listens on port 9): every call's outcome is unknown. */
  let unreachable: PayoutDeps;

  beforeAll(async () => {
    sim = buildEpaySim({
      merchants: [{ pid: PID, key: KEY, merchantPublicKey: createPublicKey(merchant.publicKey) }],
      platformPrivateKey: createPrivateKey(platform.privateKey),
      state,
    });
    simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
    t = await startTestApp(dialect, {}, clock);
    const audit = auditWriter({ adminId: null, name: 'test', ip: 'cli' }, 'gateway:connect', now);
    const connection = { operator: 'test', now, apiUrl: `${simUrl}/`, pid: PID, key: KEY };
    await connectEpayChannel(t.db.database, testSecrets(), { ...connection, channel: CHANNEL, merchantPrivateKeyPem: merchant.privateKey, gatewayPublicKeyPem: platform.publicKey }, audit);
    await connectEpayChannel(t.db.database, testSecrets(), { ...connection, channel: DEPOSITS_ONLY }, audit);
    await t.db.database.db.updateTable('site').set({ second_review_fen: SECOND_REVIEW_FEN }).where('id', '=', SITE_ID).execute();
    alice = await signedInOperator(t.app, t.db.database.db, 'po-alice', 'finance');
    bob = await signedInOperator(t.app, t.db.database.db, 'po-bob', 'finance');
    support = await signedInOperator(t.app, t.db.database.db, 'po-support', 'support');
    deps = { database: t.db.database, gateways: new GatewayConnections(t.db.database.db, testSecrets()), clock, gatewayOf: (c) => epayGateway(c, 300), callHoldMs: 1_300 };
    unreachable = { ...deps, gatewayOf: (c) => epayGateway({ ...c, apiUrl: 'http://127.0.0.1:9/' }, 300) };
  });
  afterAll(async () => {
    await sim.close();
    await t.close();
  });

  const db = () => t.db.database.db;
  type Kind = 'bank' | 'usdt' | 'okpay';
  const accounts: Record<Kind, Record<string, string>> = {
    bank: { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: CARD_NO },
    usdt: { bank: 'USDT', bank_no: TRC20_ADDRESSES[0], bank_owner: 'TRC20', bank_address: 'TRC20' },
    okpay: { bank: 'antoken', bank_no: TRC20_ADDRESSES[1], bank_owner: 'OKPAY' },
  };
  /** A member with ¥5,000 who asks to withdraw `yuan` to a bound account of `kind`: the member and the withdrawal's id. */
  async function withdrawal(yuan: string, kind: Kind = 'bank') {
    const member = await fundedMember(t, 5_000_00);
    const bound = await post(t.app, '/api/bindcard', { ...accounts[kind], pay_pass: PAY_PASSWORD }, member.token);
    expect(bound.body.code, JSON.stringify(bound.body)).toBe(200);
    const asked = await post(t.app, '/api/withdraw', { bank: (bound.body.data as { id: number }).id, amount: yuan, password: PAY_PASSWORD }, member.token);
    expect(asked.body.code, JSON.stringify(asked.body)).toBe(200);
    return { member, id: (asked.body.data as { id: number }).id };
  }
  const payout = async (id: number, operator: TestOperator, channel = CHANNEL) => (await post(t.app, '/admin/api/withdrawals/payout', { id, channel }, operator.token)).body;
  const settleFailed = async (id: number, action: 'refund' | 'requeue', reason: string) => (await post(t.app, '/admin/api/withdrawals/payout-failed', { id, action, reason }, alice.token)).body;
  const adminGet = async (path: string, query: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(query).toString()}`, headers: { authorization: `Bearer ${alice.token}` } })).json<{ code: number; data: { data: Record<string, unknown>[] } }>();
  const simNext = async (body: Record<string, unknown>) => {
    const response = await fetch(`${simUrl}/sim/payouts/next`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status).toBe(200);
  };
  const withdrawalRow = (id: number) => db().selectFrom('withdrawal').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const payoutRows = (id: number) => db().selectFrom('withdrawal_payout').selectAll().where('withdrawal_id', '=', id).orderBy('created_at').orderBy('id').execute();
  /** The simulator's own record of the payouts it was sent under our numbers for this withdrawal. */
  const atGateway = async (id: number) => {
    const numbers = new Set((await payoutRows(id)).map((row) => row.id));
    return state.payouts.filter((payout) => numbers.has(payout.outBizNo));
  };
  const holdResolutions = (id: number) => db().selectFrom('transfer').select(['id', 'phase']).where('pending_id', '=', holdId(id)).execute();
  const mainFen = async (memberId: number) => (await memberBalances(db(), memberId)).mainFen;
  const ledgerClean = async () => expect(await checkLedger(db())).toEqual([]);
  const nothingChanged = async (id: number, gatewayPayouts: number) => {
    expect(await withdrawalRow(id)).toMatchObject({ state: 1, payout_state: '', first_approved_by: null, reviewed_by: null });
    expect(await payoutRows(id)).toEqual([]);
    expect(await db().selectFrom('audit_log').select('id').where('target', '=', `withdrawal:${String(id)}`).execute()).toEqual([]);
    expect(state.payouts).toHaveLength(gatewayPayouts);
    expect(await holdResolutions(id)).toEqual([]);
  };

  it('pays a bank card withdrawal through the gateway: 已出款 with the gateway’s reference, the hold posted once', async () => {
    const { member, id } = await withdrawal('200');
    now += 1_000;
    expect(await payout(id, alice)).toMatchObject({ code: 200, message: MSG.operationOk, data: { state: 'paid' } });

    const sent = await atGateway(id);
    expect(sent).toMatchObject([{ type: 'bank', account: CARD_NO, name: '张三', amountFen: 200_00, status: 1, submits: 1 }]);
    const [row] = await payoutRows(id);
    expect(row).toMatchObject({ channel: CHANNEL, amount_fen: 200_00, state: 'paid', reference: sent[0]?.orderId, attempts: 1, created_by: 'admin:po-alice', calling_until: null });
    expect(row?.id).toMatch(/^20\d{17}$/);
    expect(await withdrawalRow(id)).toMatchObject({ state: 2, payout_state: 'paid', reviewed_by: 'admin:po-alice' });
    expect(await holdResolutions(id)).toEqual([{ id: `wd:${String(id)}:post`, phase: 'post' }]);
    expect(await mainFen(member.id)).toBe(4_800_00);

    const approved = await adminGet('/admin/api/withdrawals', { state: 'approved', per_page: '50' });
    expect(approved.data.data.find((w) => w.id === id)).toMatchObject({ payout_state: 'paid', payout_reference: sent[0]?.orderId });
    const listed = await adminGet('/admin/api/withdrawals/payouts', { withdrawal: String(id) });
    expect(listed.data.data).toMatchObject([{ id: row?.id, withdrawal_id: id, username: member.name, amount: 200, state: 'paid', reference: sent[0]?.orderId }]);
    expect((listed.data.data[0]?.history as { event: string }[]).map((entry) => entry.event)).toEqual(['created', 'sent', 'paid']);
    const audit = await db().selectFrom('audit_log').select(['admin_name', 'action', 'after_json']).where('target', '=', `withdrawal:${String(id)}`).execute();
    expect(audit).toMatchObject([{ admin_name: 'po-alice', action: 'adminPayoutWithdrawal' }]);
    expect(JSON.parse(audit[0]?.after_json ?? '')).toMatchObject({ state: 2, payout_state: 'paying', payout: row?.id, channel: CHANNEL });
    await ledgerClean();
  });

  it('a payout the gateway is still processing stays 出款中, the money held, until asking again finds it paid', async () => {
    const { member, id } = await withdrawal('150');
    await simNext({ mode: 'processing' });
    expect(await payout(id, alice)).toMatchObject({ code: 200, data: { state: 'paying' } });
    const [row] = await payoutRows(id);
    expect(row).toMatchObject({ state: 'processing', attempts: 1 });
    expect(row?.next_attempt_at).toBeGreaterThan(now);
    expect(await withdrawalRow(id)).toMatchObject({ state: 2, payout_state: 'paying' });
    expect(await holdResolutions(id)).toEqual([]);
    expect(await mainFen(member.id)).toBe(4_850_00);
    // The member's 取款记录 shows it 审核中 while the money has not left, with no remark.
    const records = (await post(t.app, '/api/gettransrecord', { type: 2, date: 1, page: 1 }, member.token)).body.data as { data: Record<string, unknown>[] };
    expect(records.data[0]).toMatchObject({ state: 1 });
    expect(records.data[0]?.remark).toBeUndefined();
    await ledgerClean();

    // Not due yet: nothing asked. Due, still processing at the gateway: asked later again.
    expect(await resolveDuePayouts(deps)).toBe(0);
    now = (row?.next_attempt_at ?? 0) + 1;
    expect(await resolveDuePayouts(deps)).toBe(1);
    const later = (await payoutRows(id))[0];
    expect(later).toMatchObject({ state: 'processing', attempts: 2 });
    expect(later?.next_attempt_at).toBeGreaterThan(now);

    const complete = await fetch(`${simUrl}/sim/payouts/${row?.id ?? ''}/complete`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: 1 }) });
    expect(complete.status).toBe(200);
    now = (later?.next_attempt_at ?? 0) + 1;
    expect(await resolveDuePayouts(deps)).toBe(1);
    expect((await payoutRows(id))[0]).toMatchObject({ state: 'paid', reference: (await atGateway(id))[0]?.orderId });
    expect(await withdrawalRow(id)).toMatchObject({ state: 2, payout_state: 'paid' });
    expect(await holdResolutions(id)).toHaveLength(1);
    // Settled: the resolver has nothing more to ask.
    expect(await resolvePayout(deps, row?.id ?? '')).toBe('paid');
    expect((await atGateway(id))[0]?.submits).toBe(1);
    expect(await mainFen(member.id)).toBe(4_850_00);
    await ledgerClean();
  });

  it('a failed payout is 出款失败, the money still held; refund gives it back and refuses the withdrawal with the reason the member reads', async () => {
    const { member, id } = await withdrawal('300');
    await simNext({ mode: 'fail', errmsg: '收款账户与姓名不一致' });
    expect(await payout(id, alice)).toMatchObject({ code: 200, data: { state: 'failed' } });
    expect((await payoutRows(id))[0]).toMatchObject({ state: 'failed', error: '收款账户与姓名不一致', next_attempt_at: null });
    expect(await withdrawalRow(id)).toMatchObject({ state: 2, payout_state: 'failed' });
    expect(await holdResolutions(id)).toEqual([]);
    expect(await mainFen(member.id)).toBe(4_700_00);
    await ledgerClean();
    const failed = await adminGet('/admin/api/withdrawals/payouts', { state: 'failed', per_page: '50' });
    expect(failed.data.data.map((p) => p.state)).toContain('failed');

    expect(await settleFailed(id, 'refund', '收款账户姓名不符，请重新绑定')).toMatchObject({ code: 200 });
    expect(await withdrawalRow(id)).toMatchObject({ state: 3, review_reason: '收款账户姓名不符，请重新绑定', reviewed_by: 'admin:po-alice' });
    expect(await holdResolutions(id)).toEqual([{ id: `wd:${String(id)}:void`, phase: 'void' }]);
    expect(await mainFen(member.id)).toBe(5_000_00);
    const records = (await post(t.app, '/api/gettransrecord', { type: 2, date: 1, page: 1 }, member.token)).body.data as { data: { state: number; remark?: string }[] };
    expect(records.data[0]).toMatchObject({ state: 3, remark: '收款账户姓名不符，请重新绑定' });
    // Once: a second choice is refused, and so is a payout or a review of it.
    expect(await settleFailed(id, 'requeue', 'again')).toMatchObject({ code: 409, message: ADMIN_MSG.adminPayoutNotFailed });
    expect(await payout(id, bob)).toMatchObject({ code: 409, message: MSG.reviewDone });
    const audit = await db().selectFrom('audit_log').select('action').where('target', '=', `withdrawal:${String(id)}`).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['adminPayoutWithdrawal', 'adminSettleFailedPayout']);
    expect(await mainFen(member.id)).toBe(5_000_00);
    await ledgerClean();
  });

  it('requeue makes a failed payout’s withdrawal pending again, still held, to be approved by hand (or paid again under a new number)', async () => {
    const { member, id } = await withdrawal('250');
    await simNext({ mode: 'fail' });
    expect(await payout(id, alice)).toMatchObject({ data: { state: 'failed' } });
    expect(await settleFailed(id, 'refund', '')).toMatchObject({ code: CODES.validation });
    expect(await settleFailed(id, 'requeue', '换通道重新出款')).toMatchObject({ code: 200 });
    expect(await withdrawalRow(id)).toMatchObject({ state: 1, payout_state: '', reviewed_by: null, reviewed_at: null, first_approved_by: null });
    expect(await holdResolutions(id)).toEqual([]);
    expect(await mainFen(member.id)).toBe(4_750_00);
    await ledgerClean();
    const pending = await adminGet('/admin/api/withdrawals', { per_page: '50' });
    expect(pending.data.data.find((w) => w.id === id)).toMatchObject({ payout_state: '' });

    expect((await post(t.app, '/admin/api/withdrawals/approve', { id }, bob.token)).body).toMatchObject({ code: 200, message: MSG.operationOk });
    expect(await withdrawalRow(id)).toMatchObject({ state: 2, payout_state: '', reviewed_by: 'admin:po-bob' });
    expect(await holdResolutions(id)).toEqual([{ id: `wd:${String(id)}:post`, phase: 'post' }]);
    expect(await atGateway(id)).toMatchObject([{ status: 2 }]);
    expect(await mainFen(member.id)).toBe(4_750_00);
    await ledgerClean();

    // The same path, paid through the gateway again: a new payout number, paid once.
    const again = await withdrawal('120');
    await simNext({ mode: 'fail' });
    await payout(again.id, alice);
    await settleFailed(again.id, 'requeue', 'retry');
    now += 1_000;
    expect(await payout(again.id, bob)).toMatchObject({ data: { state: 'paid' } });
    const rows = await payoutRows(again.id);
    expect(rows.map((row) => row.state)).toEqual(['failed', 'paid']);
    expect(rows[0]?.id).not.toBe(rows[1]?.id);
    expect(await holdResolutions(again.id)).toHaveLength(1);
    expect(await mainFen(again.member.id)).toBe(4_880_00);
    await ledgerClean();
  });

  it('a payout applied at the gateway whose answer never came is unknown, then resolved by asking: paid exactly once', async () => {
    const { member, id } = await withdrawal('180');
    await simNext({ mode: 'apply-then-timeout', delayMs: 2_000 });
    expect(await payWithdrawal(deps, { id, channel: CHANNEL, operator: 'admin:po-alice' })).toBe('paying');
    const [row] = await payoutRows(id);
    expect(row).toMatchObject({ state: 'unknown', attempts: 1 });
    expect(row?.error).not.toBe('');
    expect(await withdrawalRow(id)).toMatchObject({ state: 2, payout_state: 'paying' });
    expect(await holdResolutions(id)).toEqual([]);
    await ledgerClean();

    // Two resolver passes at once: one asks, the other finds the payout taken.
    now = (row?.next_attempt_at ?? 0) + 1;
    await Promise.all([resolveDuePayouts(deps), resolveDuePayouts(deps)]);
    expect((await payoutRows(id))[0]).toMatchObject({ state: 'paid' });
    expect(await withdrawalRow(id)).toMatchObject({ payout_state: 'paid' });
    expect(await atGateway(id)).toMatchObject([{ status: 1, submits: 1, amountFen: 180_00 }]);
    expect(await holdResolutions(id)).toHaveLength(1);
    expect(await mainFen(member.id)).toBe(4_820_00);
    await ledgerClean();
  });

  it('while the gateway cannot be reached, an accepted payout stays processing and an unknown one stays unknown, asked later and later, never under a new number', async () => {
    const accepted = await withdrawal('110');
    await simNext({ mode: 'processing' });
    expect(await payout(accepted.id, alice)).toMatchObject({ data: { state: 'paying' } });
    now = ((await payoutRows(accepted.id))[0]?.next_attempt_at ?? 0) + 1;
    expect(await resolvePayout(unreachable, (await payoutRows(accepted.id))[0]?.id ?? '')).toBe('processing');
    expect((await payoutRows(accepted.id))[0]).toMatchObject({ state: 'processing', attempts: 2 });
    expect((await payoutRows(accepted.id))[0]?.error).not.toBe('');
    expect(await atGateway(accepted.id)).toMatchObject([{ status: 0, submits: 1 }]);

    const { member, id } = await withdrawal('130');
    expect(await payWithdrawal(unreachable, { id, channel: CHANNEL, operator: 'admin:po-alice' })).toBe('paying');
    const [first] = await payoutRows(id);
    expect(first).toMatchObject({ state: 'unknown', attempts: 1 });
    const firstWait = (first?.next_attempt_at ?? 0) - now;
    now = (first?.next_attempt_at ?? 0) + 1;
    expect(await resolvePayout(unreachable, first?.id ?? '')).toBe('unknown');
    const [second] = await payoutRows(id);
    expect(second).toMatchObject({ id: first?.id, state: 'unknown', attempts: 2 });
    expect((second?.next_attempt_at ?? 0) - now).toBeGreaterThan(firstWait);
    expect(await atGateway(id)).toEqual([]);
    expect(await withdrawalRow(id)).toMatchObject({ state: 2, payout_state: 'paying' });
    await ledgerClean();

    // Reachable again: not found there, so sent again under its own number, and paid once.
    now = (second?.next_attempt_at ?? 0) + 1;
    expect(await resolveDuePayouts(deps)).toBeGreaterThanOrEqual(1);
    expect(await payoutRows(id)).toMatchObject([{ id: first?.id, state: 'paid' }]);
    expect(await atGateway(id)).toMatchObject([{ outBizNo: first?.id, submits: 1, status: 1 }]);
    expect(await holdResolutions(id)).toHaveLength(1);
    expect(await mainFen(member.id)).toBe(4_870_00);
    await ledgerClean();
  });

  const resolveByHand = async (id: string, body: Record<string, unknown>, operator = alice) => (await post(t.app, '/admin/api/withdrawals/payout-resolve', { id, ...body }, operator.token)).body;

  it('finance settles by hand a payout whose outcome the gateway never gives: 已出款 with its reference, once, audited; the server asks no more', async () => {
    const { member, id } = await withdrawal('140');
    expect(await payWithdrawal(unreachable, { id, channel: CHANNEL, operator: 'admin:po-alice' })).toBe('paying');
    const [row] = await payoutRows(id);
    expect(row).toMatchObject({ state: 'unknown', attempts: 1 });
    const payoutId = row?.id ?? '';

    // Refused, changing nothing: no reason, no reference for paid, support's role, an unknown number.
    for (const [body, operator, message] of [
      [{ outcome: 'paid', reference: 'GW-1', reason: ' ' }, alice, ADMIN_MSG.adminPayoutReasonRequired],
      [{ outcome: 'paid', reference: ' ', reason: '网关后台已出款' }, alice, ADMIN_MSG.adminPayoutReferenceRequired],
      [{ outcome: 'paid', reference: 'GW-1', reason: '网关后台已出款' }, support, ADMIN_MSG.adminForbidden],
    ] as const) {
      expect(await resolveByHand(payoutId, body, operator), JSON.stringify(body)).toMatchObject({ message });
    }
    expect((await resolveByHand('19990101000000000', { outcome: 'failed', reason: '核实' })).message).toBe(ADMIN_MSG.adminPayoutNotFound);
    expect((await payoutRows(id))[0]).toMatchObject({ state: 'unknown', attempts: 1 });
    expect(await holdResolutions(id)).toEqual([]);

    // While a call about it is in flight, its answer could say otherwise: refused.
    await db().updateTable('withdrawal_payout').set({ calling_until: now + 60_000 }).where('id', '=', payoutId).execute();
    expect(await resolveByHand(payoutId, { outcome: 'paid', reference: 'GW-1', reason: '网关后台已出款' })).toMatchObject({ code: 409, message: ADMIN_MSG.adminPayoutCalling });
    await db().updateTable('withdrawal_payout').set({ calling_until: null }).where('id', '=', payoutId).execute();

    // Two operators at once: one settles it.
    const both = await Promise.all([
      resolveByHand(payoutId, { outcome: 'paid', reference: 'GW-1', reason: '网关后台已出款' }),
      resolveByHand(payoutId, { outcome: 'paid', reference: 'GW-1', reason: '网关后台已出款' }, bob),
    ]);
    expect(both.map((body) => body.message).sort()).toEqual([ADMIN_MSG.adminPayoutSettled, MSG.operationOk].sort());
    expect((await payoutRows(id))[0]).toMatchObject({ state: 'paid', reference: 'GW-1', attempts: 1, next_attempt_at: null, calling_until: null });
    expect(await withdrawalRow(id)).toMatchObject({ state: 2, payout_state: 'paid' });
    expect(await holdResolutions(id)).toEqual([{ id: `wd:${String(id)}:post`, phase: 'post' }]);
    expect(await mainFen(member.id)).toBe(4_860_00);
    const listed = await adminGet('/admin/api/withdrawals/payouts', { withdrawal: String(id) });
    expect((listed.data.data[0]?.history as { event: string; detail: string }[]).slice(-2)).toMatchObject([{ event: 'manual' }, { event: 'paid', detail: 'GW-1' }]);
    expect((listed.data.data[0]?.history as { detail: string }[]).at(-2)?.detail).toContain('网关后台已出款');
    const audit = await db().selectFrom('audit_log').select(['action', 'after_json']).where('target', '=', `withdrawal:${String(id)}`).where('action', '=', 'adminResolvePayout').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.after_json ?? '')).toMatchObject({ payout: payoutId, state: 'paid', reference: 'GW-1', reason: '网关后台已出款' });

    // Settled: nothing is due, a later answer changes nothing, and it cannot be settled again.
    expect(await duePayouts(db(), now + 60 * 60_000)).not.toContain(payoutId);
    expect(await resolvePayout(deps, payoutId)).toBe('paid');
    expect(await resolveByHand(payoutId, { outcome: 'failed', reason: '再次确认' })).toMatchObject({ code: 409, message: ADMIN_MSG.adminPayoutSettled });
    expect(await atGateway(id)).toEqual([]);
    await ledgerClean();
  });

  it('finance settles by hand an unknown payout as 出款失败: the money stays held for 退回会员 or 重新排队', async () => {
    const { member, id } = await withdrawal('120');
    expect(await payWithdrawal(unreachable, { id, channel: CHANNEL, operator: 'admin:po-alice' })).toBe('paying');
    const payoutId = (await payoutRows(id))[0]?.id ?? '';
    expect(await resolveByHand(payoutId, { outcome: 'failed', reason: '网关确认未收到此单' })).toMatchObject({ code: 200 });
    expect((await payoutRows(id))[0]).toMatchObject({ state: 'failed', error: '人工确认出款失败：网关确认未收到此单' });
    expect(await withdrawalRow(id)).toMatchObject({ state: 2, payout_state: 'failed' });
    expect(await holdResolutions(id)).toEqual([]);
    expect(await mainFen(member.id)).toBe(4_880_00);
    expect(await settleFailed(id, 'refund', '网关未出款，退回')).toMatchObject({ code: 200 });
    expect(await mainFen(member.id)).toBe(5_000_00);
    await ledgerClean();
  });

  it('a payout the gateway never received (the process stopped mid-call) is sent again under the same number, once', async () => {
    const { member, id } = await withdrawal('160');
    const started = await startPayout(t.db.database, { id, channel: CHANNEL, operator: 'admin:po-alice', now, holdMs: 1_300 });
    expect(started.kind).toBe('started');
    expect(await atGateway(id)).toEqual([]);
    // The first call still holds it: not due.
    expect(await resolveDuePayouts(deps)).toBe(0);
    now += 1_301;
    expect(await resolveDuePayouts(deps)).toBe(1);
    const [row] = await payoutRows(id);
    expect(row).toMatchObject({ state: 'paid' });
    expect(JSON.parse(row?.history_json ?? '[]')).toMatchObject([{ event: 'created' }, { event: 'resent', detail: 'paid' }, { event: 'paid' }]);
    expect(await atGateway(id)).toMatchObject([{ outBizNo: started.kind === 'started' ? started.payoutId : '', submits: 1 }]);
    expect(await mainFen(member.id)).toBe(4_840_00);
    await ledgerClean();
  });

  it('two operators clicking at once start one payout', async () => {
    const { member, id } = await withdrawal('220');
    const before = state.payouts.length;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => payout(id, i % 2 === 0 ? alice : bob)));
    expect(answers.filter((a) => a.code === 200)).toMatchObject([{ data: { state: 'paid' } }]);
    expect(answers.filter((a) => a.code === 409 && a.message === MSG.reviewDone)).toHaveLength(9);
    expect(await payoutRows(id)).toHaveLength(1);
    expect(state.payouts.length - before).toBe(1);
    expect(await holdResolutions(id)).toHaveLength(1);
    expect(await mainFen(member.id)).toBe(4_780_00);
    await ledgerClean();
  });

  it('keeps approval’s four-eyes rule: a large one’s first approval only marks it, its first approver cannot pay it', async () => {
    const { member, id } = await withdrawal('1500');
    const before = state.payouts.length;
    expect(await payout(id, alice)).toMatchObject({ code: 200, message: SERVER_MSG.withdrawalFirstApproval, data: { state: 'awaiting_second' } });
    expect(await withdrawalRow(id)).toMatchObject({ state: 1, first_approved_by: 'admin:po-alice', payout_state: '' });
    expect(await payoutRows(id)).toEqual([]);
    expect(await payout(id, alice)).toMatchObject({ code: 409, message: SERVER_MSG.withdrawalSecondReviewer });
    expect(state.payouts.length).toBe(before);
    expect(await payout(id, bob)).toMatchObject({ code: 200, data: { state: 'paid' } });
    expect(await withdrawalRow(id)).toMatchObject({ state: 2, payout_state: 'paid', reviewed_by: 'admin:po-bob' });
    expect(await atGateway(id)).toMatchObject([{ amountFen: 1_500_00, submits: 1 }]);
    expect(await mainFen(member.id)).toBe(3_500_00);
    await ledgerClean();
  });

  it('refuses, changing nothing, a channel without payout keys, one not connected, a USDT withdrawal and an OKPAY wallet', async () => {
    const before = state.payouts.length;
    const bank = await withdrawal('1200');
    expect(await payout(bank.id, alice, DEPOSITS_ONLY)).toMatchObject({ code: CODES.validation, message: ADMIN_MSG.adminPayoutNoKeys });
    await nothingChanged(bank.id, before);
    expect(await payout(bank.id, alice, 'bank')).toMatchObject({ code: CODES.validation, message: ADMIN_MSG.adminPayoutNotConnected });
    await nothingChanged(bank.id, before);
    const usdt = await withdrawal('1200', 'usdt');
    expect(await payout(usdt.id, alice)).toMatchObject({ code: CODES.validation, message: ADMIN_MSG.adminPayoutNotYuan });
    await nothingChanged(usdt.id, before);
    const wallet = await withdrawal('200', 'okpay');
    expect(await payout(wallet.id, alice)).toMatchObject({ code: CODES.validation, message: payoutWalletWithoutTypeMessage('OKPAY') });
    await nothingChanged(wallet.id, before);
    // Not failed: nothing to settle.
    expect(await settleFailed(bank.id, 'refund', 'x')).toMatchObject({ code: 409, message: ADMIN_MSG.adminPayoutNotFailed });
    await nothingChanged(bank.id, before);
    await ledgerClean();
  });
});

