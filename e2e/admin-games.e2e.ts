import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from './support/browser';
import { columnTexts, sortsByHeader } from './support/console-table';
import { createOperator, signIn } from './support/operator';
import { phoneSession } from './support/phone-session';
import { openAs, registerPlayer } from './support/player';
import { pickOption } from './support/console-select';

describe("the console's games: platforms, the home's games and the hot list", () => {
  const session = phoneSession();

  /** Waits for a message (antd's toast) or any text to show. */
  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });

  it('reorders the platforms on the phone, hides a game from its list and marks one hot', async () => {
    const editor = await createOperator(session.server, 'gamekeeper', 'content');
    const desk = await session.newConsolePage();
    await signIn(desk, session.server, editor);
    await desk.getByRole('menuitem', { name: '游戏管理' }).click();
    await desk.waitForURL(/\/admin\/games$/);

    // The phone first: AG视讯 leads the transfer page's platforms, AG轮盘 is in the live tab, BG骰宝 is not hot.
    const player = await registerPlayer(session.server);
    const phone = await session.newPage();
    await openAs(phone, session.server, player, '/transfer');
    const platformRows = phone.getByRole('region', { name: '游戏平台' }).getByRole('listitem');
    await expect.poll(() => platformRows.first().textContent(), { timeout: 10_000 }).toContain('AG视讯');

    // Platforms: AG视讯 moved to the end (order 100).
    const agRow = desk.getByRole('row').filter({ hasText: 'AG视讯' });
    await agRow.waitFor();
    await keepScreenshot(desk, 'admin-games-01-platforms');
    await agRow.getByRole('button', { name: '编辑' }).click();
    const platformDialog = desk.getByRole('dialog', { name: '编辑平台 ag' });
    await platformDialog.getByLabel('排序').fill('100');
    await platformDialog.getByRole('button', { name: '保存' }).click();
    await shown(desk, MSG.operationOk);
    await expect.poll(() => desk.getByRole('row').last().textContent()).toContain('AG视讯');
    await phone.reload();
    await expect.poll(() => platformRows.first().textContent(), { timeout: 10_000 }).toContain('BG视讯');
    await phone.getByRole('button', { name: '更多' }).click();
    await expect.poll(() => platformRows.last().textContent()).toContain('AG视讯');

    // Games: the live category in the URL, then AG轮盘 hidden.
    await desk.getByRole('tab', { name: '游戏', exact: true }).click();
    await desk.getByRole('combobox', { name: '分类' }).click();
    await pickOption(desk, '真人视讯');
    await desk.waitForURL(/\/admin\/games\?tab=games&category=realbet$/);
    const roulette = desk.getByRole('row').filter({ hasText: 'AG轮盘' });
    await roulette.waitFor();
    expect(await desk.getByRole('row').filter({ hasText: '抢庄牛牛' }).count()).toBe(0);

    await phone.goto(`${session.server.base}/#/`);
    // The popup announcement opens on the first visit of the home; once read, not again in this tab.
    await phone.getByRole('button', { name: '我知道了' }).click();
    const liveGames = phone.getByRole('region', { name: '游戏分类' });
    await liveGames.getByRole('button', { name: 'AG轮盘' }).waitFor({ timeout: 10_000 });

    await roulette.getByRole('switch', { name: '隐藏游戏 AG轮盘' }).click();
    await shown(desk, MSG.operationOk);
    await expect.poll(() => roulette.getByRole('switch', { name: /游戏 AG轮盘$/ }).getAttribute('aria-checked')).toBe('false');
    await phone.reload();
    await liveGames.getByRole('button', { name: 'AG旗舰厅' }).waitFor({ timeout: 10_000 });
    expect(await liveGames.getByRole('button', { name: 'AG轮盘' }).count()).toBe(0);

    // Hot: BG骰宝 joins the hot-games drawer.
    const sicbo = desk.getByRole('row').filter({ hasText: 'BG骰宝' });
    await sicbo.getByRole('switch', { name: '设为热门 BG骰宝' }).click();
    await shown(desk, MSG.operationOk);
    await expect.poll(() => sicbo.getByRole('switch', { name: /BG骰宝$/ }).first().getAttribute('aria-checked')).toBe('true');
    await keepScreenshot(desk, 'admin-games-02-games');
    await phone.reload();
    await phone.getByRole('button', { name: '热门游戏' }).click();
    const drawer = phone.locator('.hot-drawer');
    await drawer.getByRole('button', { name: 'BG骰宝' }).waitFor({ timeout: 10_000 });
    expect(await drawer.getByRole('button', { name: 'AG轮盘' }).count()).toBe(0);
    await keepScreenshot(phone, 'admin-games-03-player-hot');

    // The game form checks the image address with the contract's rule, and previews a good one.
    await sicbo.getByRole('button', { name: '编辑' }).click();
    const gameDialog = desk.getByRole('dialog', { name: '编辑游戏' });
    await gameDialog.getByLabel('图片地址').fill('javascript:alert(1)');
    await gameDialog.getByRole('button', { name: '保存' }).click();
    await shown(desk, ADMIN_MSG.adminImageAddress);
    await gameDialog.getByLabel('图片地址').fill('/assets/demo/banner/Spring.svg');
    await gameDialog.getByRole('img', { name: '游戏图片预览' }).waitFor({ state: 'attached' });
    await keepScreenshot(desk, 'admin-games-04-game-form');
    await gameDialog.getByRole('button', { name: '取消' }).click();

    // Slot games: one provider's list, chosen in the URL.
    await desk.goto(`${session.server.base}/admin/games?tab=slots&catecode=pg`);
    await desk.getByRole('row').filter({ hasText: 'pg_001' }).waitFor();
    expect(await desk.getByRole('row').filter({ hasText: 'pp_001' }).count()).toBe(0);
    await keepScreenshot(desk, 'admin-games-05-slots');
    await phone.close();
    await desk.close();
  });

  it('sorts the platforms, the games and the slot games by a column header, beside the tab and its filters in the URL', async () => {
    const editor = await createOperator(session.server, 'gamesorter', 'content');
    const desk = await session.newConsolePage();
    await signIn(desk, session.server, editor);

    await desk.goto(`${session.server.base}/admin/games`);
    await sortsByHeader(desk, '名称', 'name', ['asc', 'desc']);

    await desk.goto(`${session.server.base}/admin/games?tab=games&category=sport`);
    await sortsByHeader(desk, '名称', 'name', ['asc', 'desc']);
    expect(await columnTexts(desk, '名称')).toEqual(['OB足球', 'OB篮球', 'OB体育', 'IM体育']);
    expect(new URL(desk.url()).searchParams.get('category')).toBe('sport');
    await keepScreenshot(desk, 'admin-games-06-games-sorted');

    // Slot games of one provider (their own order is by provider, then 排序).
    await desk.goto(`${session.server.base}/admin/games?tab=slots&catecode=pg`);
    await sortsByHeader(desk, '排序', 'sort', ['asc', 'desc'], Number);
    expect(new URL(desk.url()).searchParams.get('catecode')).toBe('pg');

    // Another tab starts in its own order.
    await desk.getByRole('tab', { name: '平台' }).click();
    await desk.waitForURL(/\/admin\/games$/);
    await desk.close();
  });
});
