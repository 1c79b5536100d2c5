import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from './support/browser';
import { createOperator, nextCode, signIn } from './support/operator';
import { phoneSession } from './support/phone-session';
import { openAs, registerPlayer } from './support/player';

describe('the operator console at /admin/', () => {
  const session = phoneSession();

  /** Waits for a message (antd's toast) or any text to show. */
  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });

  it('signs an operator in with name, password and the authenticator code, and out again', async () => {
    const owner = await createOperator(session.server, 'boss', 'owner');
    const page = await session.newConsolePage();
    // A signed-out console sends every screen to sign-in.
    await page.goto(`${session.server.base}/admin/deposits`);
    await page.waitForURL(/\/admin\/login$/);
    await page.getByLabel('账号').fill(owner.name);
    await page.getByLabel('密码').fill(owner.password);
    await page.getByRole('button', { name: '登录' }).click();
    await shown(page, ADMIN_MSG.adminCodeRequired);
    await page.getByLabel('动态验证码').fill('12345');
    await page.getByRole('button', { name: '登录' }).click();
    await shown(page, ADMIN_MSG.adminCodeFormat);
    // A wrong code gets the one answer that says nothing about which part was wrong.
    const right = nextCode(owner);
    await page.getByLabel('动态验证码').fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: '登录' }).click();
    await shown(page, ADMIN_MSG.adminWrongCredentials);
    await keepScreenshot(page, 'admin-01-sign-in');

    await page.getByLabel('动态验证码').fill(right);
    await page.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => page.getByTestId('operator').textContent()).toBe('boss（所有者）');
    await page.waitForURL(/\/admin\/deposits$/);
    await shown(page, '暂无待审核的充值');

    // Sign-out is in the operator's menu, opened from their name in the header.
    await page.getByTestId('operator').click();
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL(/\/admin\/login$/);
    // The token is gone from the browser and ended on the server.
    expect(await page.evaluate(() => localStorage.getItem('casino_admin_token'))).toBeNull();
    await page.goto(`${session.server.base}/admin/deposits`);
    await page.waitForURL(/\/admin\/login$/);
    await page.close();
  });

  it('approves a deposit a player made on their phone, and the player sees the money', async () => {
    const finance = await createOperator(session.server, 'cashier', 'finance');
    const player = await registerPlayer(session.server);
    const phone = await session.newPage();
    await openAs(phone, session.server, player, '/wallet?type=0');
    await phone.getByRole('button', { name: /USDT/ }).click();
    const sheet = phone.getByRole('dialog', { name: 'USDT存款' });
    await sheet.getByText('TRC20', { exact: true }).click();
    await sheet.getByPlaceholder('请输入存款金额').fill('720');
    await sheet.getByRole('button', { name: '立即存款' }).click();
    await phone.waitForURL(/#\/payInfo\?deposit_no=D\d+/);
    const order = new URL(phone.url().replace('#/', '')).searchParams.get('deposit_no') ?? '';

    // Support sees the queue, without the buttons of finance's review.
    const support = await createOperator(session.server, 'helper', 'support');
    const supportWindow = await session.newConsolePage();
    await signIn(supportWindow, session.server, support);
    const seen = supportWindow.getByRole('row').filter({ hasText: order });
    await seen.waitFor();
    expect(await seen.textContent()).toContain(player.name);
    expect(await supportWindow.getByRole('button', { name: '通过' }).count()).toBe(0);
    await supportWindow.close();

    const desk = await session.newConsolePage();
    await signIn(desk, session.server, finance);
    // Finance lands on 概览, and opens the deposits from the menu.
    await desk.waitForURL(/\/admin\/dashboard$/);
    await desk.getByRole('menuitem', { name: '充值审核' }).click();
    const row = desk.getByRole('row').filter({ hasText: order });
    await row.waitFor();
    expect(await row.textContent()).toContain(player.name);
    expect(await row.textContent()).toContain('720.00');
    await keepScreenshot(desk, 'admin-02-deposits');
    await row.getByRole('button', { name: '通过' }).click();
    await desk.getByRole('button', { name: '确定' }).click();
    await shown(desk, MSG.operationOk);
    await expect.poll(() => desk.getByRole('row').filter({ hasText: order }).count()).toBe(0);

    await phone.goto(`${session.server.base}/#/`);
    await expect.poll(() => phone.getByTestId('home-balance').textContent(), { timeout: 15_000 }).toBe('720.00');
    await phone.close();
    await desk.close();
  });

  it('opens its dialogs without animating when the system asks for reduced motion, animated otherwise', async () => {
    const owner = await createOperator(session.server, 'still', 'owner');
    const desk = await session.newConsolePage();
    await signIn(desk, session.server, owner);
    await desk.goto(`${session.server.base}/admin/banners`);
    const dialog = desk.getByRole('dialog', { name: '新增横幅' });
    // The dialog's own animations (a loading table's spinner elsewhere on the page turns on regardless).
    const animating = () => document.querySelector('[role="dialog"]')?.getAnimations({ subtree: true }).some((animation) => animation.playState === 'running') ?? false;

    // The console's window asks for reduced motion (e2e/support/browser.ts).
    await desk.getByRole('button', { name: '新增横幅' }).click();
    await dialog.waitFor();
    expect(await desk.evaluate(animating)).toBe(false);
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await desk.emulateMedia({ reducedMotion: 'no-preference' });
    await desk.getByRole('button', { name: '新增横幅' }).click();
    await desk.waitForFunction(animating);
    await desk.close();
  });

  it("publishes a banner that players see on their home, and hides it from them", async () => {
    const editor = await createOperator(session.server, 'editor', 'content');
    const desk = await session.newConsolePage();
    await signIn(desk, session.server, editor);
    // Content's first screen is the banners: the money queues are not in its menu.
    await desk.waitForURL(/\/admin\/banners$/);
    expect(await desk.getByRole('menuitem', { name: '充值审核' }).count()).toBe(0);

    await desk.getByRole('button', { name: '新增横幅' }).click();
    const dialog = desk.getByRole('dialog', { name: '新增横幅' });
    await dialog.getByLabel('图片地址').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: '保存' }).click();
    await shown(desk, ADMIN_MSG.adminImageAddress);
    await dialog.getByLabel('图片地址').fill('/assets/demo/banner/Spring.svg');
    await dialog.getByLabel('跳转链接').fill('/discount');
    await dialog.getByRole('img', { name: '横幅预览' }).waitFor();
    await keepScreenshot(desk, 'admin-03-banner-form');
    await dialog.getByRole('button', { name: '保存' }).click();
    await shown(desk, MSG.operationOk);
    const row = desk.getByRole('row').filter({ hasText: '/assets/demo/banner/Spring.svg' });
    await row.waitFor();
    await keepScreenshot(desk, 'admin-04-banners');

    const player = await registerPlayer(session.server);
    const phone = await session.newPage();
    await openAs(phone, session.server, player, '/');
    // Players get the address absolute, on the origin they asked.
    const published = phone.locator(`img.banner-image[src="${session.server.base}/assets/demo/banner/Spring.svg"]`);
    await published.waitFor({ state: 'attached' });

    await row.getByRole('switch').click();
    await shown(desk, MSG.operationOk);
    await expect.poll(() => row.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await phone.reload();
    await phone.locator('img.banner-image').first().waitFor({ state: 'attached' });
    expect(await published.count()).toBe(0);
    await phone.close();
    await desk.close();
  });
});
