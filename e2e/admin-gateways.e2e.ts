import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { sendCall } from '@casino/contract/send-call';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEpaySim } from '../apps/sandbox/src/gateway-sim/epay-sim';
import { keepScreenshot } from './support/browser';
import { pickOption } from './support/console-select';
import { consoleAs, createOperator } from './support/operator';
import { phoneSession } from './support/phone-session';
import { credit, registerPlayer, type Player } from './support/player';
import type { TestServer } from './support/server';

/** Our merchant at the simulated gateway, and the channel connected to it (微信支付: reviewed by hand until then). */
const PID = '2001';
const KEY = randomBytes(16).toString('hex');
const CHANNEL = { type: 'wechat', paytype: 2, name: '微信支付' };

function rsaPems() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

/** A member API call with the player's token; answers the envelope. */
async function api(server: TestServer, player: Player, path: string, body: unknown): Promise<{ code: number; message: unknown; data: unknown }> {
  const response = await fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}`, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; message: unknown; data: unknown };
}

describe('the operator console: a deposit channel connected to an EPay gateway, its notifications and the day’s reconciliation', () => {
  const session = phoneSession();
  const merchant = rsaPems();
  const gateway = rsaPems();
  let sim: FastifyInstance;
  let simUrl = '';

  beforeAll(async () => {
    sim = buildEpaySim({
      merchants: [{ pid: PID, key: KEY, merchantPublicKey: createPublicKey(merchant.publicPem) }],
      platformPrivateKey: createPrivateKey(gateway.privatePem),
      notifyRetryDelaysMs: [3_600_000],
    });
    simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await sim.close();
  });

  /** Waits for a message (antd's toast) or any text to show. */
  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });

  /** A member's deposit of `yuan` on the connected channel: our order, then the gateway's, made by opening its pay page as the phone would. */
  async function deposit(player: Player, yuan: string): Promise<string> {
    const { server } = session;
    const order = await api(server, player, '/api/recharge', { paytype: CHANNEL.paytype, amount: yuan });
    expect(order.code, JSON.stringify(order)).toBe(200);
    const depositNo = order.message as string;
    const info = await api(server, player, '/api/payinfo', { deposit_no: depositNo });
    const url = (info.data as { url: string }).url;
    expect(url.startsWith(`${simUrl}/submit.php`), url).toBe(true);
    expect((await fetch(url)).status).toBe(200);
    return depositNo;
  }

  /** Pays the order at the gateway, which notifies us with the fault asked. */
  async function payAtGateway(outTradeNo: string, fault: 'none' | 'changed-amount' | 'wrong-sign'): Promise<void> {
    const response = await fetch(`${simUrl}/sim/orders/${outTradeNo}/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fault }) });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  const balance = async (player: Player) => Number(((await api(session.server, player, '/api/balance', {})).data as { balance: string | number }).balance);

  it('the owner connects 微信支付 to the gateway, payout keys pasted and read from a file, and sees it listed as 易支付网关', async () => {
    const owner = await createOperator(session.server, 'gw-boss', 'owner');
    const desk = await consoleAs(session, owner);
    await desk.getByRole('menuitem', { name: '支付设置' }).click();
    const card = desk.locator('.ant-card').filter({ has: desk.getByText('支付通道', { exact: true }) });
    const row = card.getByRole('row').filter({ hasText: CHANNEL.name });
    await row.getByText('手动审核', { exact: true }).waitFor();
    await row.getByRole('button', { name: `连接网关 ${CHANNEL.name}` }).click();

    const dialog = desk.getByRole('dialog', { name: `连接网关：${CHANNEL.name}` });
    // The form says what is missing before anything is sent.
    await dialog.getByRole('button', { name: '连接', exact: true }).click();
    await shown(desk, ADMIN_MSG.adminGatewayApiUrl);
    await dialog.getByLabel('API地址', { exact: true }).fill(`${simUrl}/`);
    await dialog.getByLabel('商户号', { exact: true }).fill(PID);
    await dialog.getByLabel('商户密钥', { exact: true }).fill(KEY);
    await dialog.getByLabel('支付方式', { exact: true }).fill('wxpay');
    await dialog.getByLabel('商户私钥', { exact: true }).fill(merchant.privatePem);
    await dialog.locator('input[type=file]').nth(1).setInputFiles({ name: 'gateway.pem', mimeType: 'application/x-pem-file', buffer: Buffer.from(gateway.publicPem) });
    await expect.poll(() => dialog.getByLabel('网关公钥', { exact: true }).inputValue()).toBe(gateway.publicPem);
    await keepScreenshot(desk, 'admin-gateways-01-connect');
    await dialog.getByRole('button', { name: '连接', exact: true }).click();
    await shown(desk, MSG.operationOk);
    await dialog.waitFor({ state: 'hidden' });

    await row.getByText('易支付网关', { exact: true }).waitFor();
    const listed = await row.textContent();
    for (const text of [simUrl, `商户号：${PID}`, '签名方式：MD5', '支付方式：wxpay', '可代付', 'gw-boss']) expect(listed).toContain(text);
    // The key is never answered back.
    expect(await desk.content()).not.toContain(KEY);
    expect(await desk.content()).not.toContain('PRIVATE KEY');
    await keepScreenshot(desk, 'admin-gateways-02-connected');
    await desk.close();
  });

  it('finance finds a credited and a waiting notification, credits the waiting one with a note, queries an order the gateway paid, and sees the day’s difference', async () => {
    const { server } = session;
    const player = await registerPlayer(server);
    const paid = await deposit(player, '120');
    await payAtGateway(paid, 'none');
    // The gateway notifies 1 yuan more than the order: nothing credited, kept for finance.
    const changed = await deposit(player, '130');
    await payAtGateway(changed, 'changed-amount');
    // Paid at the gateway, its notification forged: refused, so the order waits though the gateway has the money.
    const queried = await deposit(player, '140');
    await payAtGateway(queried, 'wrong-sign');
    const unnoticed = await deposit(player, '150');
    await payAtGateway(unnoticed, 'wrong-sign');
    await expect.poll(() => balance(player), { timeout: 10_000 }).toBe(120);

    const finance = await createOperator(server, 'gw-finance', 'finance');
    const desk = await consoleAs(session, finance);
    await desk.getByRole('menuitem', { name: '支付通知' }).click();
    await desk.getByRole('heading', { name: '支付通知', level: 4 }).waitFor();
    const rows = desk.locator('.ant-table-tbody tr.ant-table-row');
    const rowOf = (order: string) => rows.filter({ hasText: order });
    await rowOf(paid).waitFor();
    expect(await rowOf(paid).textContent()).toContain('已入账');
    expect(await rowOf(paid).textContent()).toContain('有效');
    expect(await rowOf(queried).textContent()).toContain('签名无效（拒绝）');
    expect(await rowOf(queried).textContent()).toContain('无效');
    const waiting = rowOf(changed);
    for (const text of ['金额不符（待审核）', '待审核', '131.00', player.name]) expect(await waiting.textContent()).toContain(text);
    await keepScreenshot(desk, 'admin-gateways-03-notifications');

    // 只看待审核: the waiting one alone; its row opens to the parameters the gateway sent.
    await desk.getByRole('checkbox', { name: '只看待审核' }).click();
    await desk.waitForURL(/review=pending/);
    await expect.poll(async () => (await rows.allTextContents()).join('|')).not.toContain(paid);
    expect(await rows.count()).toBe(1);
    await waiting.getByText('金额不符（待审核）').click();
    await desk.getByText(`"out_trade_no": "${changed}"`).waitFor();

    await waiting.getByRole('button', { name: '补入账' }).click();
    const dialog = desk.getByRole('dialog', { name: /^补入账：/ });
    // The order's and the paid amount side by side (issue #41): finance chooses which one is credited.
    for (const text of ['订单金额', '130.00 元', '实付金额', '131.00 元']) expect(await dialog.textContent()).toContain(text);
    await dialog.getByRole('button', { name: '补入账' }).click();
    await shown(desk, '请填写处理备注（不超过200字）');
    await dialog.getByLabel('处理备注').fill('网关后台核实实付131元');
    await dialog.getByRole('button', { name: '补入账' }).click();
    await shown(desk, ADMIN_MSG.adminGatewayCreditAmountUnchosen);
    await keepScreenshot(desk, 'admin-gateways-03b-choose-amount');
    await dialog.getByRole('radio', { name: '按实付金额 131.00 元' }).check();
    await dialog.getByRole('button', { name: '补入账' }).click();
    await shown(desk, MSG.operationOk);
    await dialog.waitFor({ state: 'hidden' });
    await desk.getByText('没有待审核的通知').waitFor();
    await expect.poll(() => balance(player), { timeout: 10_000 }).toBe(251);
    await desk.getByRole('checkbox', { name: '只看待审核' }).click();
    await rowOf(changed).getByText('已补入账').waitFor();
    // The order reads the 131 credited in 充值审核's approved list, as in its export and the reports.
    await desk.goto(`${server.base}/admin/deposits?state=approved&username=${player.name}`);
    const approvedRow = desk.getByRole('row').filter({ hasText: changed });
    await approvedRow.waitFor();
    expect(await approvedRow.textContent()).toContain('131.00');
    await desk.getByRole('menuitem', { name: '支付通知' }).click();
    await desk.getByRole('heading', { name: '支付通知', level: 4 }).waitFor();

    // 查询订单: the gateway has been paid for the order whose notification was refused; asking credits it.
    await desk.getByRole('searchbox', { name: '查询订单号' }).fill(queried);
    await desk.getByRole('button', { name: /查\s*询/ }).click();
    const answer = desk.getByRole('region', { name: `订单 ${queried} 的查询结果` });
    await answer.getByText('已付款', { exact: true }).waitFor();
    expect(await answer.textContent()).toContain('已入账');
    await expect.poll(() => balance(player), { timeout: 10_000 }).toBe(391);
    await keepScreenshot(desk, 'admin-gateways-04-queried');

    // 支付对账: the order paid at the gateway and never credited stands out with its reason, and the one credited at another
    // amount than the gateway's; the others do not.
    await desk.getByRole('menuitem', { name: '报表' }).click();
    await desk.getByRole('tab', { name: '支付对账' }).click();
    const channelDay = desk.locator('.ant-card').filter({ hasText: `${CHANNEL.name}（${CHANNEL.type}）` });
    await channelDay.getByText('有差异', { exact: true }).waitFor({ timeout: 20_000 });
    const differences = channelDay.locator('.ant-table-tbody tr.ant-table-row');
    const difference = differences.filter({ hasText: unnoticed });
    expect(await difference.textContent()).toContain('已付款未入账');
    expect(await difference.locator('.ant-typography-danger').count()).toBeGreaterThan(0);
    // Finance credited 131 of a payment the gateway reports as 130: the amounts differ.
    expect(await differences.filter({ hasText: changed }).textContent()).toContain('金额不符');
    const listed = (await differences.allTextContents()).join('|');
    expect(listed).not.toContain(paid);
    expect(listed).not.toContain(queried);
    await keepScreenshot(desk, 'admin-gateways-05-reconcile');
  });

  it('finance pays a withdrawal through the gateway: it fails (出款失败), goes back to the queue with a reason, is paid the second time (已出款 with the reference), and 代付记录 shows both', async () => {
    const { server } = session;
    const player = await registerPlayer(server);
    await credit(server, player, 1_000);
    const bound = await sendCall(server.base, 'bindcard', { bank_owner: '测试玩家', bank: '中国农业银行', bank_address: '深圳南山支行', bank_no: `62258800${String(Date.now()).slice(-8)}`, pay_pass: player.payPassword }, { token: player.token });
    const asked = await sendCall(server.base, 'withdraw', { bank: bound.data.id, amount: '200', password: player.payPassword }, { token: player.token });
    expect(asked.code).toBe(200);
    const gatewayNext = async (body: Record<string, unknown>) => expect((await fetch(`${simUrl}/sim/payouts/next`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status).toBe(200);

    const desk = await consoleAs(session, await createOperator(server, 'gw-payer', 'finance'));
    const payThroughGateway = async () => {
      await desk.goto(`${server.base}/admin/withdrawals?username=${player.name}`);
      const row = desk.getByRole('row').filter({ hasText: player.name });
      await row.getByRole('button', { name: '代付', exact: true }).click();
      const dialog = desk.getByRole('dialog', { name: /^代付：/ });
      await dialog.getByLabel('代付通道').click();
      await pickOption(desk, `${CHANNEL.name}（${PID}）`);
      await dialog.getByRole('button', { name: '代付', exact: true }).click();
      await shown(desk, MSG.operationOk);
      await dialog.waitFor({ state: 'hidden' });
    };

    await gatewayNext({ mode: 'fail', errmsg: '收款人姓名不符' });
    await payThroughGateway();
    await desk.goto(`${server.base}/admin/withdrawals?state=approved&username=${player.name}`);
    const approved = desk.getByRole('row').filter({ hasText: player.name });
    await approved.getByText('出款失败', { exact: true }).waitFor();
    await keepScreenshot(desk, 'admin-gateways-06-payout-failed');
    await approved.getByRole('button', { name: '重新排队' }).click();
    const requeue = desk.getByRole('dialog', { name: /^重新排队：/ });
    await requeue.getByLabel('处理原因').fill('核对姓名后重新出款');
    await requeue.getByRole('button', { name: '重新排队' }).click();
    await shown(desk, MSG.operationOk);
    await expect.poll(() => desk.getByRole('row').filter({ hasText: player.name }).count()).toBe(0);

    await gatewayNext({ mode: 'success' });
    await payThroughGateway();
    await desk.goto(`${server.base}/admin/withdrawals?state=approved&username=${player.name}`);
    const paid = desk.getByRole('row').filter({ hasText: player.name });
    await paid.getByText('已出款', { exact: true }).waitFor();
    expect(await paid.getByRole('button', { name: '重新排队' }).count()).toBe(0);
    // The gateway's own number for the payout it paid is the reference shown.
    const atGateway = (await (await fetch(`${simUrl}/sim/state`)).json()) as { payouts: { orderId: string; status: number }[] };
    const reference = atGateway.payouts.find((payout) => payout.status === 1)?.orderId ?? '';
    expect(reference).not.toBe('');
    expect(await paid.textContent()).toContain(reference);

    await desk.getByRole('menuitem', { name: '代付记录' }).click();
    await desk.getByRole('heading', { name: '代付记录', level: 4 }).waitFor();
    const payouts = desk.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: player.name });
    await expect.poll(() => payouts.count()).toBe(2);
    const texts = await payouts.allTextContents();
    expect(texts[0]).toContain('已出款');
    expect(texts[1]).toContain('出款失败');
    expect(texts[1]).toContain('收款人姓名不符');
    expect(texts[0]).toContain(reference);
    await payouts.nth(1).click();
    await desk.getByRole('list', { name: /的记录$/ }).getByText(/重新排队/).waitFor();
    await keepScreenshot(desk, 'admin-gateways-07-payouts');
  });

  it('finance settles by hand a payout the gateway keeps 处理中: 确认已出款 with the gateway’s number after checking it there, and the withdrawal is 已出款', async () => {
    const { server } = session;
    const player = await registerPlayer(server);
    await credit(server, player, 1_000);
    const bound = await sendCall(server.base, 'bindcard', { bank_owner: '测试玩家', bank: '中国银行', bank_address: '广州天河支行', bank_no: `62170000${String(Date.now()).slice(-8)}`, pay_pass: player.payPassword }, { token: player.token });
    expect((await sendCall(server.base, 'withdraw', { bank: bound.data.id, amount: '260', password: player.payPassword }, { token: player.token })).code).toBe(200);
    expect((await fetch(`${simUrl}/sim/payouts/next`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'processing' }) })).status).toBe(200);

    const desk = await consoleAs(session, await createOperator(server, 'gw-settler', 'finance'));
    await desk.goto(`${server.base}/admin/withdrawals?username=${player.name}`);
    await desk.getByRole('row').filter({ hasText: player.name }).getByRole('button', { name: '代付', exact: true }).click();
    const dialog = desk.getByRole('dialog', { name: /^代付：/ });
    await dialog.getByLabel('代付通道').click();
    await pickOption(desk, `${CHANNEL.name}（${PID}）`);
    await dialog.getByRole('button', { name: '代付', exact: true }).click();
    await shown(desk, MSG.operationOk);

    await desk.goto(`${server.base}/admin/payouts?state=open`);
    const open = desk.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: player.name });
    await open.getByText('出款中', { exact: true }).waitFor();
    await open.getByRole('button', { name: '确认已出款' }).click();
    const confirm = desk.getByRole('dialog', { name: /^确认已出款：/ });
    await confirm.getByText('请先在网关后台核实此代付单号').waitFor();
    // Without the gateway's number: refused by the console before any call.
    await confirm.getByLabel('处理原因').fill('网关后台显示已付款');
    await confirm.getByRole('button', { name: '确认已出款' }).click();
    await shown(desk, ADMIN_MSG.adminPayoutReferenceRequired);
    await confirm.getByLabel('网关单号').fill('GW20261127-0001');
    await confirm.getByRole('button', { name: '确认已出款' }).click();
    await shown(desk, MSG.operationOk);
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => open.count()).toBe(0);

    await desk.goto(`${server.base}/admin/payouts`);
    const settled = desk.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: player.name });
    await settled.getByText('已出款', { exact: true }).waitFor();
    expect(await settled.textContent()).toContain('GW20261127-0001');
    expect(await settled.getByRole('button', { name: '确认已出款' }).count()).toBe(0);
    await settled.click();
    await desk.getByRole('list', { name: /的记录$/ }).getByText(/人工确认（admin:gw-settler: 网关后台显示已付款）/).waitFor();
    await keepScreenshot(desk, 'admin-gateways-08-payout-settled-by-hand');
    await desk.goto(`${server.base}/admin/withdrawals?state=approved&username=${player.name}`);
    await desk.getByRole('row').filter({ hasText: player.name }).getByText('已出款', { exact: true }).waitFor();
  });
});
