import { createHash } from 'node:crypto';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { REVIEW_STATE } from '@casino/contract/codes';
import { GATEWAY_ORDER_EXPIRED_REASON, GATEWAY_ORDER_MINUTES, GATEWAY_REVIEW } from '@casino/contract/gateways';
import { beijingDayStart } from '@casino/contract/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWriter } from '../src/kernel/audit-log';
import { EpaySimState } from '../../sandbox/src/gateway-sim/epay-sim';
import { connectEpayChannel, GatewayConnections } from '../src/integrations/payments/connections';
import { epayMd5Sign } from '../src/integrations/payments/epay/sign';
import { inMoneyTransaction } from '../src/platform/db/money-transaction';
import { closeExpiredGatewayOrders } from '../src/modules/deposit/gateway-expiry';
import { creditDeposit } from '../src/modules/deposit/orders';
import { UNVERIFIED_LINES_PER_ADDRESS, UNVERIFIED_PREFIX_CHARS } from '../src/platform/security/unverified-requests';
import { post, type TestApp } from './support/app';
import { signedInOperator, type TestOperator } from './support/admins';
import { dialects } from './support/databases';
import { GATEWAY_CHANNEL, GATEWAY_KEY, GATEWAY_PID, startGatewayDeposits, type GatewayDeposits } from './support/gateway-deposits';
import { testSecrets } from './support/hub88';

const CHANNEL = GATEWAY_CHANNEL;
const PID = GATEWAY_PID;
const KEY = GATEWAY_KEY;
const METRICS = 'metrics-token-0123456789';

describe.each(dialects)('deposits through an EPay gateway (its simulator over HTTP) on %s', (dialect) => {
  let rig: GatewayDeposits;
  let t: TestApp;
  let simUrl: string;
  let ourUrl: string;
  let finance: TestOperator;
  const state = new EpaySimState();
  // One Beijing day for the whole file (its clock moves hours on, and the records and the reconciliation are by day): 08:00 today, shared with the gateway.
  let now = beijingDayStart(Date.now()) + 8 * 3_600_000;
  const clock = () => now;

  const connect = (extra: { allowedIps?: string[] } = {}) =>
    connectEpayChannel(t.db.database, testSecrets(), { channel: CHANNEL, operator: 'test', now, apiUrl: `${simUrl}/`, pid: PID, key: KEY, ...extra }, auditWriter({ adminId: null, name: 'test', ip: 'cli' }, 'gateway:connect', now));

  beforeAll(async () => {
    rig = await startGatewayDeposits(dialect, { merchants: [{ pid: PID, key: KEY }], state, notifyRetryDelaysMs: [3_600_000], clock }, { METRICS_TOKEN: METRICS }, clock);
    ({ t, simUrl, ourUrl } = rig);
    await connect();
    finance = await signedInOperator(t.app, t.db.database.db, 'finance1', 'finance', now);
  });
  afterAll(() => rig.close());

  /** A member's GO PAY deposit of `yuan`: our order, then the gateway's order made by opening the pay page as the browser would. */
  const deposit = async (token: string, yuan = '100') => {
    now += 1_000;
    const { body } = await post(t.app, '/api/recharge', { paytype: 5, amount: yuan }, token);
    expect(body.code, JSON.stringify(body)).toBe(200);
    const navurl = (body.message as { info: { navurl: string } }).info.navurl;
    const outTradeNo = (body.data as { out_trade_no: string }).out_trade_no;
    const page = await fetch(navurl);
    expect(page.status).toBe(200);
    return { outTradeNo, navurl };
  };
  const admin = async (method: 'GET' | 'POST', path: string, body: Record<string, unknown>) => {
    const response = await t.app.inject({
      method,
      url: method === 'GET' ? `${path}?${new URLSearchParams(body as Record<string, string>).toString()}` : path,
      headers: { authorization: `Bearer ${finance.token}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      ...(method === 'POST' ? { payload: JSON.stringify(body) } : {}),
    });
    return response.json<{ code: number; message: string; data: unknown }>();
  };
  /** An owner's connect on the console (this process's cache of the connections forgets at once, unlike a CLI change). */
  const consoleConnect = async (fields: Record<string, string>) => {
    const owner = await signedInOperator(t.app, t.db.database.db, `owner${String(now)}`.slice(0, 16), 'owner', now);
    now += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin/api/gateways/connect',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ channel: CHANNEL, protocol: 'epay', api_url: simUrl, pid: PID, key: KEY, ...fields }),
    });
    return response.json<{ code: number; message: string; data: { allowed_ips: string[]; protocol: string } }>();
  };

  it('keeps a pending gateway order out of the operators\' deposit queue and badge: it waits for the player\'s payment', async () => {
    const member = await rig.newMember();
    const { outTradeNo } = await deposit(member.token);
    const queue = await admin('GET', '/admin/api/deposits', { page: '1' });
    expect(JSON.stringify(queue.data)).not.toContain(outTradeNo);
    const live = await admin('GET', '/admin/api/live/queues', {});
    const before = (live.data as { deposits: { pending: number } | null }).deposits?.pending;
    await rig.pay(outTradeNo);
    const after = (await admin('GET', '/admin/api/live/queues', {})).data as { deposits: { pending: number } | null };
    expect(after.deposits?.pending).toBe(before);
  });

  it('sends the player to the gateway with a signed submit.php URL naming our notify and return URLs', async () => {
    const member = await rig.newMember();
    const { navurl, outTradeNo } = await deposit(member.token, '150');
    const url = new URL(navurl);
    expect(`${url.origin}${url.pathname}`).toBe(`${simUrl}/submit.php`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({ pid: PID, out_trade_no: outTradeNo, money: '150.00', notify_url: `${ourUrl}/gateway/epay/${CHANNEL}/notify`, return_url: `${ourUrl}/gateway/epay/${CHANNEL}/return`, sign_type: 'MD5' });
    expect(params.sign).toBe(epayMd5Sign(params, KEY));
    expect(state.orderByOutTradeNo(outTradeNo, PID)?.amountFen).toBe(15_000);
    expect((await rig.order(outTradeNo)).gateway).toBe('epay');
  });

  it('answers a QR channel’s gateway order with /payInfo: the gateway’s pay page as a link and a QR code, no receiving account', async () => {
    expect((await consoleConnect({ channel: 'wechat', pay_type: 'wxpay' })).code).toBe(200);
    const member = await rig.newMember();
    const { body } = await post(t.app, '/api/recharge', { paytype: 2, amount: '100' }, member.token);
    const depositNo = body.message as string;
    expect(depositNo).toMatch(/^D\d+/);
    // The legacy clients that read data.pay_url for a gateway channel (API-NOTES) find the same page.
    const payUrl = (body.data as { pay_url?: string }).pay_url;
    const info = (await post(t.app, '/api/payinfo', { deposit_no: depositNo }, member.token)).body.data as { cardlist: unknown[]; url: string; qrcode: string };
    expect(info.cardlist).toEqual([]);
    expect(payUrl).toBe(info.url);
    const url = new URL(info.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${simUrl}/submit.php`);
    expect(url.searchParams.get('type')).toBe('wxpay');
    expect(info.qrcode).toMatch(/^data:image\/png;base64,/);
    // Paid at the gateway, the order is credited and its pay page no longer offered.
    expect((await fetch(info.url)).status).toBe(200);
    await rig.pay(depositNo);
    expect(await rig.mainFen(member.id)).toBe(10_000);
    expect(((await post(t.app, '/api/payinfo', { deposit_no: depositNo }, member.token)).body.data as { url?: string }).url).toBeUndefined();
  });

  it('credits the member once when the buyer pays, without an operator; the answer is success', async () => {
    const member = await rig.newMember();
    const { outTradeNo } = await deposit(member.token);
    const { sent } = await rig.pay(outTradeNo);
    expect(sent.map((one) => one.answer)).toEqual(['success']);
    expect(await rig.mainFen(member.id)).toBe(10_000);
    const row = await rig.order(outTradeNo);
    expect(row.state).toBe(REVIEW_STATE.approved);
    expect(row.reviewed_by).toBe(`gateway:${CHANNEL}`);
    expect(row.gateway_trade_no).toBe(state.orderByOutTradeNo(outTradeNo, PID)?.tradeNo);
    expect((await rig.notifications(outTradeNo)).map((one) => one.outcome)).toEqual(['credited']);
    await rig.ledgerClean();
  });

  it('credits once however often the notification is repeated, in a row or at once, and a later replay moves nothing', async () => {
    const member = await rig.newMember();
    const first = await deposit(member.token);
    expect((await rig.pay(first.outTradeNo, { fault: 'duplicate', times: 3 })).sent.every((one) => one.answer === 'success')).toBe(true);
    const second = await deposit(member.token);
    expect((await rig.pay(second.outTradeNo, { fault: 'concurrent', times: 6 })).sent.every((one) => one.answer === 'success')).toBe(true);
    expect(await rig.mainFen(member.id)).toBe(20_000);
    for (const no of [first.outTradeNo, second.outTradeNo]) {
      const outcomes = (await rig.notifications(no)).map((one) => one.outcome);
      expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(outcomes.length - 1);
    }
    const replay = await rig.simCall(`/sim/orders/${first.outTradeNo}/renotify`, {});
    expect(replay.sent[0]?.answer).toBe('success');
    expect(await rig.mainFen(member.id)).toBe(20_000);
    await rig.ledgerClean();
  });

  it('keeps of a forged notification a short line, so many per address, never its parameters whole (#41 item 6)', async () => {
    const forged = new URLSearchParams({ pid: PID, out_trade_no: `FORGED${dialect}`, trade_no: 'T1', type: 'alipay', name: 'x', money: '100.00', trade_status: 'TRADE_SUCCESS', sign: 'forged', sign_type: 'MD5', padding: 'x'.repeat(45_000) }).toString();
    const send = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: `/gateway/epay/${CHANNEL}/notify`, remoteAddress, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: forged });
    const answers = await Promise.all(Array.from({ length: UNVERIFIED_LINES_PER_ADDRESS + 20 }, () => send('198.51.100.9')));
    expect(answers.map((answer) => answer.body)).toEqual(Array(answers.length).fill('fail'));
    await send('198.51.100.10');
    const lines = (address: string) => t.db.database.db.selectFrom('gateway_notification').selectAll().where('remote_address', '=', address).execute();
    const flooded = await lines('198.51.100.9');
    expect(flooded).toHaveLength(UNVERIFIED_LINES_PER_ADDRESS);
    const params = JSON.stringify(Object.fromEntries(new URLSearchParams(forged)));
    for (const line of flooded) {
      expect(line).toMatchObject({ outcome: 'refused-signature', signature_valid: 0, params_size: Buffer.byteLength(params), params_sha256: createHash('sha256').update(params).digest('hex') });
      expect(line.params_json.length).toBeLessThanOrEqual(UNVERIFIED_PREFIX_CHARS);
    }
    expect(await lines('198.51.100.10')).toHaveLength(1);
  });

  it('refuses a notification with a wrong signature (fail, nothing credited, logged); asking the gateway then credits the payment', async () => {
    const member = await rig.newMember();
    const { outTradeNo } = await deposit(member.token);
    const { sent } = await rig.pay(outTradeNo, { fault: 'wrong-sign' });
    expect(sent[0]?.answer).toBe('fail');
    expect(await rig.mainFen(member.id)).toBe(0);
    const [logged] = await rig.notifications(outTradeNo);
    expect(logged).toMatchObject({ outcome: 'refused-signature', signature_valid: 0, review_state: GATEWAY_REVIEW.none });
    expect((await rig.order(outTradeNo)).state).toBe(REVIEW_STATE.pending);

    const asked = await admin('POST', '/admin/api/gateways/query', { out_trade_no: outTradeNo });
    expect(asked.data).toMatchObject({ status: 'paid', amount: 100, outcome: 'credited' });
    expect(await rig.mainFen(member.id)).toBe(10_000);
    const again = await admin('POST', '/admin/api/gateways/query', { out_trade_no: outTradeNo });
    expect(again.data).toMatchObject({ status: 'paid', outcome: 'duplicate' });
    expect(await rig.mainFen(member.id)).toBe(10_000);
    await rig.ledgerClean();
  });

  it('keeps a payment of another amount for finance: nothing credited until finance credits the amount paid, once', async () => {
    const member = await rig.newMember();
    const { outTradeNo } = await deposit(member.token);
    const { sent } = await rig.pay(outTradeNo, { fault: 'changed-amount' });
    expect(sent[0]?.answer).toBe('success');
    expect(await rig.mainFen(member.id)).toBe(0);
    const [waiting] = await rig.notifications(outTradeNo);
    expect(waiting).toMatchObject({ outcome: 'amount-mismatch', review_state: GATEWAY_REVIEW.pending, amount_fen: 10_100 });
    const list = await admin('GET', '/admin/api/gateways/notifications', { review: 'pending', order: outTradeNo });
    expect((list.data as { data: { id: number; outcome: string; username: string }[] }).data).toEqual([expect.objectContaining({ id: waiting?.id, outcome: 'amount-mismatch', username: member.name })]);

    const credited = await admin('POST', '/admin/api/gateways/notifications/resolve', { id: waiting?.id, action: 'credit', amount: 'paid', note: '核实网关到账 101 元' });
    expect(credited.code).toBe(200);
    expect(await rig.mainFen(member.id)).toBe(10_100);
    expect((await rig.order(outTradeNo)).state).toBe(REVIEW_STATE.approved);
    const twice = await admin('POST', '/admin/api/gateways/notifications/resolve', { id: waiting?.id, action: 'credit', note: '再次' });
    expect(twice.message).toBe(ADMIN_MSG.adminGatewayNotificationSettled);
    // The gateway's own notification of the payment, after finance credited it: the same payment, not credited again.
    expect((await rig.simCall(`/sim/orders/${outTradeNo}/renotify`, {})).sent[0]?.answer).toBe('success');
    expect((await rig.notifications(outTradeNo)).map((one) => one.outcome)).toEqual(['amount-mismatch', 'duplicate']);
    expect(await rig.mainFen(member.id)).toBe(10_100);
    await rig.ledgerClean();
  });

  it("shows finance the order's and the paid amount side by side to choose from; the order then reads the credited amount in the lists and the export", async () => {
    const resolve = (id: number | undefined, extra: Record<string, unknown>) => admin('POST', '/admin/api/gateways/notifications/resolve', { id, action: 'credit', note: '核实网关到账', ...extra });
    const member = await rig.newMember();
    const { outTradeNo } = await deposit(member.token);
    await rig.pay(outTradeNo, { fault: 'changed-amount' });
    const [waiting] = await rig.notifications(outTradeNo);
    const listed = await admin('GET', '/admin/api/gateways/notifications', { order: outTradeNo });
    expect((listed.data as { data: unknown[] }).data).toEqual([expect.objectContaining({ id: waiting?.id, amount: 101, order_amount: 100 })]);

    // Two amounts: finance must say which one is credited; nothing changes until then.
    const unchosen = await resolve(waiting?.id, {});
    expect(unchosen).toMatchObject({ code: 1000, message: ADMIN_MSG.adminGatewayCreditAmountUnchosen });
    expect(await rig.mainFen(member.id)).toBe(0);
    expect((await rig.order(outTradeNo)).state).toBe(REVIEW_STATE.pending);
    expect((await rig.notifications(outTradeNo))[0]?.review_state).toBe(GATEWAY_REVIEW.pending);

    expect((await resolve(waiting?.id, { amount: 'paid' })).code).toBe(200);
    expect(await rig.mainFen(member.id)).toBe(10_100);
    const order = await t.db.database.db.selectFrom('deposit_order').select(['amount_fen', 'ordered_fen', 'state']).where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow();
    expect(order).toEqual({ amount_fen: 10_100, ordered_fen: 10_000, state: REVIEW_STATE.approved });
    // The list of approved deposits, its export and the day's report all read the 101 credited.
    const approved = await admin('GET', '/admin/api/deposits', { state: 'approved', username: member.name });
    expect((approved.data as { data: unknown[] }).data).toEqual([expect.objectContaining({ out_trade_no: outTradeNo, amount: 101 })]);
    const csv = await t.app.inject({ method: 'GET', url: `/admin/api/deposits.csv?state=approved&username=${member.name}`, headers: { authorization: `Bearer ${finance.token}` } });
    const line = csv.body.split('\r\n').find((one) => one.includes(outTradeNo));
    expect(line).toContain('101.00');
    expect(line).not.toContain('100.00');
    expect((await admin('GET', '/admin/api/gateways/notifications', { order: outTradeNo })).data).toMatchObject({ data: [expect.objectContaining({ amount: 101, order_amount: 100 })] });

    // The order's own amount, chosen by finance for another: 100 is credited and the order keeps it.
    const other = await rig.newMember();
    const second = await deposit(other.token);
    await rig.pay(second.outTradeNo, { fault: 'changed-amount' });
    const [next] = await rig.notifications(second.outTradeNo);
    expect((await resolve(next?.id, { amount: 'order' })).code).toBe(200);
    expect(await rig.mainFen(other.id)).toBe(10_000);
    const kept = await t.db.database.db.selectFrom('deposit_order').select(['amount_fen', 'ordered_fen']).where('out_trade_no', '=', second.outTradeNo).executeTakeFirstOrThrow();
    expect(kept).toEqual({ amount_fen: 10_000, ordered_fen: null });
    const audit = await t.db.database.db.selectFrom('audit_log').select('after_json').where('target', '=', `gateway_notification:${String(next?.id)}`).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({ amount_fen: 10_100, credited_fen: 10_000, order_fen: 10_000 });
    await rig.ledgerClean();
  });

  it(`keeps a notification after the order expired (${String(GATEWAY_ORDER_MINUTES)} minutes) or was cancelled for finance, crediting nothing`, async () => {
    const member = await rig.newMember();
    const late = await deposit(member.token);
    now += GATEWAY_ORDER_MINUTES * 60_000 + 1;
    // The operator's console session has been idle as long: signed in again.
    finance = await signedInOperator(t.app, t.db.database.db, `finance${String(now)}`.slice(0, 16), 'finance', now);
    await rig.pay(late.outTradeNo);
    const cancelled = await deposit(member.token);
    const refusal = await admin('POST', '/admin/api/deposits/reject', { out_trade_no: cancelled.outTradeNo, reason: '会员取消' });
    expect(refusal.code).toBe(200);
    await rig.pay(cancelled.outTradeNo);
    expect(await rig.mainFen(member.id)).toBe(0);
    expect((await rig.notifications(late.outTradeNo)).map((one) => [one.outcome, one.review_state])).toEqual([['order-expired', GATEWAY_REVIEW.pending]]);
    expect((await rig.notifications(cancelled.outTradeNo)).map((one) => [one.outcome, one.review_state])).toEqual([['order-cancelled', GATEWAY_REVIEW.pending]]);
    const dismissed = (await rig.notifications(cancelled.outTradeNo))[0];
    expect((await admin('POST', '/admin/api/gateways/notifications/resolve', { id: dismissed?.id, action: 'dismiss', note: '已在网关退款' })).code).toBe(200);
    expect(await rig.mainFen(member.id)).toBe(0);
    await rig.ledgerClean();
  });

  it('closes a waiting review when the gateway’s correct notification of the same payment credits the order', async () => {
    const member = await rig.newMember();
    const { outTradeNo } = await deposit(member.token);
    await rig.pay(outTradeNo, { fault: 'changed-amount' });
    await rig.simCall(`/sim/orders/${outTradeNo}/renotify`, {});
    expect(await rig.mainFen(member.id)).toBe(10_000);
    expect((await rig.notifications(outTradeNo)).map((one) => [one.outcome, one.review_state])).toEqual([
      ['amount-mismatch', GATEWAY_REVIEW.dismissed],
      ['credited', GATEWAY_REVIEW.none],
    ]);
    await rig.ledgerClean();
  });

  it('closes an expired order the gateway reports unpaid (the player reads why), and keeps one it reports paid for finance, once', async () => {
    const member = await rig.newMember();
    const unpaid = await deposit(member.token);
    const lost = await deposit(member.token);
    await rig.pay(lost.outTradeNo, { fault: 'wrong-sign' });
    const deps = { database: t.db.database, gateways: new GatewayConnections(t.db.database.db, testSecrets()), clock };
    await closeExpiredGatewayOrders(deps);
    expect([(await rig.order(unpaid.outTradeNo)).state, (await rig.order(lost.outTradeNo)).state]).toEqual([REVIEW_STATE.pending, REVIEW_STATE.pending]);
    now += GATEWAY_ORDER_MINUTES * 60_000 + 1;
    await closeExpiredGatewayOrders(deps);
    await closeExpiredGatewayOrders(deps);
    expect(await rig.order(unpaid.outTradeNo)).toMatchObject({ state: REVIEW_STATE.refused, review_reason: GATEWAY_ORDER_EXPIRED_REASON });
    expect((await rig.order(lost.outTradeNo)).state).toBe(REVIEW_STATE.pending);
    expect((await rig.notifications(lost.outTradeNo)).map((one) => [one.outcome, one.review_state])).toEqual([
      ['refused-signature', GATEWAY_REVIEW.none],
      ['order-expired', GATEWAY_REVIEW.pending],
    ]);
    // The gateway's late notification of the closed order credits nothing either.
    await rig.pay(unpaid.outTradeNo);
    expect((await rig.notifications(unpaid.outTradeNo)).map((one) => one.outcome)).toEqual(['order-expired']);
    expect(await rig.mainFen(member.id)).toBe(0);
    const records = await post(t.app, '/api/gettransrecord', { type: 1, page: 1 }, member.token);
    expect(JSON.stringify(records.body.data)).toContain(GATEWAY_ORDER_EXPIRED_REASON);
    finance = await signedInOperator(t.app, t.db.database.db, `finance${String(now)}`.slice(0, 16), 'finance', now);
    await rig.ledgerClean();
  });

  it('answers fail to a notification of an order we do not have yet, and credits its repeat once the order exists', async () => {
    const member = await rig.newMember();
    const outTradeNo = `D${String(now)}EARLY`;
    const notify = { pid: PID, out_trade_no: outTradeNo, money: '88.00', notify_url: `${ourUrl}/gateway/epay/${CHANNEL}/notify`, trade_no: `2026112700000${String(now).slice(-6)}` };
    expect((await rig.simCall('/sim/notify', notify)).sent[0]?.answer).toBe('fail');
    expect((await rig.notifications(outTradeNo)).map((one) => [one.outcome, one.review_state])).toEqual([['unknown-order', GATEWAY_REVIEW.pending]]);
    await t.db.database.db
      .insertInto('deposit_order')
      .values({ out_trade_no: outTradeNo, member_id: member.id, pay_way: 5, channel: CHANNEL, amount_fen: 8_800, state: REVIEW_STATE.pending, created_at: now, reviewed_at: null, reviewed_by: null, gateway: 'epay' })
      .execute();
    expect((await rig.simCall('/sim/notify', notify)).sent[0]?.answer).toBe('success');
    expect(await rig.mainFen(member.id)).toBe(8_800);
    expect((await rig.notifications(outTradeNo)).map((one) => [one.outcome, one.review_state])).toEqual([
      ['unknown-order', GATEWAY_REVIEW.dismissed],
      ['credited', GATEWAY_REVIEW.none],
    ]);
    await rig.ledgerClean();
  });

  it('refuses notifications from an address outside the connection’s allow-list (403, logged, nothing credited); the owner connects from the console', async () => {
    const connected = await consoleConnect({ allowed_ips: '10.9.9.9, 10.9.9.10' });
    expect(connected.data).toMatchObject({ protocol: 'epay', allowed_ips: ['10.9.9.9', '10.9.9.10'] });
    try {
      const member = await rig.newMember();
      const { outTradeNo } = await deposit(member.token);
      const { sent } = await rig.pay(outTradeNo);
      expect(sent[0]).toMatchObject({ status: 403, answer: 'fail' });
      expect((await rig.notifications(outTradeNo)).map((one) => one.outcome)).toEqual(['refused-address']);
      expect(await rig.mainFen(member.id)).toBe(0);
    } finally {
      expect((await consoleConnect({})).code).toBe(200);
    }
  });

  it("refuses a console connect with the contract's message, in Chinese, and changes nothing: the form's rules, then the keys and addresses the server parses", async () => {
    const before = await t.db.database.db.selectFrom('gateway_connection').selectAll().where('channel', '=', CHANNEL).executeTakeFirstOrThrow();
    const refusals: [Record<string, string>, string][] = [
      [{ pid: 'abc' }, ADMIN_MSG.adminGatewayPid],
      [{ sign_type: 'RSA' }, ADMIN_MSG.adminGatewayRsaKeys],
      [{ allowed_ips: '10.0.0.1, nonsense' }, ADMIN_MSG.adminGatewayAllowedIps],
      [{ private_key: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----', gateway_public_key: '-----BEGIN PUBLIC KEY-----\nx\n-----END PUBLIC KEY-----' }, ADMIN_MSG.adminGatewayPrivateKey],
      [{ channel: 'nosuch' }, ADMIN_MSG.adminChannelNotFound],
    ];
    for (const [fields, message] of refusals) {
      now += 1_000; // each connect signs in an owner named by the time
      expect(await consoleConnect(fields), message).toMatchObject({ message });
    }
    expect(await t.db.database.db.selectFrom('gateway_connection').selectAll().where('channel', '=', CHANNEL).executeTakeFirstOrThrow()).toEqual(before);
  });

  it('reconciles the day: paid at the gateway against credited by us, with each difference', async () => {
    const member = await rig.newMember();
    const unpaidCredited = await deposit(member.token, '120');
    // By hand, a gateway order is not approved; one credited without its payment (as a fault of ours would) is the difference to find.
    expect((await admin('POST', '/admin/api/deposits/approve', { out_trade_no: unpaidCredited.outTradeNo })).message).toBe(ADMIN_MSG.adminGatewayOrderByHand);
    await inMoneyTransaction(t.db.database, async (trx) => {
      await trx.updateTable('deposit_order').set({ state: REVIEW_STATE.approved }).where('out_trade_no', '=', unpaidCredited.outTradeNo).execute();
      await creditDeposit(trx, { outTradeNo: unpaidCredited.outTradeNo, memberId: member.id, amountFen: 12_000 }, 'a fault of ours', now);
    });
    const paidNotCredited = await deposit(member.token, '130');
    await rig.pay(paidNotCredited.outTradeNo, { fault: 'wrong-sign' });
    const result = await admin('GET', '/admin/api/reports/gateway-reconcile', {});
    const channel = (result.data as { matched: boolean; channels: { channel: string; matched: boolean; differences: { out_trade_no: string; reason: string }[] }[] }).channels.find((one) => one.channel === CHANNEL);
    expect(channel?.matched).toBe(false);
    expect(channel?.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ out_trade_no: unpaidCredited.outTradeNo, reason: '已入账未付款' }),
        expect.objectContaining({ out_trade_no: paidNotCredited.outTradeNo, reason: '已付款未入账' }),
        // Finance credited 101 of a payment the gateway reports as 100 (the changed-amount notification above): the order reads the 101 credited.
        expect.objectContaining({ reason: '金额不符', amount: 101, gateway_amount: 100 }),
      ]),
    );
  });

  it('counts the notifications by channel and outcome in /metrics, and the reviews waiting for finance', async () => {
    const text = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS}` } })).body;
    const credited = /casino_gateway_notifications_total\{channel="gopay",outcome="credited"\} (\d+)/.exec(text)?.[1];
    expect(Number(credited)).toBeGreaterThanOrEqual(5);
    expect(text).toMatch(/casino_gateway_notifications_total\{channel="gopay",outcome="refused-signature"\} [1-9]/);
    const pending = await t.db.database.db.selectFrom('gateway_notification').select('id').where('review_state', '=', GATEWAY_REVIEW.pending).execute();
    expect(text).toContain(`casino_gateway_reviews_pending ${String(pending.length)}`);
  });
});
