import { MSG } from '@casino/contract/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, settledScreenshot } from './support/browser';
import { createOperator, signIn } from './support/operator';
import { phoneSession } from './support/phone-session';
import { settled } from './support/settled';

const GOLD = 'rgb(212, 165, 60)';
const NEAR_BLACK = 'rgb(17, 17, 17)';
const DARK_PAGE = 'rgb(15, 15, 19)';
const BLUE = 'rgb(9, 88, 217)';
const WHITE = 'rgb(255, 255, 255)';
const LIGHT_PAGE = 'rgb(245, 246, 250)';

const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
];

/** The 登录 button's fill and text, and the page's background, as drawn. */
async function drawn(page: Page) {
  const button = page.getByRole('button', { name: '登录', exact: true });
  await button.waitFor();
  return {
    button: await button.evaluate((element) => getComputedStyle(element).backgroundColor),
    text: await button.evaluate((element) => getComputedStyle(element).color),
    page: await page.evaluate(() => getComputedStyle(document.getElementById('root') ?? document.body).backgroundColor),
  };
}

/** Opens the console's picker of a colour field and types the colour in its panel. */
async function pickColour(desk: Page, label: string, hex: string) {
  await desk.locator('.ant-form-item').filter({ has: desk.getByText(label, { exact: true }) }).locator('.ant-color-picker-trigger').click();
  const input = desk.locator('.ant-popover:visible .ant-color-picker-hex-input input');
  await input.fill(hex);
  await input.press('Enter');
  await desk.keyboard.press('Escape');
}

describe("the brand theme the operator sets, on the players' phones", () => {
  const session = phoneSession();

  it('is dark-and-gold by default; 浅色 with a blue primary reaches the phones on their next load; 恢复默认 brings the gold back', async () => {
    const phones = await Promise.all(PHONES.map((viewport) => session.newPage(viewport)));
    for (const phone of phones) {
      await phone.goto(`${session.server.base}/#/login`);
      await expect.poll(() => drawn(phone)).toEqual({ button: GOLD, text: NEAR_BLACK, page: DARK_PAGE });
    }
    await keepScreenshot(phones[0] as Page, 'site-theme-01-default-dark');

    const owner = await createOperator(session.server, 'theme-owner', 'owner');
    const desk = await session.newConsolePage();
    await signIn(desk, session.server, owner);
    await desk.getByRole('menuitem', { name: '站点设置' }).click();
    const form = desk.getByRole('form', { name: '品牌主题' });
    await form.getByText('深色', { exact: true }).waitFor();
    await settled(desk);
    await form.getByText('浅色', { exact: true }).click();
    await pickColour(desk, '主色', '0958d9');
    await pickColour(desk, '强调色', 'b04000');
    await expect.poll(() => form.getByText('立即存款').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(BLUE);
    await keepScreenshot(desk, 'site-theme-02-console-light-blue');
    await form.getByRole('button', { name: '保存' }).click();
    await desk.getByText(MSG.operationOk, { exact: true }).first().waitFor();

    for (const phone of phones) {
      await phone.reload();
      await expect.poll(() => drawn(phone)).toEqual({ button: BLUE, text: WHITE, page: LIGHT_PAGE });
    }
    await settledScreenshot(phones[1] as Page, 'site-theme-03-phone-light-blue-320');
    // A phone that never visited: index.html comes with the theme on <html>, nothing kept from before.
    const firstVisit = await session.newPage();
    await firstVisit.goto(`${session.server.base}/#/login`);
    await expect.poll(() => drawn(firstVisit)).toEqual({ button: BLUE, text: WHITE, page: LIGHT_PAGE });
    await firstVisit.close();

    await settled(desk);
    await form.getByRole('button', { name: '恢复默认' }).click();
    await desk.getByText(MSG.operationOk, { exact: true }).first().waitFor();
    for (const phone of phones) {
      await phone.reload();
      await expect.poll(() => drawn(phone)).toEqual({ button: GOLD, text: NEAR_BLACK, page: DARK_PAGE });
      await phone.close();
    }
    await desk.close();
  });
});
