import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from './support/browser';
import { createOperator, signIn } from './support/operator';
import { phoneSession } from './support/phone-session';
import { pickOption } from './support/console-select';

describe("the console's content: the home's notices, its popup announcement and the promotions", () => {
  const session = phoneSession();

  /** Waits for a message (antd's toast) or any text to show. */
  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });

  it('publishes a notice the players see scrolling on their home, then deletes it', async () => {
    const editor = await createOperator(session.server, 'writer', 'content');
    const desk = await session.newConsolePage();
    await signIn(desk, session.server, editor);
    await desk.getByRole('menuitem', { name: '公告管理' }).click();
    await desk.waitForURL(/\/admin\/announcements$/);

    await desk.getByRole('button', { name: '新增公告' }).click();
    const dialog = desk.getByRole('dialog', { name: '新增公告' });
    await dialog.getByLabel('公告内容').waitFor();
    await dialog.getByRole('button', { name: '保存' }).click();
    await shown(desk, ADMIN_MSG.adminAnnouncementText);
    await dialog.getByLabel('公告内容').fill('春节充值加赠百分之十，活动截至正月十五');
    await keepScreenshot(desk, 'admin-content-01-notice-form');
    await dialog.getByRole('button', { name: '保存' }).click();
    await shown(desk, MSG.operationOk);
    const row = desk.getByRole('row').filter({ hasText: '春节充值加赠百分之十' });
    await row.waitFor();
    await keepScreenshot(desk, 'admin-content-02-notices');

    const phone = await session.newPage();
    await phone.goto(`${session.server.base}/#/`);
    const noticeBar = phone.getByRole('region', { name: '公告' });
    await expect.poll(() => noticeBar.textContent(), { timeout: 10_000 }).toContain('春节充值加赠百分之十，活动截至正月十五');

    await row.getByRole('button', { name: '删除' }).click();
    await desk.getByRole('tooltip').getByRole('button', { name: /确\s*定|OK/ }).click();
    await shown(desk, MSG.operationOk);
    await row.waitFor({ state: 'detached' });
    await phone.reload();
    await noticeBar.waitFor();
    await expect.poll(() => noticeBar.textContent()).not.toContain('春节充值加赠百分之十');
    await phone.close();
    await desk.close();
  });

  it('edits the popup announcement, stored without its script handler, and the players see it on their home', async () => {
    const editor = await createOperator(session.server, 'popups', 'content');
    const desk = await session.newConsolePage();
    await signIn(desk, session.server, editor);
    await desk.goto(`${session.server.base}/admin/announcements`);
    const content = desk.getByLabel('内容（HTML）');
    await content.waitFor();
    await content.fill('<p>今晚八点红包雨</p><img src="/assets/none.png" alt="红包" onerror="window.__pwned = 1">');
    // The preview renders the text through the sanitizer: the handler never reaches the page.
    const preview = desk.getByTestId('content-preview');
    await expect.poll(() => preview.textContent()).toBe('今晚八点红包雨');
    expect(await preview.locator('img').getAttribute('onerror')).toBeNull();
    await keepScreenshot(desk, 'admin-content-03-popup');
    await desk.getByRole('button', { name: '保存弹窗公告' }).click();
    await shown(desk, MSG.operationOk);
    // The form shows what the server stored: sanitized.
    await expect.poll(() => content.inputValue()).not.toContain('onerror');
    expect(await content.inputValue()).toContain('<p>今晚八点红包雨</p>');

    const phone = await session.newPage();
    await phone.goto(`${session.server.base}/#/`);
    const popup = phone.getByRole('dialog', { name: '公告' });
    await popup.getByText('今晚八点红包雨').waitFor({ timeout: 10_000 });
    await popup.locator('img[alt="红包"]').waitFor({ state: 'attached' });
    expect(await popup.locator('img[alt="红包"]').getAttribute('onerror')).toBeNull();
    expect(await phone.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await keepScreenshot(phone, 'admin-content-04-player-popup');

    // Turned off, the next visit opens on the home without it.
    await desk.getByRole('switch', { name: '弹窗公告开关' }).click();
    await desk.getByRole('button', { name: '保存弹窗公告' }).click();
    await shown(desk, MSG.operationOk);
    await expect.poll(() => desk.getByRole('switch', { name: '弹窗公告开关' }).getAttribute('aria-checked')).toBe('false');
    const later = await session.newPage();
    await later.goto(`${session.server.base}/#/`);
    await later.getByRole('region', { name: '公告' }).waitFor();
    await later.waitForLoadState('networkidle');
    expect(await later.getByRole('dialog', { name: '公告' }).count()).toBe(0);
    await later.close();
    await phone.close();
    await desk.close();
  });

  it('publishes a promotion whose content loses its onerror handler, lists it on /discount, and hides it again', async () => {
    const editor = await createOperator(session.server, 'promoter', 'content');
    const desk = await session.newConsolePage();
    await signIn(desk, session.server, editor);
    await desk.getByRole('menuitem', { name: '优惠活动' }).click();
    await desk.waitForURL(/\/admin\/promotions$/);
    await desk.getByRole('button', { name: '新增活动' }).click();
    const drawer = desk.getByRole('dialog', { name: '新增活动' });
    await drawer.getByLabel('活动标题').fill('周末存款加赠');
    await drawer.getByRole('button', { name: '保存' }).click();
    await shown(desk, ADMIN_MSG.adminPromotionType);
    await drawer.getByLabel('活动类型').click();
    await pickOption(desk, '综合优惠');
    await drawer.getByLabel('活动图片地址').fill('/assets/demo/banner/Spring.svg');
    await drawer.getByLabel('活动内容（HTML）').fill('<p>周末存款加赠百分之二十</p><img src="/assets/none.png" alt="周末图" onerror="window.__pwned = 1">');
    await expect.poll(() => drawer.getByTestId('content-preview').textContent()).toBe('周末存款加赠百分之二十');
    await keepScreenshot(desk, 'admin-content-05-promotion-form');
    await drawer.getByRole('button', { name: '保存' }).click();
    await shown(desk, MSG.operationOk);
    const row = desk.getByRole('row').filter({ hasText: '周末存款加赠' });
    await row.waitFor();
    await keepScreenshot(desk, 'admin-content-06-promotions');

    const phone = await session.newPage();
    await phone.goto(`${session.server.base}/#/discount`);
    const card = phone.locator('.promotion-card').filter({ hasText: '周末存款加赠' });
    await card.waitFor({ timeout: 10_000 });
    await card.click();
    await phone.getByText('周末存款加赠百分之二十').waitFor();
    const image = phone.locator('.promotion-content img[alt="周末图"]');
    await image.waitFor({ state: 'attached' });
    expect(await image.getAttribute('onerror')).toBeNull();
    expect(await phone.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await keepScreenshot(phone, 'admin-content-07-player-promotion');

    await row.getByRole('switch').click();
    await shown(desk, MSG.operationOk);
    await expect.poll(() => row.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    // The next load of /discount (the app keeps the list it read while it runs).
    await phone.goto(`${session.server.base}/#/discount`);
    await phone.reload();
    await phone.locator('.promotion-card').first().waitFor();
    expect(await phone.locator('.promotion-card').filter({ hasText: '周末存款加赠' }).count()).toBe(0);
    await phone.close();
    await desk.close();
  });

  it('rewrites 关于我们 and the player reads it on /about without the handler', async () => {
    const editor = await createOperator(session.server, 'author', 'content');
    const desk = await session.newConsolePage();
    await signIn(desk, session.server, editor);
    await desk.getByRole('menuitem', { name: '文章管理' }).click();
    await desk.waitForURL(/\/admin\/articles$/);
    const row = desk.getByRole('row').filter({ hasText: '关于我们' });
    await row.getByRole('button', { name: '编辑' }).click();
    const drawer = desk.getByRole('dialog', { name: '编辑文章' });
    await drawer.getByLabel('文章内容（HTML）').fill('');
    await drawer.getByRole('button', { name: '保存' }).click();
    await shown(desk, ADMIN_MSG.adminArticleContent);
    await drawer.getByLabel('文章内容（HTML）').fill('<p>我们成立于2020年，服务全球玩家</p><a href="javascript:alert(1)">联系</a>');
    await expect.poll(() => drawer.getByTestId('content-preview').textContent()).toBe('我们成立于2020年，服务全球玩家联系');
    await keepScreenshot(desk, 'admin-content-08-article-form');
    await drawer.getByRole('button', { name: '保存' }).click();
    await shown(desk, MSG.operationOk);

    const phone = await session.newPage();
    await phone.goto(`${session.server.base}/#/about`);
    await phone.getByText('我们成立于2020年，服务全球玩家').waitFor({ timeout: 10_000 });
    const link = phone.getByText('联系', { exact: true });
    expect(await link.getAttribute('href')).toBeNull();
    await phone.close();
    await desk.close();
  });

});
