import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epayMd5Verify } from '../src/integrations/payments/epay/sign';
import { EpaySimState } from '../../sandbox/src/gateway-sim/epay-sim';
import { KEY, PID, postForm, postJson, signed, startMerchant, startSim, until } from './gateway-sim-support';

type Sent = { url: string; query: Record<string, string>; status: number | undefined; answer: string; ok: boolean };

describe('the EPay gateway simulator: notifications and their faults', () => {
  const state = new EpaySimState();
  let sim: Awaited<ReturnType<typeof startSim>>;
  /** Answers the n-th notification as `script` says (success unless told). */
  let script: (n: number, query: Record<string, string>) => string | Promise<string> = () => 'success';
  let merchant: Awaited<ReturnType<typeof startMerchant>>;
  let counter = 0;

  /** A new unpaid order at the gateway, of `money` yuan; answers its out_trade_no. */
  const order = async (money = '10.00', param = '') => {
    const outTradeNo = `N${String(Date.now())}${String((counter += 1))}`;
    const fields = { pid: PID, type: 'alipay', out_trade_no: outTradeNo, notify_url: merchant.notifyUrl, name: '充值', money, clientip: '127.0.0.1', param };
    const answer = (await (await postForm(`${sim.url}/mapi.php`, signed(fields))).json()) as { code: number };
    expect(answer.code).toBe(1);
    return outTradeNo;
  };
  const receivedFor = (outTradeNo: string) => merchant.received.filter((query) => query.out_trade_no === outTradeNo);

  beforeAll(async () => {
    merchant = await startMerchant((n, query) => script(n, query));
    sim = await startSim({ state, notifyRetryDelaysMs: [30, 30, 30, 30], notifyTimeoutMs: 300 });
  });
  afterAll(async () => {
    await sim.close();
    await merchant.close();
  });

  it('retries a notification until the merchant answers a body containing success, on the schedule', async () => {
    const outTradeNo = await order();
    let failures = 2;
    // "unsuccessful" contains "success": the gateway's strpos takes it as received.
    script = () => (failures-- > 0 ? 'fail' : 'unsuccessful');
    const paid = await postJson(`${sim.url}/sim/orders/${outTradeNo}/pay`);
    expect(paid.status).toBe(200);
    expect((paid.body.sent as Sent[]).map((sent) => sent.ok)).toEqual([false]);
    await until(() => state.notificationsOf(outTradeNo).some((one) => one.ok));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(state.notificationsOf(outTradeNo).map((one) => [one.kind, one.ok])).toEqual([
      ['payment', false],
      ['retry', false],
      ['retry', true],
    ]);
    expect(new Set(receivedFor(outTradeNo).map((query) => query.sign)).size).toBe(1);
  });

  it('gives up after 5 sends, and a merchant that never answers in time is sent the same 5', async () => {
    script = () => 'fail';
    const refused = await order();
    await postJson(`${sim.url}/sim/orders/${refused}/pay`);
    script = () => new Promise((resolve) => setTimeout(() => resolve('success'), 600));
    const slow = await order();
    await postJson(`${sim.url}/sim/orders/${slow}/pay`);
    await until(() => state.notificationsOf(refused).length === 5 && state.notificationsOf(slow).length === 5, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(state.notificationsOf(refused).length).toBe(5);
    expect(state.notificationsOf(slow).every((one) => !one.ok && one.status === undefined && one.answer.includes('TimeoutError'))).toBe(true);
    script = () => 'success';
  });

  it('duplicate sends the same signed notification N times in a row, concurrent N at once', async () => {
    const duplicated = await order();
    const duplicate = await postJson(`${sim.url}/sim/orders/${duplicated}/pay`, { fault: 'duplicate', times: 4 });
    const sent = duplicate.body.sent as Sent[];
    expect(sent).toHaveLength(4);
    expect(new Set(sent.map((one) => one.url)).size).toBe(1);
    expect(receivedFor(duplicated)).toHaveLength(4);
    expect(receivedFor(duplicated).every((query) => epayMd5Verify(query, KEY))).toBe(true);

    let inFlight = 0;
    let most = 0;
    script = async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 50));
      inFlight -= 1;
      return 'success';
    };
    const concurrent = await order();
    const answer = await postJson(`${sim.url}/sim/orders/${concurrent}/pay`, { fault: 'concurrent', times: 6 });
    expect((answer.body.sent as Sent[]).map((one) => one.ok)).toEqual([true, true, true, true, true, true]);
    expect(most).toBe(6);
    script = () => 'success';
  });

  it('wrong-sign sends a notification whose signature fails, changed-amount one with money + 1 yuan correctly signed', async () => {
    const wrong = await order('10.00');
    const sentWrong = ((await postJson(`${sim.url}/sim/orders/${wrong}/pay`, { fault: 'wrong-sign' })).body.sent as Sent[])[0];
    expect(sentWrong?.query.sign).toMatch(/^[0-9a-f]{32}$/);
    expect(epayMd5Verify(receivedFor(wrong)[0] ?? {}, KEY)).toBe(false);
    expect(receivedFor(wrong)[0]?.money).toBe('10');

    const changed = await order('10.50');
    await postJson(`${sim.url}/sim/orders/${changed}/pay`, { fault: 'changed-amount' });
    const query = receivedFor(changed)[0] ?? {};
    expect(query.money).toBe('11.5');
    expect(epayMd5Verify(query, KEY)).toBe(true);
    // Faults are sent as asked, without retries; the order is paid, and renotify sends its true notify.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receivedFor(changed)).toHaveLength(1);
    expect((await postJson(`${sim.url}/sim/orders/${changed}/pay`)).status).toBe(409);
    const again = ((await postJson(`${sim.url}/sim/orders/${changed}/renotify`)).body.sent as Sent[])[0];
    expect(again?.query.money).toBe('10.5');
    expect(again?.ok).toBe(true);
    expect(epayMd5Verify(again?.query ?? {}, KEY)).toBe(true);
  });

  it('renotify refuses an unpaid order, and the control API refuses what it cannot do', async () => {
    const unpaid = await order();
    expect((await postJson(`${sim.url}/sim/orders/${unpaid}/renotify`)).status).toBe(409);
    expect((await postJson(`${sim.url}/sim/orders/nope/pay`)).status).toBe(404);
    expect((await postJson(`${sim.url}/sim/orders/${unpaid}/pay`, { fault: 'other' })).status).toBe(400);
    expect((await postJson(`${sim.url}/sim/orders/${unpaid}/pay`, { fault: 'duplicate', times: 0 })).status).toBe(400);
    expect(state.orderByOutTradeNo(unpaid)?.status).toBe(0);
  });

  it('sim/notify sends a correctly signed notification for an order the gateway does not have', async () => {
    const outTradeNo = `GHOST${String(Date.now())}`;
    const answer = await postJson(`${sim.url}/sim/notify`, { pid: PID, out_trade_no: outTradeNo, money: '100.00', notify_url: merchant.notifyUrl });
    expect(answer.status).toBe(200);
    const query = receivedFor(outTradeNo)[0] ?? {};
    expect(query).toMatchObject({ pid: PID, out_trade_no: outTradeNo, money: '100', trade_status: 'TRADE_SUCCESS', type: 'alipay' });
    expect(query.trade_no).toMatch(/^\d{19}$/);
    expect(epayMd5Verify(query, KEY)).toBe(true);
    expect(state.orderByOutTradeNo(outTradeNo)).toBeUndefined();
    expect((await postJson(`${sim.url}/sim/notify`, { pid: '9999', out_trade_no: 'x', money: '1', notify_url: merchant.notifyUrl })).status).toBe(400);
  });

  it('sends money with 2 decimals as G-old does when told to', async () => {
    const old = await startSim({ moneyFormat: 'fixed' });
    try {
      const outTradeNo = `OLD${String(Date.now())}`;
      const fields = { pid: PID, type: 'alipay', out_trade_no: outTradeNo, notify_url: merchant.notifyUrl, name: '充值', money: '1', clientip: '127.0.0.1' };
      await postForm(`${old.url}/mapi.php`, signed(fields));
      await postJson(`${old.url}/sim/orders/${outTradeNo}/pay`);
      const query = receivedFor(outTradeNo)[0] ?? {};
      expect(query.money).toBe('1.00');
      expect(epayMd5Verify(query, KEY)).toBe(true);
    } finally {
      await old.close();
    }
  });

  it('answers GET sim/state with the orders and every notification sent', async () => {
    const snapshot = (await (await fetch(`${sim.url}/sim/state`)).json()) as { orders: unknown[]; notifications: { url: string; ok: boolean }[] };
    expect(snapshot.orders.length).toBe(state.orders.length);
    expect(snapshot.notifications.length).toBe(state.notifications.length);
    expect(snapshot.notifications[0]?.url.startsWith(`${merchant.notifyUrl}?`)).toBe(true);
  });
});
