import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epayRsaSign, epayRsaVerify } from '../src/integrations/payments/epay/sign';
import { EpaySimState } from '../../sandbox/src/gateway-sim/epay-sim';
import { KEY, PID, postForm, postJson, startSim } from './gateway-sim-support';

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

describe('the EPay gateway simulator: payouts (V2 代付, RSA)', () => {
  const merchantKeys = pair();
  const platformKeys = pair();
  const state = new EpaySimState();
  let sim: Awaited<ReturnType<typeof startSim>>;
  // The gateway's clock, still: a timestamp 301 s off is refused whatever the machine's load (read from the real
  // clock, a whole-second timestamp and the time until the gateway checked it put the window's edge within reach).
  const now = Date.now();
  let counter = 0;
  /** A fresh out_biz_no: 19 digits beginning with a date-time. */
  const outBizNo = () => `20261127120000${String(10_000 + (counter += 1))}`;

  /** A V2 call signed as a merchant signs it, and the gateway's JSON answer. */
  const call = async (path: string, fields: Record<string, string>, options: { key?: KeyObject; timestamp?: number } = {}) => {
    const params = { pid: PID, ...fields, timestamp: String(Math.floor((options.timestamp ?? now) / 1000)) };
    const response = await postForm(`${sim.url}/${path}`, { ...params, sign: epayRsaSign(params, options.key ?? merchantKeys.privateKey), sign_type: 'RSA' });
    return (await response.json()) as Record<string, unknown>;
  };
  /** Whether an answer is signed by the platform key, over every field as text. */
  const platformSigned = (answer: Record<string, unknown>) => epayRsaVerify(Object.fromEntries(Object.entries(answer).map(([name, value]) => [name, String(value)])), platformKeys.publicKey);
  const transfer = (out: string, money = '100.00') => ({ type: 'alipay', account: 'payee@example.com', name: '张三', money, remark: '提现', out_biz_no: out });

  beforeAll(async () => {
    sim = await startSim({ state, merchants: [{ pid: PID, key: KEY, merchantPublicKey: merchantKeys.publicKey, balanceFen: 1_000_00 }], platformPrivateKey: platformKeys.privateKey, clock: () => now });
  });
  afterAll(async () => {
    await sim.close();
  });

  it('pays a transfer once, answering a signed code 0, and answers the same payout for the same out_biz_no', async () => {
    const out = outBizNo();
    const first = await call('api/transfer/submit', transfer(out));
    expect(first).toMatchObject({ code: 0, status: 1, out_biz_no: out, cost_money: '100.00', sign_type: 'RSA' });
    expect(first.timestamp).toMatch(/^\d{10}$/);
    expect(platformSigned(first)).toBe(true);
    expect(platformSigned({ ...first, status: 0 })).toBe(false);
    const again = await call('api/transfer/submit', transfer(out));
    expect(again).toMatchObject({ code: 0, status: 1, out_biz_no: out, orderid: first.orderid });
    expect(platformSigned(again)).toBe(true);
    expect(state.payouts.filter((payout) => payout.outBizNo === out)).toMatchObject([{ submits: 2, amountFen: 100_00 }]);
    const balance = await call('api/transfer/balance', {});
    expect(balance).toMatchObject({ code: 0, available_money: '900.00' });
    expect(platformSigned(balance)).toBe(true);
    const query = await call('api/transfer/query', { out_biz_no: out });
    expect(query).toMatchObject({ code: 0, status: 1, out_biz_no: out, amount: '100.00', orderid: first.orderid });
    expect(platformSigned(query)).toBe(true);
  });

  it('verifies the merchant’s RSA signature and timestamp, and refuses otherwise without paying', async () => {
    const before = state.payouts.length;
    expect(await call('api/transfer/submit', transfer(outBizNo()), { key: pair().privateKey })).toEqual({ code: -3, msg: 'RSA签名校验失败' });
    expect(await call('api/transfer/submit', transfer(outBizNo()), { timestamp: now - 301_000 })).toEqual({ code: -3, msg: '时间戳字段不正确，请检查服务器时间' });
    expect(await call('api/transfer/submit', transfer(outBizNo()), { timestamp: now + 301_000 })).toEqual({ code: -3, msg: '时间戳字段不正确，请检查服务器时间' });
    // A field changed after signing.
    const params = { pid: PID, ...transfer(outBizNo()), timestamp: String(Math.floor(now / 1000)) };
    const tampered = await postForm(`${sim.url}/api/transfer/submit`, { ...params, sign: epayRsaSign(params, merchantKeys.privateKey), sign_type: 'RSA', money: '900.00' });
    expect(await tampered.json()).toEqual({ code: -3, msg: 'RSA签名校验失败' });
    const md5 = await postForm(`${sim.url}/api/transfer/submit`, { ...params, sign: 'x', sign_type: 'MD5' });
    expect(((await md5.json()) as { code: number }).code).toBe(-3);
    expect(await (await postForm(`${sim.url}/api/transfer/submit`, {})).json()).toEqual({ code: -4, msg: '未传入任何参数' });
    expect(await call('api/transfer/submit', transfer('12345'))).toMatchObject({ code: -1 });
    expect(await call('api/transfer/submit', transfer(outBizNo(), '5000.00'))).toEqual({ code: -1, msg: '商户余额不足' });
    expect(state.payouts.length).toBe(before);
  });

  it('holds a payout processing until completed, and a failed one gives the money back', async () => {
    expect((await postJson(`${sim.url}/sim/payouts/next`, { mode: 'processing' })).status).toBe(200);
    const out = outBizNo();
    expect(await call('api/transfer/submit', transfer(out, '10.00'))).toMatchObject({ code: 0, status: 0, paydate: '' });
    // The behaviour is for one payout: the next is paid.
    expect(await call('api/transfer/submit', transfer(outBizNo(), '10.00'))).toMatchObject({ code: 0, status: 1 });
    const balance = state.balanceOf(PID);
    expect((await postJson(`${sim.url}/sim/payouts/${out}/complete`, { status: 2, errmsg: '账户已冻结' })).status).toBe(200);
    expect(state.balanceOf(PID)).toBe(balance + 10_00);
    const query = await call('api/transfer/query', { out_biz_no: out });
    expect(query).toMatchObject({ code: 0, status: 2, errmsg: '账户已冻结' });
    expect(platformSigned(query)).toBe(true);
    expect((await postJson(`${sim.url}/sim/payouts/${out}/complete`, { status: 1 })).status).toBe(409);
    expect((await postJson(`${sim.url}/sim/payouts/nope/complete`, { status: 1 })).status).toBe(404);
    expect((await postJson(`${sim.url}/sim/payouts/next`, { mode: 'other' })).status).toBe(400);
  });

  it('fail refuses the transfer and records it failed; a repeat answers the failure, never a payment', async () => {
    await postJson(`${sim.url}/sim/payouts/next`, { mode: 'fail', errmsg: '收款人姓名不符' });
    const out = outBizNo();
    const balance = state.balanceOf(PID);
    expect(await call('api/transfer/submit', transfer(out, '10.00'))).toEqual({ code: -1, msg: '收款人姓名不符' });
    expect(await call('api/transfer/submit', transfer(out, '10.00'))).toMatchObject({ code: 0, status: 2, errmsg: '收款人姓名不符' });
    expect(state.balanceOf(PID)).toBe(balance);
  });

  it('apply-then-timeout pays, then holds the answer past the merchant’s timeout; the same out_biz_no then answers paid', async () => {
    await postJson(`${sim.url}/sim/payouts/next`, { mode: 'apply-then-timeout', delayMs: 1_000 });
    const out = outBizNo();
    const params = { pid: PID, ...transfer(out, '20.00'), timestamp: String(Math.floor(now / 1000)) };
    const timedOut = fetch(`${sim.url}/api/transfer/submit`, {
      method: 'POST',
      body: new URLSearchParams({ ...params, sign: epayRsaSign(params, merchantKeys.privateKey), sign_type: 'RSA' }),
      signal: AbortSignal.timeout(200),
    });
    await expect(timedOut).rejects.toThrow();
    expect(state.payoutByOutBizNo(out)).toMatchObject({ status: 1, amountFen: 20_00 });
    const balance = state.balanceOf(PID);
    expect(await call('api/transfer/query', { out_biz_no: out })).toMatchObject({ code: 0, status: 1 });
    expect(await call('api/transfer/submit', transfer(out, '20.00'))).toMatchObject({ code: 0, status: 1, out_biz_no: out });
    expect(state.balanceOf(PID)).toBe(balance);
    expect(state.payouts.filter((payout) => payout.outBizNo === out)).toHaveLength(1);
  });

  it('refuses payouts of a merchant without a public key, and when the gateway has no key to sign with', async () => {
    const bare = await startSim({ merchants: [{ pid: PID, key: KEY }], platformPrivateKey: platformKeys.privateKey });
    const unkeyed = await startSim({ merchants: [{ pid: PID, key: KEY, merchantPublicKey: merchantKeys.publicKey }] });
    try {
      const params = { pid: PID, timestamp: String(Math.floor(now / 1000)) };
      const body = { ...params, sign: epayRsaSign(params, merchantKeys.privateKey), sign_type: 'RSA' };
      expect(((await (await postForm(`${bare.url}/api/transfer/balance`, body)).json()) as { code: number }).code).toBe(-3);
      expect(((await (await postForm(`${unkeyed.url}/api/transfer/balance`, body)).json()) as { code: number }).code).toBe(-2);
    } finally {
      await bare.close();
      await unkeyed.close();
    }
  });
});
