import { UNDEFINED_LABEL } from '@casino/contract/labels';
import { MSG } from '@casino/contract/messages';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { settledScreenshot } from './support/browser';
import { phoneSession } from './support/phone-session';
import { openAs, registerPlayer, type Player } from './support/player';

describe('promotions, applications and messages', () => {
  const phone = phoneSession();
  let page: Page;
  let player: Player;

  beforeAll(async () => {
    page = await phone.newPage();
    player = await registerPlayer(phone.server);
  });

  it('opens the floating promotion of the home page', async () => {
    await openAs(page, phone.server, player, '/');
    await page.getByRole('button', { name: '我知道了' }).click();
    const floating = page.getByRole('button', { name: '优惠活动' });
    await floating.waitFor();
    expect(await floating.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await floating.click();
    await page.waitForURL(/#\/discountInfo\?id=\d+/);
    await page.locator('article.promotion-detail').getByRole('heading', { name: '新会员首存送100%' }).waitFor();
  });

  it('filters the promotions by type, applies for one, shows it as 待审核 in /applyList, then 通过 once an operator approves it', async () => {
    const server = phone.server;
    await page.goto(`${server.base}/#/discount`);
    const promotions = page.getByRole('region', { name: '优惠活动' });
    await promotions.getByRole('link', { name: '新会员首存送100%' }).waitFor();
    expect(await promotions.getByRole('tab').allTextContents()).toEqual(['全部', '综合优惠', '体育优惠', '真人优惠', '电子优惠']);
    expect(await promotions.getByRole('link').count()).toBe(6);
    await settledScreenshot(page, 'promotions-01-list');

    await promotions.getByRole('tab', { name: '真人优惠' }).click();
    await expect.poll(() => promotions.getByRole('link').count()).toBe(1);
    expect(await promotions.getByRole('link').textContent()).toContain('真人视讯连赢奖励');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await promotions.getByRole('link', { name: '真人视讯连赢奖励' }).click();
    const detail = page.locator('article.promotion-detail');
    await detail.getByRole('heading', { name: '真人视讯连赢奖励' }).waitFor();
    expect(await detail.textContent()).toContain('最高8888元');
    await settledScreenshot(page, 'promotions-02-detail');

    await detail.getByRole('button', { name: '立即申请' }).click();
    const amount = page.getByRole('textbox', { name: '金额' });
    // The amount field refuses a value that is not an amount, whole: "12a8" never becomes 128.
    await amount.fill('12a8');
    expect(await amount.inputValue()).toBe('');
    // An empty amount is refused before anything is sent (issue #33 item 6).
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText(MSG.applyAmountRequired).waitFor();
    await amount.fill('128');
    expect(await amount.inputValue()).toBe('128');
    await settledScreenshot(page, 'promotions-03-apply-dialog');
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText(MSG.applySubmitted).waitFor();
    await page.getByRole('button', { name: '提交申请' }).waitFor({ state: 'detached' });

    // A second application of the same promotion is refused by the server, shown as its message.
    await page.waitForTimeout(2_100);
    await detail.getByRole('button', { name: '立即申请' }).click();
    await page.getByRole('textbox', { name: '金额' }).fill('128');
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText(MSG.activityPending).waitFor();
    await page.getByRole('button', { name: '取消' }).click();

    await page.goto(`${server.base}/#/applyList`);
    const records = page.getByRole('region', { name: '申请记录' });
    const application = records.locator('article').filter({ hasText: '真人视讯连赢奖励' });
    await application.waitFor();
    expect(await application.textContent()).toContain('待审核');
    expect(await application.textContent()).not.toContain(UNDEFINED_LABEL);
    expect(await records.locator('article').count()).toBe(1);
    await settledScreenshot(page, 'promotions-04-apply-list');

    const pending = (await server.admin('applications')).split('\n').find((line) => line.includes(`\t${player.name}\t`));
    expect(pending).toContain('真人视讯连赢奖励\t128.00');
    await server.admin('application:approve', pending?.split('\t')[0] ?? '');
    await page.reload();
    await expect.poll(() => application.textContent(), { timeout: 10_000 }).toContain('通过');
    expect(await application.textContent()).not.toContain('待审核');
    await settledScreenshot(page, 'promotions-05-approved');
  });

  it('shows a message an operator sends to the member above the seeded ones, and the announcements', async () => {
    const server = phone.server;
    await server.admin('message', player.name, '活动申请已通过', '<p>您申请的<b>真人视讯连赢奖励</b>已通过审核，彩金稍后到账。</p>');
    await page.goto(`${server.base}/#/message?type=0`);
    const messages = page.getByRole('region', { name: '消息中心' });
    await messages.getByText('活动申请已通过').waitFor();
    expect(await messages.locator('.inbox-message-title').first().textContent()).toBe('活动申请已通过');
    await messages.getByText('活动申请已通过').click();
    await messages.getByText('已通过审核，彩金稍后到账。', { exact: false }).waitFor();
    for (const title of ['欢迎加入', '存款通道升级公告', '防诈骗提醒']) await messages.getByText(title).waitFor();
    await messages.getByText('存款通道升级公告').click();
    await messages.getByText('USDT存款通道已升级，支持TRC20与ERC20两种协议。').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await settledScreenshot(page, 'messages-01-inbox');

    await messages.getByRole('tab', { name: '公告' }).click();
    await expect.poll(() => page.url()).toContain('type=1');
    for (const text of ['欢迎光临！本站已全面支持USDT存取款，到账更快更安全。', '每日10:00-12:00开抢红包，昨日存款越多，抢红包次数越多！', '温馨提示：请勿将账户密码告诉他人，客服不会向您索取密码。']) {
      await messages.getByText(text).waitFor();
    }
    await settledScreenshot(page, 'messages-02-announcements');
  });
});
