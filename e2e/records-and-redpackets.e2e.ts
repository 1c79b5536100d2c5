import { MAIN_WALLET_NAME } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { beijingDayStart } from '@casino/contract/time';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, connectBrowser, phoneContext, settledScreenshot } from './support/browser';
import { openAs, registerPlayer, type Player } from './support/player';
import { startServer, type TestServer } from './support/server';

const HOUR = 3_600_000;

/** A call of the API as the player, to set up what the journey then looks at. */
async function api(server: TestServer, player: Player, path: string, body: object = {}, idempotencyKey?: string): Promise<{ code: number; message: string; data: unknown }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Authorization: `Bearer ${player.token}` };
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const response = await fetch(`${server.base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await response.json()) as { code: number; message: string; data: unknown };
}

/** A bank-transfer deposit of `yuan`, approved by the operator through the CLI; answers its order number. */
async function approvedDeposit(server: TestServer, player: Player, yuan: number): Promise<string> {
  const deposit = await api(server, player, '/api/recharge', {
    paytype: 1,
    amount: yuan,
    bank: '中国工商银行',
    bank_no: '6222020200112233',
    bank_owner: '测试玩家',
    bank_address: '北京市朝阳支行',
  }, `dep-${String(Date.now())}`);
  expect(deposit).toMatchObject({ code: 200 });
  const orderNo = deposit.message;
  expect(await server.admin('deposits')).toContain(orderNo);
  await server.admin('deposit:approve', orderNo);
  return orderNo;
}

async function mainBalance(server: TestServer, player: Player): Promise<number> {
  return ((await api(server, player, '/api/balance')).data as { balance: number }).balance;
}

/** A row of a record list, by a text it holds (an order number, a bet's game). */
const row = (within: Page | Locator, text: string) => within.locator('article').filter({ hasText: text });

/**
 * Opens a page as the player. openAs sets the token in storage after the app has read its session, so a
 * guarded path can be redirected before its reload; here the app is loaded first, then the path is opened.
 */
async function openAt(page: Page, server: TestServer, player: Player, path: string): Promise<void> {
  await openAs(page, server, player, '/');
  await page.goto(`${server.base}/#${path}`);
}

/** The clock offset that shows `hour` (Beijing) today on the server. */
const offsetTo = (hour: number) => String(Math.round(beijingDayStart(Date.now()) + hour * HOUR - Date.now()));

describe('records: transactions, rebates, bets and funding records', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let player: Player;
  let orderNo: string;
  let transferKey: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await connectBrowser();
    page = await (await phoneContext(browser)).newPage();
    player = await registerPlayer(server);
    orderNo = await approvedDeposit(server, player, 500);
    transferKey = `tr-${String(Date.now())}`;
    const transfer = await api(server, player, '/api/transfer', { amount: 100, sourcetype: 'userbalance', targettype: 'ag' }, transferKey);
    expect(transfer).toMatchObject({ code: 200 });
  });

  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('plays the demo game once, so there is a bet', async () => {
    const launch = await api(server, player, '/api/getGameUrl', { plat_name: 'ag', game_type: 'ag_lobby', game_code: 'realbet', is_mobile_url: 1 }, `game-${String(Date.now())}`);
    expect(launch).toMatchObject({ code: 200 });
    await page.goto((launch.data as { url: string }).url);
    // 50 yuan: enough for a rebate at the first tier's 0.4 % (a 1-yuan bet earns less than a fen).
    await page.getByRole('button', { name: '50元' }).click();
    await page.getByRole('button', { name: '开始' }).click();
    await expect.poll(() => page.locator('#result').textContent(), { timeout: 10_000 }).toMatch(/恭喜中奖|未中奖/);
  });

  it('shows the deposit and the transfer in the transactions tab, by type and date', async () => {
    await openAt(page, server, player, '/meyList');
    const deposit = row(page, `单号 ${orderNo}`);
    await deposit.waitFor();
    await expect.poll(() => deposit.textContent()).toContain('审核通过');
    expect(await deposit.textContent()).toContain('+500.00');
    expect(await deposit.textContent()).toContain('存款 · 银行卡转账');
    await keepScreenshot(page, 'records-01-deposits');

    const types = page.getByRole('group', { name: '交易类型' });
    await types.getByRole('option', { name: '转入' }).click();
    // Into a platform: out of the main wallet, with a number the player can quote (never the call's idempotency key).
    const transfer = row(page, `${MAIN_WALLET_NAME} → AG`);
    await transfer.waitFor();
    expect(await transfer.textContent()).toContain('-100.00');
    expect(await transfer.textContent()).toContain('成功');
    expect(await transfer.textContent()).toMatch(/单号 T\d{20}/);
    expect(await transfer.textContent()).not.toContain(transferKey);

    const transactions = page.getByLabel('交易记录');
    await types.getByRole('option', { name: '转出' }).click();
    await transactions.getByText(MSG.empty).waitFor();
    await types.getByRole('option', { name: '取款' }).click();
    await transactions.getByText(MSG.empty).waitFor();

    await types.getByRole('option', { name: '存款' }).click();
    await page.getByRole('group', { name: '时间' }).getByRole('option', { name: '一个月内' }).click();
    await row(page, `单号 ${orderNo}`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it("shows an operator's credit as money in and a debit as money out, each signed, with its kind and number", async () => {
    await server.admin('adjust', player.name, '5000', '活动补偿');
    await server.admin('adjust', player.name, '-500', '误加扣回');
    await openAt(page, server, player, '/meyList');
    await page.getByRole('group', { name: '交易类型' }).getByRole('option', { name: '转出' }).click();
    const credit = row(page, '转入 · 系统调整');
    await credit.waitFor();
    expect(await credit.textContent()).toContain('+5000.00');
    expect(await credit.textContent()).toContain('成功');
    expect(await credit.textContent()).toMatch(/单号 A\d{20}/);
    const debit = row(page, '转出 · 系统调整');
    await debit.waitFor();
    expect(await debit.textContent()).toContain('-500.00');
    expect(await debit.textContent()).toMatch(/单号 A\d{20}/);
    await keepScreenshot(page, 'records-05-adjustments');
  });

  it('shows the bet in the bets tab, settled', async () => {
    await page.getByRole('tab', { name: '投注记录' }).click();
    const bet = row(page.getByLabel('投注记录'), 'AG旗舰厅');
    await bet.waitFor();
    expect(await bet.textContent()).toContain('已结算');
    expect(await bet.textContent()).toContain('投注 50.00');
    await settledScreenshot(page, 'records-02-bets');
  });

  it('claims the bet rebate once, then says 暂无领取额度！', async () => {
    const before = await mainBalance(server, player);
    await page.getByRole('tab', { name: '返水记录' }).click();
    await expect.poll(() => page.getByTestId('rebate-claimable').textContent(), { timeout: 10_000 }).toBe('0.20');
    const rebate = row(page.getByLabel('返水记录'), 'AG旗舰厅');
    await rebate.waitFor();
    expect(await rebate.textContent()).toContain('待领取');
    await settledScreenshot(page, 'records-03-rebates');
    await page.getByRole('button', { name: '立即领取' }).click();
    await page.getByText(MSG.operationOk).waitFor();
    await expect.poll(() => page.getByTestId('rebate-claimable').textContent()).toBe('0.00');
    await expect.poll(() => page.getByTestId('rebate-claimed').textContent()).toBe('0.20');
    await expect.poll(() => rebate.textContent()).toContain('已领取');
    expect(await mainBalance(server, player)).toBeCloseTo(before + 0.2, 2);
    await page.getByRole('button', { name: '立即领取' }).click();
    await page.getByText(MSG.noRebate).waitFor();
    await page.getByText(MSG.noRebate).waitFor({ state: 'detached' });
  });

  it('shows the deposit, approved, on the funding records page', async () => {
    await page.goto(`${server.base}/#/fundingRecords`);
    // Withdrawals first (the page after a withdrawal): none yet.
    await page.getByLabel('资金记录').getByText(MSG.empty).waitFor();
    await page.getByRole('group', { name: '资金类型' }).getByRole('option', { name: '存款' }).click();
    const deposit = row(page, `单号 ${orderNo}`);
    await deposit.waitFor();
    expect(await deposit.textContent()).toContain('审核通过');
    await keepScreenshot(page, 'records-04-funding');
  });

  it('leaves the ledger clean: no wallet below zero, debits equal credits, counters match the transfers', async () => {
    expect(await server.admin('ledger:check')).toContain('ledger ok');
  });
});

describe('red packets: the grab window', () => {
  let morning: TestServer;
  let browser: Browser;
  let page: Page;
  let player: Player;

  beforeAll(async () => {
    // 09:00 Beijing: before grabbing opens, and inside the hours whose deposits count for today.
    morning = await startServer({ env: { CLOCK_OFFSET_MS: offsetTo(9) } });
    browser = await connectBrowser();
    page = await (await phoneContext(browser)).newPage();
    player = await registerPlayer(morning);
    // 500 yuan: the seed's first rule (100–999.99) gives one draw.
    await approvedDeposit(morning, player, 500);
  });

  afterAll(async () => {
    await browser.close();
    await morning.stop();
  });

  it("shows the rules and one draw, and at 09:00 on the server's clock when it opens, counting down, the button off", async () => {
    await openAt(page, morning, player, '/hongbao');
    await expect.poll(() => page.getByTestId('draws-left').textContent(), { timeout: 10_000 }).toBe('1');
    const table = page.getByRole('table');
    expect(await table.textContent()).toContain('100.00~ 999.99');
    expect(await table.textContent()).toContain('1 次');
    await keepScreenshot(page, 'redpacket-01-hongbao');
    // The browser's own clock is hours away from the server's: the window is the server's.
    await expect.poll(() => page.getByTestId('grab-phase').textContent()).toMatch(/10:00 开抢 · 距开抢 0[01]:\d{2}:\d{2}/);
    const first = await page.getByTestId('grab-phase').textContent();
    await expect.poll(() => page.getByTestId('grab-phase').textContent(), { timeout: 5000 }).not.toBe(first);
    expect(await page.getByRole('button', { name: '抢红包' }).isDisabled()).toBe(true);
    await settledScreenshot(page, 'redpacket-02-not-started');
    expect(await page.getByTestId('draws-left').textContent()).toBe('1');
  });

  it('grabs at 10:30 (a second server on the same database) and pops up the amount won', async () => {
    const lateMorning = await startServer({ env: { CLOCK_OFFSET_MS: offsetTo(10.5), DATABASE_URL: morning.databaseUrl } });
    try {
      const before = await mainBalance(lateMorning, player);
      expect(before).toBe(500);
      await openAt(page, lateMorning, player, '/hongbao');
      await expect.poll(() => page.getByTestId('draws-left').textContent(), { timeout: 10_000 }).toBe('1');
      await page.getByRole('button', { name: '抢红包' }).click();
      const popup = page.getByRole('dialog', { name: MSG.redpacketWon });
      await popup.waitFor();
      const won = Number(await popup.getByTestId('grab-amount').textContent());
      // The seed's first rule pays 1.00–8.88.
      expect(won).toBeGreaterThanOrEqual(1);
      expect(won).toBeLessThanOrEqual(8.88);
      await settledScreenshot(page, 'redpacket-03-won');
      expect(await mainBalance(lateMorning, player)).toBeCloseTo(before + won, 2);
      await popup.getByRole('button', { name: '收下红包' }).click();
      await expect.poll(() => page.getByTestId('draws-left').textContent()).toBe('0');
      expect(await page.getByTestId('draws-used').textContent()).toBe('1');

      // No draw left: the page says so without a call.
      await page.getByRole('button', { name: '抢红包' }).click();
      const short = page.getByRole('dialog', { name: '温馨提示' });
      await short.waitFor();
      expect(await short.textContent()).toContain(MSG.hongbaoNoDraws);
      await short.getByRole('button', { name: '知道了' }).click();

      // The welfare page lists the draw and keeps the player there with no draw left.
      await page.goto(`${lateMorning.base}/#/welfare`);
      const draw = row(page, '存款金额 500.00');
      await draw.waitFor();
      expect(await draw.textContent()).toContain(`+${won.toFixed(2)}`);
      await expect.poll(() => page.getByTestId('draws-left').textContent()).toBe('0');
      await page.getByRole('button', { name: '去抢红包' }).click();
      await page.getByText(MSG.welfareNoDraws).waitFor();
      await settledScreenshot(page, 'redpacket-04-welfare');
      expect(page.url()).toMatch(/#\/welfare$/);

      // The home balance shows the prize.
      await page.goto(`${lateMorning.base}/#/`);
      await expect.poll(() => page.getByTestId('home-balance').textContent(), { timeout: 10_000 }).toBe((500 + won).toFixed(2));
    } finally {
      await lateMorning.stop();
    }
  });

  it('leaves the ledger clean: no wallet below zero, debits equal credits, counters match the transfers', async () => {
    expect(await morning.admin('ledger:check')).toContain('ledger ok');
  });
});
