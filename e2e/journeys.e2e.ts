import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, connectBrowser, phoneContext } from './support/browser';
import { startServer, type TestServer } from './support/server';

const NAME = `e2e${String(Date.now()).slice(-6)}`;
const PASSWORD = 'abcd1234';

describe('a player on a phone', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await connectBrowser();
    page = await (await phoneContext(browser)).newPage();
  });

  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  const visible = (placeholder: string) => page.locator(`input[placeholder="${placeholder}"]`).locator('visible=true');

  it('registers through the form and lands on home with a balance', async () => {
    await page.goto(`${server.base}/#/login?type=1`);
    await visible('6-10位字母和数字组合').fill(NAME);
    await visible('至少8位字母和数字组合').fill(PASSWORD);
    await visible('请再次输入密码').fill(PASSWORD);
    await visible('须与取款银行卡姓名一致').fill('王小明');
    await visible('6位数字').fill('123456');
    await visible('请输入验证码').fill('ab12');
    await keepScreenshot(page, '01-register');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await page.waitForURL(/#\/$/);
    await expect.poll(() => page.getByTestId('home-balance').textContent(), { timeout: 10_000 }).toBe('0.00');
    await keepScreenshot(page, '02-home-member');
    // The popup announcement, once per visit.
    await page.getByRole('button', { name: '我知道了' }).click();
    await expect.poll(() => page.getByText('公告').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('shows a rule message for a bad registration', async () => {
    const other = await (await phoneContext(browser)).newPage();
    await other.goto(`${server.base}/#/login?type=1`);
    await other.locator('input[placeholder="6-10位字母和数字组合"]').locator('visible=true').fill('abc');
    await other.getByRole('button', { name: '注册', exact: true }).click();
    await expect.poll(() => other.getByText('用户名长度不得低于6位，以字母和数字组合！').isVisible()).toBe(true);
    await other.close();
  });

  it('follows the balance when an operator credits the member', async () => {
    await server.admin('adjust', NAME, '500', '活动奖励');
    await expect.poll(() => page.getByTestId('home-balance').textContent(), { timeout: 15_000 }).toBe('500.00');
  });

  it('says 已在当前页面！ when the page shown is chosen again', async () => {
    await page.locator('.adm-tab-bar-item').filter({ hasText: '首页' }).click();
    await expect.poll(() => page.getByText('已在当前页面！').isVisible()).toBe(true);
    await keepScreenshot(page, '03-same-page');
  });

  it('opens a demo game in a frame', async () => {
    await page.getByRole('region', { name: '游戏分类' }).getByRole('button', { name: 'AG旗舰厅' }).click();
    await page.waitForURL(/#\/gamePage\?name=ag/);
    const game = page.frameLocator('iframe');
    await expect.poll(() => game.locator('#title').textContent(), { timeout: 15_000 }).toBe('AG旗舰厅');
    await expect.poll(() => game.locator('#balance').textContent()).toBe('0.00');
    await keepScreenshot(page, '04-game');
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL(/#\/$/);
  });

  it('logs out after confirming', async () => {
    await page.goto(`${server.base}/#/setting`);
    await page.getByRole('button', { name: '登出' }).click();
    await expect.poll(() => page.getByText('确定要退出登录吗？').isVisible()).toBe(true);
    await keepScreenshot(page, '05-logout-confirm');
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/#\/$/, { timeout: 5000 });
    await expect.poll(() => page.getByRole('link', { name: '登录' }).isVisible(), { timeout: 5000 }).toBe(true);
  });

  it('sends a visitor from a guarded page to home with the redirect, then there after login', async () => {
    await page.goto(`${server.base}/#/transfer`);
    await page.waitForURL(/#\/\?redirect=%2Ftransfer$/);
    await page.getByRole('link', { name: '登录' }).click();
    await page.waitForURL(/#\/login\?type=0&redirect=%2Ftransfer/);
    await visible('请输入账号').fill(NAME);
    await visible('请输入密码').fill(PASSWORD);
    await visible('请输入验证码').fill('ab12');
    await keepScreenshot(page, '06-login');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/#\/transfer$/);
    await keepScreenshot(page, '07-after-login');
  });

  it('shows only the maintenance screen while the site is down', async () => {
    await server.admin('site', '--state', '0', '--tip', '系统升级中，预计30分钟后恢复');
    try {
      await page.goto(`${server.base}/#/`);
      await page.reload();
      await expect.poll(() => page.getByText('系统升级中，预计30分钟后恢复').isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await page.locator('.adm-tab-bar').count()).toBe(0);
      await keepScreenshot(page, '08-maintenance');
    } finally {
      await server.admin('site', '--state', '1');
    }
  });
});
