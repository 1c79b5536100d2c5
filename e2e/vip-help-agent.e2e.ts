import { MSG } from '@casino/contract/messages';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { settledScreenshot } from './support/browser';
import { phoneSession } from './support/phone-session';
import { openAs, registerPlayer, type Player } from './support/player';

const toast = (page: Page, text: string) => page.locator('.adm-toast-main').getByText(text, { exact: true }).waitFor({ timeout: 10_000 });

/** The active tab pane of antd-mobile Tabs. */
const activePane = (page: Page) => page.locator('.adm-tabs-content');

describe('VIP tiers, help, about and the agent application', () => {
  const phone = phoneSession();
  let page: Page;
  let player: Player;

  beforeAll(async () => {
    page = await phone.newPage();
    player = await registerPlayer(phone.server);
  });

  it("lists the tiers with the member's tier marked and the progress towards the next", async () => {
    await openAs(page, phone.server, player, '/vip');
    const current = page.locator('.vip-tier[aria-current="true"]');
    await current.waitFor({ timeout: 10_000 });
    // A new member is at the first tier (SPEC §11).
    expect(await current.getAttribute('data-testid')).toBe('vip-tier-1');
    await expect.poll(() => page.locator('.vip-tier').count()).toBe(6);
    const second = page.getByTestId('vip-tier-2');
    expect(await second.textContent()).toContain('1000.00');
    expect(await second.textContent()).toContain('5000.00');
    const summary = page.getByTestId('vip-summary');
    expect(await summary.textContent()).toContain('升级至 VIP2');
    expect(await summary.getByRole('progressbar', { name: '累计存款进度' }).getAttribute('aria-valuenow')).toBe('0');
    await settledScreenshot(page, 'vip-tiers');

    // An approved deposit of 500 is half of VIP2's 1000.
    const recharge = await fetch(`${phone.server.base}/api/recharge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
      body: JSON.stringify({ paytype: 2, amount: '500' }),
    });
    const order = ((await recharge.json()) as { message: string }).message;
    await phone.server.admin('deposit:approve', order);
    await page.reload();
    await expect.poll(() => summary.getByRole('progressbar', { name: '累计存款进度' }).getAttribute('aria-valuenow'), { timeout: 10_000 }).toBe('50');
    expect(await summary.textContent()).toContain('500.00 / 1000.00');
    await settledScreenshot(page, 'vip-progress');
    // The narrowest phone: the last tier's largest figures stay inside their cards.
    await page.setViewportSize({ width: 320, height: 700 });
    await page.getByTestId('vip-tier-6').scrollIntoViewIfNeeded();
    const overflowing = await page.locator('.vip-tier dl div').evaluateAll((rows) => rows.filter((row) => row.scrollWidth > row.clientWidth).length);
    expect(overflowing).toBe(0);
    await settledScreenshot(page, 'vip-tiers-320');
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it('help: each tab shows its article, and 联系我们 opens the service chat', async () => {
    await page.goto(`${phone.server.base}/#/customer`);
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
    await page.goto(`${phone.server.base}/#/about`);
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
    await page.goto(`${phone.server.base}/#/apply`);
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

  it('/mine offers 代理申请 until an operator approves the application, then no more', async () => {
    await page.goto(`${phone.server.base}/#/mine`);
    const entries = page.locator('.mine-entries');
    const entry = entries.getByText('代理申请', { exact: true });
    await entry.waitFor({ timeout: 10_000 });
    const pending = (await phone.server.admin('agents')).split('\n').find((line) => line.includes(`\t${player.name}\t`));
    expect(pending).toContain('13812345678');
    await phone.server.admin('agent:approve', pending?.split('\t')[0] ?? '');
    // The player leaves /mine and comes back: the member is read again, now an agent. (Through 优惠, not 首页,
    // whose notice pop-up may open over the tab bar whenever its notices arrive.)
    await page.locator('.adm-tab-bar-item').filter({ hasText: '优惠' }).click();
    await page.waitForURL(/#\/discount$/);
    await page.locator('.adm-tab-bar-item').filter({ hasText: '我的' }).click();
    await entries.getByText('关于我们', { exact: true }).waitFor({ timeout: 10_000 });
    await entry.waitFor({ state: 'detached', timeout: 10_000 });
    await settledScreenshot(page, 'agent-approved-mine');
  });

  it('sends a visitor from /apply to /login', async () => {
    const visitor = await phone.newPage();
    await visitor.goto(`${phone.server.base}/#/apply`);
    await visitor.waitForURL(/#\/login/, { timeout: 10_000 });
    await visitor.close();
  });
});
