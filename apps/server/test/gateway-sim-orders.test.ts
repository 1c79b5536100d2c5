import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epayMd5Verify } from '../src/integrations/payments/epay/sign';
import { EpaySimState } from '../../sandbox/src/gateway-sim/epay-sim';
import { KEY, PID, postForm, signed, startMerchant, startSim } from './gateway-sim-support';

describe('the EPay gateway simulator: payment orders (V1)', () => {
  let now = Date.UTC(2026, 10, 27, 4, 0, 0);
  const state = new EpaySimState();
  let sim: Awaited<ReturnType<typeof startSim>>;
  let merchant: Awaited<ReturnType<typeof startMerchant>>;
  let counter = 0;
  const outTradeNo = () => `T${String(Date.now())}${String((counter += 1))}`;

  /** A complete mapi.php request for a new order. */
  const request = (overrides: Record<string, string> = {}): Record<string, string> & { out_trade_no: string } => ({
    pid: PID,
    type: 'alipay',
    out_trade_no: outTradeNo(),
    notify_url: merchant.notifyUrl,
    return_url: 'http://shop.example/return',
    name: 'VIP会员',
    money: '1.00',
    clientip: '192.168.1.100',
    ...overrides,
  });
  const mapi = async (fields: Record<string, string>) => (await postForm(`${sim.url}/mapi.php`, fields)).json() as Promise<Record<string, unknown>>;

  beforeAll(async () => {
    merchant = await startMerchant();
    sim = await startSim({ state, clock: () => now });
  });
  afterAll(async () => {
    await sim.close();
    await merchant.close();
  });

  it('answers mapi.php with the same trade_no for the same order, and its pay page as payurl', async () => {
    const fields = request();
    const first = await mapi(signed(fields));
    expect(first).toEqual({ code: 1, trade_no: expect.stringMatching(/^2026112712000\d{6}$/) as unknown, payurl: `${sim.url}/pay/${String(first.trade_no)}` });
    expect(await mapi(signed(fields))).toEqual(first);
    const page = await fetch(String(first.payurl));
    expect(page.status).toBe(200);
    const text = await page.text();
    for (const shown of ['收银台', 'VIP会员', fields.out_trade_no, '¥1.00', '确认支付', '取消']) expect(text).toContain(shown);
    expect(text).not.toMatch(/<script|https?:\/\/(?!127)/);
  });

  it('refuses what the gateway refuses, with its messages', async () => {
    const cases: [Record<string, string>, unknown][] = [
      [{ ...request(), pid: '9999' }, { code: -1, msg: '商户不存在！' }],
      [{ ...request(), clientip: '' }, { code: -1, msg: '用户IP地址(clientip)不能为空' }],
      [{ ...request(), type: '' }, { code: -1, msg: '支付方式(type)不能为空' }],
      [{ ...request(), out_trade_no: 'has space' }, { code: -1, msg: '订单号(out_trade_no)格式不正确' }],
      [{ ...request(), money: '-1' }, { code: -1, msg: '金额不合法' }],
      [{ ...request(), money: '1e2' }, { code: -1, msg: '金额不合法' }],
      [{ ...request(), money: '0.00' }, { code: -1, msg: '金额不合法' }],
      [{ ...request(), type: 'paypal' }, { code: -1, msg: '支付方式(type)不存在' }],
    ];
    for (const [fields, answer] of cases) expect(await mapi(signed(fields))).toEqual(answer);
    // Signed with another key, or the signature over URL-encoded values, or money signed as 1 and sent as 1.00.
    expect(await mapi(signed(request(), 'another-key'))).toEqual({ code: -1, msg: '签名校验失败，请返回重试！' });
    const fields = request();
    expect(await mapi({ ...signed({ ...fields, money: '1' }), money: '1.00' })).toEqual({ code: -1, msg: '签名校验失败，请返回重试！' });
    expect(await mapi({})).toEqual({ code: -4 });
    // return_url is optional on mapi.php; an empty value is not signed.
    expect((await mapi(signed({ ...request(), return_url: '' }))).code).toBe(1);
  });

  it('reads the query string alone when it has pid, never merging it with the body', async () => {
    const fields = signed(request());
    const { money, ...rest } = fields;
    const split = await postForm(`${sim.url}/mapi.php?${new URLSearchParams(rest).toString()}`, { money: money ?? '' });
    expect(await split.json()).toEqual({ code: -1, msg: '金额(money)不能为空' });
    const inQuery = await fetch(`${sim.url}/mapi.php?${new URLSearchParams(fields).toString()}`);
    expect(((await inQuery.json()) as { code: number }).code).toBe(1);
  });

  it('refuses a re-submit with changed parameters, and one of a paid order', async () => {
    const fields = request();
    const created = await mapi(signed(fields));
    const changes: Record<string, string>[] = [{ money: '2.00' }, { name: 'other' }, { notify_url: `${merchant.notifyUrl}2` }, { return_url: 'http://shop.example/r2' }, { param: 'x' }];
    for (const change of changes) {
      expect(await mapi(signed({ ...fields, ...change }))).toEqual({ code: -1, msg: `该订单(${fields.out_trade_no})支付参数有变化，请更换订单号重新发起支付` });
    }
    // The same amount written otherwise is the same order, as PHP's == compares it.
    expect(await mapi(signed({ ...fields, money: '1' }))).toEqual(created);
    await postForm(`${String(created.payurl)}/confirm`, {}, { redirect: 'manual' });
    expect(await mapi(signed(fields))).toEqual({ code: -1, msg: `该订单(${fields.out_trade_no})已完成支付，请勿重复发起支付` });
  });

  it('submit.php sends the browser to the pay page, requires return_url, and shows a refusal as a page', async () => {
    const fields = request({ clientip: '' });
    const redirect = await fetch(`${sim.url}/submit.php?${new URLSearchParams(signed(fields)).toString()}`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const order = state.orderByOutTradeNo(fields.out_trade_no);
    expect(redirect.headers.get('location')).toBe(`${sim.url}/pay/${order?.tradeNo ?? '?'}`);
    const posted = await postForm(`${sim.url}/submit.php`, signed(request({ return_url: '' })), { redirect: 'manual' });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('回调地址(return_url)不能为空');
    // No type: the buyer picks it on the pay page, and the notify names the one picked.
    const untyped = request({ type: '' });
    const toPage = await fetch(`${sim.url}/submit.php?${new URLSearchParams(signed(untyped)).toString()}`, { redirect: 'manual' });
    const page = await (await fetch(toPage.headers.get('location') ?? '')).text();
    expect(page).toContain('name="type" value="wxpay"');
    await postForm(`${toPage.headers.get('location') ?? ''}/confirm`, { type: 'wxpay' }, { redirect: 'manual' });
    expect(merchant.received.at(-1)).toMatchObject({ out_trade_no: untyped.out_trade_no, type: 'wxpay' });
  });

  it('paying on the pay page notifies the merchant, then sends the browser to return_url with the same signed fields', async () => {
    const fields = request({ param: 'uid=42', name: 'A&B <i>' });
    const created = await mapi(signed(fields));
    // Shown as the buyer typed it, escaped once; the notify carries it as the gateway stores it (htmlspecialchars).
    expect(await (await fetch(String(created.payurl))).text()).toContain('<dd>A&#38;B &#60;i&#62;</dd>');
    const before = merchant.received.length;
    const paid = await postForm(`${String(created.payurl)}/confirm`, {}, { redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(merchant.received.length).toBe(before + 1);
    const notify = merchant.received.at(-1) ?? {};
    expect(notify).toEqual({
      money: '1',
      name: 'A&amp;B &lt;i&gt;',
      out_trade_no: fields.out_trade_no,
      param: 'uid=42',
      pid: PID,
      trade_no: created.trade_no,
      trade_status: 'TRADE_SUCCESS',
      type: 'alipay',
      sign: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
      sign_type: 'MD5',
    });
    expect(epayMd5Verify(notify, KEY)).toBe(true);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('http://shop.example/return');
    expect(Object.fromEntries(back.searchParams)).toEqual(notify);
    // Paying again changes nothing and notifies nobody; over 5 minutes later the pay page no longer sends the browser back.
    await postForm(`${String(created.payurl)}/confirm`, {}, { redirect: 'manual' });
    expect(merchant.received.length).toBe(before + 1);
    now += 6 * 60_000;
    const later = await fetch(String(created.payurl), { redirect: 'manual' });
    expect(later.status).toBe(200);
    expect(await later.text()).toContain('支付成功');
  });

  it('shows 支付成功 without return_url, and 取消 leaves the order unpaid', async () => {
    const created = await mapi(signed(request({ return_url: '' })));
    const cancelled = await postForm(`${String(created.payurl)}/cancel`, {});
    expect(await cancelled.text()).toContain('已取消支付');
    expect(state.orderByTradeNo(String(created.trade_no))?.status).toBe(0);
    const paid = await postForm(`${String(created.payurl)}/confirm`, {}, { redirect: 'manual' });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('支付成功');
  });

  it('answers api.php act=order, orders and query with the key, and forgets unpaid orders after 24 hours', async () => {
    const fields = request({ money: '12.5' });
    const created = await mapi(signed(fields));
    const api = async (query: Record<string, string>) => (await fetch(`${sim.url}/api.php?${new URLSearchParams(query).toString()}`)).json() as Promise<Record<string, unknown>>;
    const byOut = await api({ act: 'order', pid: PID, key: KEY, out_trade_no: fields.out_trade_no });
    expect(byOut).toMatchObject({ code: 1, trade_no: created.trade_no, out_trade_no: fields.out_trade_no, pid: PID, money: '12.50', status: '0', endtime: null, type: 'alipay' });
    expect(await api({ act: 'order', pid: PID, key: KEY, trade_no: String(created.trade_no) })).toEqual(byOut);
    // trade_no wins when both are given, even empty (G-mid's isset).
    expect(await api({ act: 'order', pid: PID, key: KEY, out_trade_no: fields.out_trade_no, trade_no: '' })).toEqual({ code: -1, msg: '订单号不存在' });
    expect(await api({ act: 'order', pid: PID, key: 'wrong', out_trade_no: fields.out_trade_no })).toEqual({ code: -2, msg: 'KEY校验失败' });
    expect(await api({ act: 'order', pid: '9999', key: KEY, out_trade_no: fields.out_trade_no })).toEqual({ code: -3, msg: 'PID不存在' });
    expect(await api({ act: 'order', pid: PID, key: KEY })).toEqual({ code: -4, msg: '订单号不能为空' });
    expect(await api({ act: 'nothing', pid: PID, key: KEY })).toEqual({ code: -5, msg: 'No Act!' });
    const orders = await api({ act: 'orders', pid: PID, key: KEY, limit: '2' });
    expect(orders).toMatchObject({ code: 1, count: 2 });
    const rows = orders.data as { trade_no: string }[];
    expect(rows[0]?.trade_no.localeCompare(rows[1]?.trade_no ?? '')).toBe(1);
    expect(await api({ act: 'query', pid: PID, key: KEY })).toMatchObject({ code: 1, pid: PID, key: KEY, active: 1 });

    await postForm(`${String(created.payurl)}/confirm`, {}, { redirect: 'manual' });
    expect(await api({ act: 'order', pid: PID, key: KEY, out_trade_no: fields.out_trade_no })).toMatchObject({ status: '1', endtime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) as unknown });
    const unpaid = request();
    await mapi(signed(unpaid));
    now += 25 * 3600_000;
    expect(await api({ act: 'order', pid: PID, key: KEY, out_trade_no: unpaid.out_trade_no })).toEqual({ code: -1, msg: '订单号不存在' });
    expect((await api({ act: 'order', pid: PID, key: KEY, out_trade_no: fields.out_trade_no })).status).toBe('1');
  });
});
