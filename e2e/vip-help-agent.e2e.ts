import { MSG } from '@casino/contract/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, settledScreenshot } from './support/browser';
import { openAs, registerPlayer, type Player } from './support/player';
import { startServer, type TestServer } from './support/server';

const toast = (page: Page, text: string) => page.locator('.adm-toast-main').getByText(text, { exact: true }).waitFor({ timeout: 10_000 });

/** The active tab pane of antd-mobile Tabs. */
const activePane = (page: Page) => page.locator('.adm-tabs-content');

describe('VIP tiers, help, about and the agent application', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let player: Player;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await phoneContext(browser)).newPage();
    player = await registerPlayer(server);
  });

  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it("lists the tiers with the member's tier marked", async () => {
    await openAs(page, server, player, '/vip');
    const current = page.locator('.vip-tier[aria-current="true"]');
    await current.waitFor({ timeout: 10_000 });
    // A new member is at the first tier (SPEC §11).
    expect(await current.getAttribute('data-testid')).toBe('vip-tier-1');
    await expect.poll(() => page.locator('.vip-tier').count()).toBe(6);
    const second = page.getByTestId('vip-tier-2');
    expect(await second.textContent()).toContain('1000.00');
    expect(await second.textContent()).toContain('5000.00');
    expect(await page.getByTestId('vip-summary').textContent()).toContain('升级至 VIP2');
    await settledScreenshot(page, 'vip-tiers');
    // The narrowest phone: the last tier's largest figures stay inside their cards.
    await page.setViewportSize({ width: 320, height: 700 });
    await page.getByTestId('vip-tier-6').scrollIntoViewIfNeeded();
    const overflowing = await page.locator('.vip-tier dl div').evaluateAll((rows) => rows.filter((row) => row.scrollWidth > row.clientWidth).length);
    expect(overflowing).toBe(0);
    await settledScreenshot(page, 'vip-tiers-320');
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it('help: each tab shows its article, and 联系我们 opens the service chat', async () => {
    await page.goto(`${server.base}/#/customer`);
    await activePane(page).getByText('一、注册账号').waitFor({ timeout: 10_000 });
    await page.getByRole('tab', { name: '常见问题' }).click();
    await page.getByText('取款多久到账？').waitFor({ timeout: 10_000 });
    await settledScreenshot(page, 'help-faq');
    await page.getByRole('tab', { name: '联系我们' }).click();
    await page.getByText('7×24小时在线客服，随时为您服务。').waitFor({ timeout: 10_000 });
    await settledScreenshot(page, 'help-contact');
    await page.getByRole('button', { name: '联系在线客服' }).click();
    await page.waitForURL(/#\/kefu/, { timeout: 10_000 });
  });

  it('about: each tab shows its article', async () => {
    await page.goto(`${server.base}/#/about`);
    await page.getByText('我们是一家专注于移动端体验的综合娱乐平台', { exact: false }).waitFor({ timeout: 10_000 });
    for (const [tab, text] of [
      ['规则条款', '一、会员资格'],
      ['隐私政策', '我们收集的信息'],
      ['博彩责任', '娱乐应当适度'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout: 10_000 });
    }
    await settledScreenshot(page, 'about-responsible');
  });

  it('the agent application is sent, and a second one refused', async () => {
    await page.goto(`${server.base}/#/apply`);
    const realname = page.getByRole('textbox', { name: '真实姓名' });
    await realname.waitFor({ timeout: 10_000 });
    expect(await realname.inputValue()).toBe('测试玩家');
    await settledScreenshot(page, 'agent-form');
    const submit = page.getByRole('button', { name: '提交申请' });
    await submit.click();
    await toast(page, MSG.mobileFormat);
    await page.getByPlaceholder('请输入手机号').fill('13812345678');
    await submit.click();
    await toast(page, MSG.applyReasonRequired);
    await page.getByPlaceholder('请输入申请理由').fill('有稳定的推广渠道');
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached', timeout: 5000 });
    await submit.click();
    await toast(page, MSG.applySubmitted);
    await settledScreenshot(page, 'agent-applied');
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached', timeout: 5000 });
    await submit.click();
    await toast(page, MSG.agentPending);
    // What was typed stays after the refusal.
    expect(await page.getByPlaceholder('请输入申请理由').inputValue()).toBe('有稳定的推广渠道');
    await settledScreenshot(page, 'agent-refused');
  });

  it('sends a visitor from /apply to /login', async () => {
    const visitor = await (await phoneContext(browser)).newPage();
    await visitor.goto(`${server.base}/#/apply`);
    await visitor.waitForURL(/#\/login/, { timeout: 10_000 });
    await visitor.close();
  });
});
