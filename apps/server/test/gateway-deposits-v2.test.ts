import { generateKeyPairSync } from 'node:crypto';
import { REVIEW_STATE } from '@casino/contract/codes';
import { GATEWAY_REVIEW } from '@casino/contract/gateways';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWriter } from '../src/kernel/audit-log';
import { EpaySimState } from '../../sandbox/src/gateway-sim/epay-sim';
import { connectEpayChannel } from '../src/integrations/payments/connections';
import { epayRsaSign, epayRsaVerify } from '../src/integrations/payments/epay/sign';
import { post, type TestApp } from './support/app';
import { signedInOperator, type TestOperator } from './support/admins';
import { dialects } from './support/databases';
import { GATEWAY_CHANNEL, GATEWAY_KEY, GATEWAY_PID, startGatewayDeposits, type GatewayDeposits } from './support/gateway-deposits';
import { testSecrets } from './support/hub88';

const CHANNEL = GATEWAY_CHANNEL;
const PID = GATEWAY_PID;
const KEY = GATEWAY_KEY;

describe.each(dialects)('deposits through an EPay V2 (RSA) gateway (its simulator over HTTP) on %s', (dialect) => {
  const merchantKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platformKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = { merchantPrivateKeyPem: merchantKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), gatewayPublicKeyPem: platformKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString() };
  let rig: GatewayDeposits;
  let t: TestApp;
  let simUrl: string;
  let ourUrl: string;
  let finance: TestOperator;
  const state = new EpaySimState();
  let now = Date.now();
  const clock = () => now;

  beforeAll(async () => {
    const sim = { merchants: [{ pid: PID, key: KEY, merchantPublicKey: merchantKeys.publicKey }], platformPrivateKey: platformKeys.privateKey, state, notifyRetryDelaysMs: [3_600_000] };
    rig = await startGatewayDeposits(dialect, sim, {}, clock);
    ({ t, simUrl, ourUrl } = rig);
    await connectEpayChannel(
      t.db.database,
      testSecrets(),
      { channel: CHANNEL, operator: 'test', now, apiUrl: `${simUrl}/`, pid: PID, key: KEY, signType: 'RSA', ...pem },
      auditWriter({ adminId: null, name: 'test', ip: 'cli' }, 'gateway:connect', now),
    );
    finance = await signedInOperator(t.app, t.db.database.db, 'finance1', 'finance', now);
  });
  afterAll(() => rig.close());

  /** A member's GO PAY deposit of `yuan`: our order, then the gateway's order made by opening the pay URL as the browser would. */
  const deposit = async (token: string, yuan = '100') => {
    now += 1_000;
    const { body } = await post(t.app, '/api/recharge', { paytype: 5, amount: yuan }, token);
    expect(body.code, JSON.stringify(body)).toBe(200);
    const outTradeNo = (body.data as { out_trade_no: string }).out_trade_no;
    // A V2 pay URL expires 300 s after it is signed: the player is given our own address, which signs one when opened.
    expect((body.message as { info: { navurl: string } }).info.navurl).toBe(`${ourUrl}/gateway/epay/${CHANNEL}/pay/${outTradeNo}`);
    const opened = await fetch(`${ourUrl}/gateway/epay/${CHANNEL}/pay/${outTradeNo}`, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    const navurl = opened.headers.get('location') ?? '';
    const page = await fetch(navurl);
    expect(page.status).toBe(200);
    expect(page.url).toMatch(new RegExp(`^${simUrl}/pay/\\d{19}$`));
    return { outTradeNo, navurl };
  };
  const adminQuery = async (outTradeNo: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin/api/gateways/query',
      headers: { authorization: `Bearer ${finance.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ out_trade_no: outTradeNo }),
    });
    return response.json<{ code: number; message: string; data: Record<string, unknown> }>();
  };

  it('sends the player to api/pay/submit, RSA-signed by our key with a timestamp; the gateway makes a V2 order', async () => {
    const member = await rig.newMember();
    const { navurl, outTradeNo } = await deposit(member.token, '150');
    const url = new URL(navurl);
    expect(`${url.origin}${url.pathname}`).toBe(`${simUrl}/api/pay/submit`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({ pid: PID, out_trade_no: outTradeNo, money: '150.00', notify_url: `${ourUrl}/gateway/epay/${CHANNEL}/notify`, return_url: `${ourUrl}/gateway/epay/${CHANNEL}/return`, sign_type: 'RSA' });
    expect(Math.abs(Number(params.timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(epayRsaVerify(params, merchantKeys.publicKey)).toBe(true);
    expect(epayRsaVerify({ ...params, money: '1.00' }, merchantKeys.publicKey)).toBe(false);
    expect(state.orderByOutTradeNo(outTradeNo, PID)).toMatchObject({ protocol: 'v2', amountFen: 15_000 });
    // Opened again ten minutes later, a pay URL signed then; once paid, or for an order that is not a pending gateway one, nothing.
    now += 600_000;
    const later = await fetch(`${ourUrl}/gateway/epay/${CHANNEL}/pay/${outTradeNo}`, { redirect: 'manual' });
    expect(new URL(later.headers.get('location') ?? '').searchParams.get('out_trade_no')).toBe(outTradeNo);
    await rig.pay(outTradeNo);
    expect((await fetch(`${ourUrl}/gateway/epay/${CHANNEL}/pay/${outTradeNo}`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${ourUrl}/gateway/epay/${CHANNEL}/pay/D0000`, { redirect: 'manual' })).status).toBe(404);
  });

  it('credits the member once when the buyer pays, on the gateway’s RSA-signed V2 notification; the answer is success', async () => {
    const member = await rig.newMember();
    const { outTradeNo } = await deposit(member.token);
    const { sent } = await rig.pay(outTradeNo);
    expect(sent.map((one) => one.answer)).toEqual(['success']);
    expect(sent[0]?.query).toMatchObject({ sign_type: 'RSA', timestamp: expect.stringMatching(/^\d{10}$/) as unknown });
    expect(await rig.mainFen(member.id)).toBe(10_000);
    const row = await rig.order(outTradeNo);
    expect(row.state).toBe(REVIEW_STATE.approved);
    expect(row.gateway_trade_no).toBe(state.orderByOutTradeNo(outTradeNo, PID)?.tradeNo);
    expect((await rig.notifications(outTradeNo)).map((one) => one.outcome)).toEqual(['credited']);
    await rig.ledgerClean();
  });

  it('credits once however often the V2 notification is repeated, in a row or at once, and a later replay moves nothing', async () => {
    const member = await rig.newMember();
    const first = await deposit(member.token);
    expect((await rig.pay(first.outTradeNo, { fault: 'duplicate', times: 3 })).sent.map((one) => one.answer)).toEqual(['success', 'success', 'success']);
    const second = await deposit(member.token);
    expect((await rig.pay(second.outTradeNo, { fault: 'concurrent', times: 6 })).sent.every((one) => one.answer === 'success')).toBe(true);
    expect(await rig.mainFen(member.id)).toBe(20_000);
    for (const no of [first.outTradeNo, second.outTradeNo]) {
      const outcomes = (await rig.notifications(no)).map((one) => one.outcome);
      expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(outcomes.length - 1);
    }
    expect((await rig.simCall(`/sim/orders/${first.outTradeNo}/renotify`)).sent[0]?.answer).toBe('success');
    expect(await rig.mainFen(member.id)).toBe(20_000);
    await rig.ledgerClean();
  });

  it('refuses a V2 notification signed by another key (fail, nothing credited); the order query through api/pay/query then credits it, once', async () => {
    const member = await rig.newMember();
    const { outTradeNo } = await deposit(member.token);
    const { sent } = await rig.pay(outTradeNo, { fault: 'wrong-sign' });
    expect(sent[0]?.answer).toBe('fail');
    expect(await rig.mainFen(member.id)).toBe(0);
    expect(await rig.notifications(outTradeNo)).toEqual([expect.objectContaining({ outcome: 'refused-signature', signature_valid: 0, review_state: GATEWAY_REVIEW.none })]);
    expect((await rig.order(outTradeNo)).state).toBe(REVIEW_STATE.pending);
    await rig.ledgerClean();

    const asked = await adminQuery(outTradeNo);
    expect(asked.data).toMatchObject({ status: 'paid', amount: 100, outcome: 'credited', trade_no: state.orderByOutTradeNo(outTradeNo, PID)?.tradeNo });
    expect(await rig.mainFen(member.id)).toBe(10_000);
    expect((await adminQuery(outTradeNo)).data).toMatchObject({ status: 'paid', outcome: 'duplicate' });
    expect(await rig.mainFen(member.id)).toBe(10_000);
    await rig.ledgerClean();
  });

  it('answers the order query through api/pay/query: unpaid for an order not paid, not found for one the gateway does not have', async () => {
    const member = await rig.newMember();
    const { outTradeNo } = await deposit(member.token);
    expect((await adminQuery(outTradeNo)).data).toMatchObject({ status: 'unpaid', trade_no: state.orderByOutTradeNo(outTradeNo, PID)?.tradeNo, outcome: null });
    // Another member's order whose pay URL was never opened: the gateway has no order of that number.
    const other = await rig.newMember();
    now += 1_000;
    const { body } = await post(t.app, '/api/recharge', { paytype: 5, amount: '120' }, other.token);
    expect(body.code, JSON.stringify(body)).toBe(200);
    const neverOpened = (body.data as { out_trade_no: string }).out_trade_no;
    expect((await adminQuery(neverOpened)).data).toMatchObject({ status: 'not-found', outcome: null });
    expect(await rig.mainFen(member.id)).toBe(0);
    await rig.ledgerClean();
  });

  it('refuses a correctly signed V2 notification whose timestamp is over 300 s old (a replay), crediting nothing; a fresh one credits', async () => {
    const member = await rig.newMember();
    const { outTradeNo } = await deposit(member.token);
    const gatewayOrder = state.orderByOutTradeNo(outTradeNo, PID);
    const fields = {
      pid: PID,
      trade_no: String(gatewayOrder?.tradeNo),
      out_trade_no: outTradeNo,
      type: 'alipay',
      name: String(gatewayOrder?.name),
      money: '100',
      trade_status: 'TRADE_SUCCESS',
      timestamp: String(Math.floor(now / 1000) - 301),
    };
    const stale = { ...fields, sign_type: 'RSA', sign: epayRsaSign(fields, platformKeys.privateKey) };
    expect(epayRsaVerify(stale, platformKeys.publicKey)).toBe(true);
    const answer = await fetch(`${ourUrl}/gateway/epay/${CHANNEL}/notify?${new URLSearchParams(stale).toString()}`);
    expect(await answer.text()).toBe('fail');
    expect(await rig.mainFen(member.id)).toBe(0);
    // Signed by the gateway's key, only too old: logged with its signature valid.
    expect((await rig.notifications(outTradeNo)).map((one) => [one.outcome, one.signature_valid])).toEqual([['refused-stale', 1]]);

    // The same payment notified by the gateway now, with its own timestamp.
    expect((await rig.pay(outTradeNo)).sent[0]?.answer).toBe('success');
    expect(await rig.mainFen(member.id)).toBe(10_000);
    expect((await rig.notifications(outTradeNo)).map((one) => one.outcome)).toEqual(['refused-stale', 'credited']);
    await rig.ledgerClean();
  });

  it('refuses a V1 (MD5) notification on an RSA connection, crediting nothing', async () => {
    const member = await rig.newMember();
    const outTradeNo = (await deposit(member.token)).outTradeNo;
    const notify = { pid: PID, out_trade_no: outTradeNo, money: '100.00', notify_url: `${ourUrl}/gateway/epay/${CHANNEL}/notify`, trade_no: String(state.orderByOutTradeNo(outTradeNo, PID)?.tradeNo) };
    expect((await rig.simCall('/sim/notify', notify)).sent[0]?.answer).toBe('fail');
    expect((await rig.notifications(outTradeNo)).map((one) => one.outcome)).toEqual(['refused-signature']);
    expect(await rig.mainFen(member.id)).toBe(0);
    await rig.ledgerClean();
  });
});
