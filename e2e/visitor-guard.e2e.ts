import { MSG } from '@casino/contract/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, settledScreenshot } from './support/browser';
import { phoneSession } from './support/phone-session';
import { openAs, registerPlayer } from './support/player';

/** Issue #33 items 8 and 14: a visitor's guarded actions ask to log in or register; 客服 from the money screens. */
describe('a visitor meets the guard dialog, a player finds 客服', () => {
  const phone = phoneSession();

  /** The guard dialog, once shown: 请登录！ with 去登录 and 去注册. */
  async function guardDialog(page: Page) {
    const dialog = page.getByRole('dialog').filter({ hasText: MSG.loginRequired });
    await expect.poll(() => dialog.getByRole('button', { name: '去注册' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => dialog.getByRole('button', { name: '去登录' }).isVisible()).toBe(true);
    return dialog;
  }

  /** Home as a visitor, its once-a-visit announcement closed. */
  async function visitorHome(page: Page) {
    await page.goto(`${phone.server.base}/#/`);
    await page.getByRole('button', { name: '我知道了' }).click();
  }

  const visible = (page: Page, placeholder: string) => page.locator(`input[placeholder="${placeholder}"]`).locator('visible=true');

  it('taps 取款: the dialog, 去注册 opens the register form, and after registering the player is on 取款', async () => {
    const page = await phone.newPage();
    await visitorHome(page);
    await page.locator('.shortcuts').getByRole('button', { name: '取款' }).click();
    const dialog = await guardDialog(page);
    expect(page.url()).toMatch(/#\/$/);
    await settledScreenshot(page, 'guard-01-withdraw-dialog');

    await dialog.getByRole('button', { name: '去注册' }).click();
    await page.waitForURL(/#\/login\?type=1&redirect=%2Fwithdraw$/);
    await expect.poll(() => page.getByRole('tab', { name: '注册' }).getAttribute('aria-selected')).toBe('true');
    const name = `g${String(Date.now()).slice(-8)}`;
    await visible(page, '6-10位字母和数字组合').fill(name);
    await visible(page, '至少8位字母和数字组合').fill('abcd1234');
    await visible(page, '请再次输入密码').fill('abcd1234');
    await visible(page, '须与取款银行卡姓名一致').fill('王小明');
    await visible(page, '6位数字').fill('123456');
    await visible(page, '请输入验证码').fill('ab12');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await page.waitForURL(/#\/withdraw$/);
    await page.getByRole('heading', { name: '取款', level: 1 }).waitFor();
    await page.close();
  });

  it('taps a game: the dialog instead of a toast; 取消, or Back, keeps the lobby', async () => {
    const page = await phone.newPage();
    await visitorHome(page);
    await page.locator('.game-grid button').first().click();
    const dialog = await guardDialog(page);
    await settledScreenshot(page, 'guard-02-game-dialog');
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(page.url()).toMatch(/#\/$/);

    await page.locator('.game-grid button').first().click();
    await guardDialog(page);
    await page.goBack();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(page.url()).toMatch(/#\/$/);
    await page.locator('.game-grid button').first().waitFor();
    await page.close();
  });

  it('taps 立即申请 on a promotion: the dialog, and 去登录 comes back to the promotion', async () => {
    const page = await phone.newPage();
    await page.goto(`${phone.server.base}/#/discount`);
    await page.getByRole('region', { name: '优惠活动' }).getByRole('link', { name: '新会员首存送100%' }).click();
    await page.waitForURL(/#\/discountInfo\?id=\d+$/);
    const promotion = page.url().split('#')[1] ?? '';
    await page.locator('article.promotion-detail').getByRole('button', { name: '立即申请' }).click();
    const dialog = await guardDialog(page);
    await settledScreenshot(page, 'guard-03-apply-dialog');
    await dialog.getByRole('button', { name: '去登录' }).click();
    await page.waitForURL((url) => url.hash === `#/login?type=0&redirect=${encodeURIComponent(promotion)}`);
    await page.close();
  });

  it('opens 客服 from /withdraw', async () => {
    const player = await registerPlayer(phone.server);
    const page = await phone.newPage();
    await openAs(page, phone.server, player, '/withdraw');
    await page.getByRole('heading', { name: '取款', level: 1 }).waitFor();
    await keepScreenshot(page, 'guard-04-withdraw-service');
    await page.getByRole('banner').getByRole('link', { name: '客服' }).click();
    await page.waitForURL(/#\/kefu$/);
    await expect.poll(() => page.frameLocator('iframe[title="在线客服"]').getByText('您好，欢迎咨询！', { exact: false }).isVisible(), { timeout: 10_000 }).toBe(true);
    await page.close();
  });

  it('opens 客服 from the maintenance screen, and back to it', async () => {
    await phone.server.admin('site', '--state', '0', '--tip', '系统升级中');
    const page = await phone.newPage();
    try {
      await page.goto(`${phone.server.base}/#/`);
      await page.getByText('系统升级中').waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: '联系客服' }).click();
      await expect.poll(() => page.frameLocator('iframe[title="在线客服"]').getByText('您好，欢迎咨询！', { exact: false }).isVisible(), { timeout: 10_000 }).toBe(true);
      await keepScreenshot(page, 'guard-05-maintenance-service');
      await page.getByRole('button', { name: '返回' }).click();
      await page.getByText('系统升级中').waitFor();
    } finally {
      await phone.server.admin('site', '--state', '1');
      await page.close();
    }
  });
});
