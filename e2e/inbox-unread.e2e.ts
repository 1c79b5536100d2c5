import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { settledScreenshot } from './support/browser';
import { phoneSession } from './support/phone-session';
import { openAs, registerPlayer, type Player } from './support/player';

/** The count shown on a badge inside `scope`, or null with no badge. */
async function badgeOf(scope: Locator): Promise<string | null> {
  const badge = scope.locator('.adm-badge');
  return (await badge.count()) === 0 ? null : badge.first().textContent();
}

/** Issue #33 item 10: a message sent from the console shows as a badge on 我的 and 消息中心 until the player opens it. */
describe('unread inbox messages', () => {
  const phone = phoneSession();
  let page: Page;
  let player: Player;

  beforeAll(async () => {
    page = await phone.newPage({ width: 320, height: 568 });
    player = await registerPlayer(phone.server);
  });

  const mineTab = () => page.locator('.app-tabbar .adm-tab-bar-item', { hasText: '我的' });
  const messagesEntry = () => page.locator('.mine-entries .adm-list-item', { hasText: '消息中心' });

  it('counts the seeded messages, then one an operator sends; opening each clears the badge on 我的 and 消息中心', async () => {
    await openAs(page, phone.server, player, '/mine');
    // The demo's three messages to every member.
    await expect.poll(() => badgeOf(mineTab()), { timeout: 10_000 }).toBe('3');
    await expect.poll(() => badgeOf(messagesEntry())).toBe('3');

    await phone.server.admin('message', player.name, '您的存款已到账', '<p>您的存款 500.00 元已到账，祝您游戏愉快。</p>');
    await page.reload();
    await expect.poll(() => badgeOf(mineTab()), { timeout: 10_000 }).toBe('4');
    await settledScreenshot(page, 'inbox-unread-01-mine');

    await messagesEntry().click();
    await page.waitForURL(/#\/message/);
    const messages = page.getByRole('region', { name: '消息中心' });
    await messages.getByText('您的存款已到账').click();
    await messages.getByText('您的存款 500.00 元已到账', { exact: false }).waitFor();
    await expect.poll(() => badgeOf(mineTab())).toBe('3');
    expect(await messages.getByRole('img', { name: '未读' }).count()).toBe(3);

    for (const title of ['欢迎加入', '存款通道升级公告', '防诈骗提醒']) await messages.getByText(title).click();
    await expect.poll(() => badgeOf(mineTab())).toBeNull();
    expect(await messages.getByRole('img', { name: '未读' }).count()).toBe(0);
    await settledScreenshot(page, 'inbox-unread-02-read');

    // Read stays read: on the server, not in this page.
    await page.reload();
    await messages.getByText('您的存款已到账').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await badgeOf(mineTab())).toBeNull();
    await mineTab().click();
    await page.waitForURL(/#\/mine/);
    await messagesEntry().waitFor();
    expect(await badgeOf(messagesEntry())).toBeNull();
  });
});
