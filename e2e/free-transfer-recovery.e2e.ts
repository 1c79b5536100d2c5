import AxeBuilder from '@axe-core/playwright';
import { sendCall } from '@casino/contract/send-call';
import { MSG } from '@casino/contract/messages';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from './support/browser';
import { phoneSession } from './support/phone-session';
import { credit, openAs, registerPlayer, type Player } from './support/player';
import type { TestServer } from './support/server';

/** Boxes that share any area (a touch of edges is not an overlap). */
const overlapping = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

/** No two of these share area, none is cut by its own box (text wider than it), and nothing sticks out of the page. */
async function noneOverlap(page: Page, parts: Locator[]) {
  const boxes = [];
  for (const part of parts) {
    const box = await part.boundingBox();
    expect(box).not.toBeNull();
    if (box) boxes.push(box);
    // 1 px: antd-mobile's button draws its border in a pseudo-element 1 px wider than the button.
    expect(await part.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), await part.evaluate((el) => el.outerHTML.slice(0, 120))).toBe(true);
  }
  for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) expect(overlapping(a, b), JSON.stringify([a, b])).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** The control is the topmost element at its centre once scrolled into view: no floating button or bar covers it. */
async function uncovered(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  expect(
    await control.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return top !== null && el.contains(top);
    }),
  ).toBe(true);
}

/**
 * A member who played in 免转 mode: 500 credited, a bank card bound, seamless on, and a game launched, which
 * took the whole main wallet into AG.
 */
async function playedInSeamlessMode(server: TestServer): Promise<Player> {
  const player = await registerPlayer(server);
  await credit(server, player, 500);
  const card = { bank_owner: '测试玩家', bank: '中国农业银行', bank_address: '深圳南山支行', bank_no: '6225880011112222', pay_pass: player.payPassword };
  expect((await sendCall(server.base, 'bindcard', card, { token: player.token })).code).toBe(200);
  expect((await sendCall(server.base, 'uptransferstatus', { transferstatus: 1 }, { token: player.token })).code).toBe(200);
  const launch = await sendCall(
    server.base,
    'getGameUrl',
    { plat_name: 'ag', game_type: 'ag_lobby', game_code: 'realbet', is_mobile_url: 1 },
    { token: player.token, idempotencyKey: `launch-${player.name}` },
  );
  expect(launch.code, JSON.stringify(launch)).toBe(200);
  return player;
}

describe('免转 mode: the money a game took is brought back from /withdraw and withdrawn', () => {
  const phone = phoneSession();
  const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

  it.each([
    { width: 320, height: 568 },
    { width: 390, height: 844 },
  ])('at $width×$height: sees both wallets, taps 一键回收, sees the main wallet rise and withdraws', async (viewport) => {
    const player = await playedInSeamlessMode(phone.server);
    const page = await phone.newPage(viewport);
    await openAs(page, phone.server, player, '/withdraw');

    const pair = page.getByRole('region', { name: '中心钱包和游戏钱包' });
    await expect.poll(() => text(page, 'game-wallet'), { timeout: 10_000 }).toBe('500.00');
    expect(await text(page, 'center-wallet')).toBe('0.00');
    expect(await text(page, 'withdraw-balance')).toBe('0.00');
    const detail = pair.getByRole('list', { name: '游戏钱包明细' });
    await expect.poll(() => detail.getByRole('listitem').allTextContents(), { timeout: 10_000 }).toEqual(['AG视讯500.00']);
    const hint = pair.getByText('游戏钱包中的 500.00 元需先转回中心钱包才能提现');
    await hint.waitFor();
    const recover = pair.getByRole('button', { name: '一键回收' });
    await noneOverlap(page, [
      pair.getByText('中心钱包', { exact: true }),
      page.getByTestId('center-wallet'),
      pair.getByText('游戏钱包', { exact: true }),
      page.getByTestId('game-wallet'),
      detail,
      hint,
      recover,
    ]);
    await uncovered(recover);
    // The pair is not on the accessibility journey's /withdraw (its member has nothing in a game): audited here.
    const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).include('.wallet-pair').analyze();
    expect(audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
    await keepScreenshot(page, `free-transfer-01-withdraw-${String(viewport.width)}`);

    await recover.click();
    await page.getByText(MSG.recovered, { exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(() => text(page, 'withdraw-balance'), { timeout: 10_000 }).toBe('500.00');
    expect(await text(page, 'center-wallet')).toBe('500.00');
    expect(await text(page, 'game-wallet')).toBe('0.00');
    expect(await hint.count()).toBe(0);
    await keepScreenshot(page, `free-transfer-02-recovered-${String(viewport.width)}`);

    await page.getByText('中国农业银行（尾号2222）').click();
    await page.getByPlaceholder('单笔最低100元').fill('200');
    await page.getByPlaceholder('请输入6位数字支付密码').fill(player.payPassword);
    const submit = page.getByRole('button', { name: '确认取款' });
    await uncovered(submit);
    await submit.click();
    await page.getByText(MSG.withdrawSubmitted, { exact: true }).waitFor({ timeout: 10_000 });
    await page.waitForURL(/#\/fundingRecords$/, { timeout: 5000 });
    const balance = await sendCall(phone.server.base, 'balance', {}, { token: player.token });
    expect(balance.data).toMatchObject({ balance: 300, gameblance: 0 });

    // 钱包 shows the same pair: 300 left in the main wallet (200 held for review), nothing in the games.
    await page.goto(`${phone.server.base}/#/wallet?type=0`);
    await page.getByRole('heading', { name: '选择存款方式' }).waitFor({ timeout: 10_000 });
    const walletPair = page.getByRole('region', { name: '中心钱包和游戏钱包' });
    await expect.poll(() => walletPair.getByTestId('center-wallet').textContent(), { timeout: 10_000 }).toBe('300.00');
    expect(await walletPair.getByTestId('game-wallet').textContent()).toBe('0.00');
    await noneOverlap(page, [walletPair.getByTestId('center-wallet'), walletPair.getByTestId('game-wallet'), walletPair.getByRole('button', { name: '一键回收' })]);
    await keepScreenshot(page, `free-transfer-03-wallet-${String(viewport.width)}`);
    await page.close();
  });

  it('leaves the ledger clean', async () => {
    expect(await phone.server.admin('ledger:check')).toContain('ledger ok');
  });
});
