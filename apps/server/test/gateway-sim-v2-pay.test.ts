import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epayRsaSign, epayRsaVerify } from '../src/integrations/payments/epay/sign';
import { EpaySimState } from '../../sandbox/src/gateway-sim/epay-sim';
import { KEY, PID, postForm, postJson, signed, startMerchant, startSim, until } from './gateway-sim-support';

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

type Sent = { query: Record<string, string>; answer: string; ok: boolean };

describe('the EPay gateway simulator: V2 payments (api/pay/submit, the V2 notify, api/pay/query)', () => {
  const merchantKeys = pair();
  const platformKeys = pair();
  const state = new EpaySimState();
  let now = Date.now();
  let sim: Awaited<ReturnType<typeof startSim>>;
  let merchant: Awaited<ReturnType<typeof startMerchant>>;
  let answers: string[] = [];
  let counter = 0;

  /** Fields signed as a V2 merchant signs them: pid, timestamp, SHA256withRSA (sign_type=RSA). */
  const v2Signed = (fields: Record<string, string>, options: { key?: KeyObject; at?: number } = {}) => {
    const params = { pid: PID, ...fields, timestamp: String(Math.floor((options.at ?? now) / 1000)) };
    return { ...params, sign: epayRsaSign(params, options.key ?? merchantKeys.privateKey), sign_type: 'RSA' };
  };
  const payment = (outTradeNo: string, money = '10.00') => ({ type: 'alipay', out_trade_no: outTradeNo, notify_url: merchant.notifyUrl, return_url: 'http://shop.example/return', name: '充值', money });
  const newOutTradeNo = () => `V${String(Date.now())}${String((counter += 1))}`;
  const submit = (fields: Record<string, string>) => fetch(`${sim.url}/api/pay/submit?${new URLSearchParams(fields).toString()}`, { redirect: 'manual' });
  /** A V2 order made by the page redirect; answers its out_trade_no. */
  const v2Order = async (money = '10.00') => {
    const outTradeNo = newOutTradeNo();
    const response = await submit(v2Signed(payment(outTradeNo, money)));
    expect(response.status).toBe(302);
    return outTradeNo;
  };
  const query = async (fields: Record<string, string>, options: { key?: KeyObject; at?: number } = {}) =>
    (await (await postForm(`${sim.url}/api/pay/query`, v2Signed(fields, options))).json()) as Record<string, unknown>;
  /** Whether a message (answer or notify) is signed by the platform key, over every field as text. */
  const platformSigned = (message: Record<string, unknown>) => epayRsaVerify(Object.fromEntries(Object.entries(message).map(([name, value]) => [name, String(value)])), platformKeys.publicKey);
  const receivedFor = (outTradeNo: string) => merchant.received.filter((one) => one.out_trade_no === outTradeNo);

  beforeAll(async () => {
    merchant = await startMerchant((n) => {
      const answer = answers[n] ?? 'success';
      // A refused send moves the gateway's clock on before its retry: 7 s between the two.
      if (answer === 'fail') now += 7_000;
      return answer;
    });
    sim = await startSim({
      state,
      merchants: [{ pid: PID, key: KEY, merchantPublicKey: merchantKeys.publicKey }],
      platformPrivateKey: platformKeys.privateKey,
      clock: () => now,
      notifyRetryDelaysMs: [30, 30, 30, 30],
      notifyTimeoutMs: 500,
    });
  });
  afterAll(async () => {
    await sim.close();
    await merchant.close();
  });

  it('makes an order from an RSA-signed api/pay/submit and sends the browser to its pay page; a repeat finds the same order', async () => {
    const outTradeNo = newOutTradeNo();
    const fields = v2Signed(payment(outTradeNo, '12.50'));
    const response = await submit(fields);
    expect(response.status).toBe(302);
    const order = state.orderByOutTradeNo(outTradeNo, PID);
    expect(order).toMatchObject({ protocol: 'v2', amountFen: 1_250, type: 'alipay' });
    expect(response.headers.get('location')).toBe(`${sim.url}/pay/${String(order?.tradeNo)}`);
    // By POST too, and the same order again (the timestamp is not part of its identity).
    now += 1_000;
    const again = await postForm(`${sim.url}/api/pay/submit`, v2Signed(payment(outTradeNo, '12.50')), { redirect: 'manual' });
    expect(again.headers.get('location')).toBe(response.headers.get('location'));
    expect(state.orders.filter((one) => one.outTradeNo === outTradeNo)).toHaveLength(1);
  });

  it('refuses a V2 submit whose signature, sign type or timestamp does not hold, making no order', async () => {
    const refusals: [Record<string, string>, string][] = [
      [v2Signed(payment(newOutTradeNo()), { key: pair().privateKey }), 'RSA签名校验失败'],
      [v2Signed(payment(newOutTradeNo()), { at: now - 301_000 }), '时间戳字段不正确，请检查服务器时间'],
      [v2Signed(payment(newOutTradeNo()), { at: now + 301_000 }), '时间戳字段不正确，请检查服务器时间'],
      [{ ...v2Signed(payment(newOutTradeNo())), money: '11.00' }, 'RSA签名校验失败'],
      [{ ...signed({ pid: PID, ...payment(newOutTradeNo()), timestamp: String(Math.floor(now / 1000)) }) }, '该商户只能使用RSA签名类型'],
    ];
    const before = state.orders.length;
    for (const [fields, message] of refusals) {
      const response = await submit(fields);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(message);
    }
    expect(state.orders.length).toBe(before);
  });

  it('notifies a V2 order in V2’s format: RSA by the platform key over every field, api_trade_no, a timestamp, sign_type=RSA', async () => {
    const outTradeNo = await v2Order('10.00');
    const paid = await postJson(`${sim.url}/sim/orders/${outTradeNo}/pay`);
    const [sent] = paid.body.sent as Sent[];
    expect(sent?.ok).toBe(true);
    const [received] = receivedFor(outTradeNo);
    const tradeNo = String(state.orderByOutTradeNo(outTradeNo, PID)?.tradeNo);
    expect(received).toEqual({
      pid: PID,
      trade_no: tradeNo,
      out_trade_no: outTradeNo,
      api_trade_no: `4200${tradeNo}`,
      type: 'alipay',
      name: '充值',
      money: '10',
      trade_status: 'TRADE_SUCCESS',
      timestamp: String(Math.floor(now / 1000)),
      sign_type: 'RSA',
      sign: expect.stringMatching(/^[A-Za-z0-9+/]+={0,2}$/) as unknown,
    });
    expect(platformSigned(received ?? {})).toBe(true);
    expect(platformSigned({ ...received, money: '11' })).toBe(false);
  });

  it('signs each retry of a V2 notify with the timestamp of its send', async () => {
    const outTradeNo = await v2Order();
    answers = [...merchant.received.map(() => 'success'), 'fail'];
    const paid = await postJson(`${sim.url}/sim/orders/${outTradeNo}/pay`);
    expect((paid.body.sent as Sent[]).map((one) => one.ok)).toEqual([false]);
    await until(() => state.notificationsOf(outTradeNo).some((one) => one.ok));
    const [first, second] = receivedFor(outTradeNo);
    expect(Number(second?.timestamp) - Number(first?.timestamp)).toBe(7);
    expect(second?.sign).not.toBe(first?.sign);
    expect([platformSigned(first ?? {}), platformSigned(second ?? {})]).toEqual([true, true]);
    answers = [];
  });

  it('signs a V2 order’s wrong-sign fault with another RSA key; a V1 order on the same gateway is still notified with MD5', async () => {
    const outTradeNo = await v2Order();
    const faulty = await postJson(`${sim.url}/sim/orders/${outTradeNo}/pay`, { fault: 'wrong-sign' });
    const [sent] = faulty.body.sent as Sent[];
    expect(sent?.query).toMatchObject({ sign_type: 'RSA', out_trade_no: outTradeNo });
    expect(sent?.query.sign).toMatch(/^[A-Za-z0-9+/]{300,}={0,2}$/);
    expect(platformSigned(sent?.query ?? {})).toBe(false);

    const v1 = newOutTradeNo();
    const made = (await (await postForm(`${sim.url}/mapi.php`, signed({ pid: PID, ...payment(v1), clientip: '127.0.0.1' }))).json()) as { code: number };
    expect(made.code).toBe(1);
    expect(state.orderByOutTradeNo(v1, PID)?.protocol).toBe('v1');
    await postJson(`${sim.url}/sim/orders/${v1}/pay`);
    const [received] = receivedFor(v1);
    expect(received).toMatchObject({ sign_type: 'MD5' });
    expect(received?.timestamp).toBeUndefined();
  });

  it('answers api/pay/query signed: unpaid status 0, paid status 1 with the amount; 订单号不存在 for an order it does not have', async () => {
    const outTradeNo = await v2Order('20.00');
    const unpaid = await query({ out_trade_no: outTradeNo });
    expect(unpaid).toMatchObject({ code: 0, out_trade_no: outTradeNo, status: '0', money: '20.00', sign_type: 'RSA', timestamp: String(Math.floor(now / 1000)) });
    expect(platformSigned(unpaid)).toBe(true);
    await postJson(`${sim.url}/sim/orders/${outTradeNo}/pay`);
    const paid = await query({ out_trade_no: outTradeNo });
    expect(paid).toMatchObject({ code: 0, status: '1', money: '20.00', trade_no: state.orderByOutTradeNo(outTradeNo, PID)?.tradeNo });
    expect(platformSigned(paid)).toBe(true);
    expect(platformSigned({ ...paid, status: '0' })).toBe(false);
    expect(await query({ trade_no: String(paid.trade_no) })).toMatchObject({ code: 0, out_trade_no: outTradeNo });
    expect(await query({ out_trade_no: 'NO-SUCH-ORDER' })).toEqual({ code: -1, msg: '订单号不存在' });
    expect(await query({ out_trade_no: outTradeNo }, { key: pair().privateKey })).toEqual({ code: -3, msg: 'RSA签名校验失败' });
    expect(await query({ out_trade_no: outTradeNo }, { at: now - 301_000 })).toEqual({ code: -3, msg: '时间戳字段不正确，请检查服务器时间' });
  });

  it('answers the V2 payment API code -2 on a gateway without its platform key', async () => {
    const bare = await startSim({ merchants: [{ pid: PID, key: KEY, merchantPublicKey: merchantKeys.publicKey }] });
    try {
      const answer = (await (await postForm(`${bare.url}/api/pay/query`, v2Signed({ out_trade_no: 'X1' }, { at: Date.now() }))).json()) as Record<string, unknown>;
      expect(answer).toEqual({ code: -2, msg: '平台未配置RSA密钥，支付未开启' });
      const page = await fetch(`${bare.url}/api/pay/submit?${new URLSearchParams(v2Signed(payment('X2'), { at: Date.now() })).toString()}`, { redirect: 'manual' });
      expect(await page.text()).toContain('平台未配置RSA密钥，支付未开启');
    } finally {
      await bare.close();
    }
  });
});
