import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from './support/browser';
import { phoneSession } from './support/phone-session';
import { credit, openAs, registerPlayer } from './support/player';

/** #33 item 7: Android's Back closes an open picker or sheet before it leaves the page, and keeps what was typed. */
describe.each([
  { width: 320, height: 568 },
  { width: 390, height: 844 },
])('Back on a phone of $width×$height', (viewport) => {
  const phone = phoneSession();

  const where = (page: Page) => page.evaluate(() => window.location.hash);
  const picker = (page: Page) => page.locator('.adm-picker').locator('visible=true');

  it('closes the open picker on /transfer, keeps the page and the typed amount; Back again leaves the page', async () => {
    const player = await registerPlayer(phone.server);
    await credit(phone.server, player, 300);
    const page = await phone.newPage(viewport);
    await openAs(page, phone.server, player, '/mine');
    await page.locator('.app-tabbar').waitFor();
    // The way a player comes: from another page of the app.
    await page.evaluate(() => {
      window.location.hash = '#/transfer';
    });
    await page.getByPlaceholder('转账金额').waitFor();
    await page.getByPlaceholder('转账金额').fill('88');

    await page.getByRole('button', { name: /^转入平台/ }).click();
    await picker(page).waitFor();
    await keepScreenshot(page, `back-closes-${String(viewport.width)}-01-picker`);

    await page.goBack();
    await picker(page).waitFor({ state: 'detached' });
    expect(await where(page)).toBe('#/transfer');
    await expect.poll(() => page.getByPlaceholder('转账金额').inputValue()).toBe('88');
    await keepScreenshot(page, `back-closes-${String(viewport.width)}-02-closed`);

    await page.goBack();
    await expect.poll(() => where(page)).toBe('#/mine');
  });

  it("closes a deposit channel's sheet on /wallet and stays there; Back again leaves the page", async () => {
    const player = await registerPlayer(phone.server);
    const page = await phone.newPage(viewport);
    await openAs(page, phone.server, player, '/mine');
    await page.locator('.app-tabbar').waitFor();
    await page.evaluate(() => {
      window.location.hash = '#/wallet?type=0';
    });
    await page.getByRole('button', { name: /USDT/ }).click();
    const sheet = page.getByRole('dialog', { name: 'USDT存款' });
    await sheet.waitFor();
    await page.goBack();
    await sheet.waitFor({ state: 'hidden' });
    expect(await where(page)).toBe('#/wallet?type=0');
    await page.goBack();
    await expect.poll(() => where(page)).toBe('#/mine');
  });
});
