import { sendCall } from '@casino/contract/send-call';
import { MSG } from '@casino/contract/messages';
import { beijingDay } from '@casino/contract/time';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, settledScreenshot } from './support/browser';
import { consoleAs, createOperator, signIn } from './support/operator';
import { phoneSession } from './support/phone-session';
import { credit, registerPlayer, type Player } from './support/player';

/** Issue #30 item 9: the console's frame fits the screen, from a 1440 px desk down to 1024 px, and a phone can still use it. */
describe('the operator console fits the screen', () => {
  const session = phoneSession();

  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });

  /** A player with a bound card who has asked for a withdrawal of `yuan`. */
  async function pendingWithdrawal(yuan: number): Promise<Player> {
    const player = await registerPlayer(session.server);
    await credit(session.server, player, yuan + 100);
    const bound = await sendCall(session.server.base, 'bindcard', { bank_owner: '测试玩家', bank: '中国农业银行', bank_address: '深圳南山支行', bank_no: `62258800${String(Date.now()).slice(-8)}`, pay_pass: player.payPassword }, { token: player.token });
    const asked = await sendCall(session.server.base, 'withdraw', { bank: bound.data.id, amount: String(yuan), password: player.payPassword }, { token: player.token });
    expect(asked.code).toBe(200);
    return player;
  }

  /** The page is no wider than the window: nothing to scroll sideways but inside a table. */
  async function fitsTheWindow(page: Page) {
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth, margin: getComputedStyle(document.body).margin }));
    expect(widths.page).toBe(widths.window);
    expect(widths.margin).toBe('0px');
  }

  /** A screenshot once the console is still: no table loading, no toast. */
  async function stillScreenshot(page: Page, name: string) {
    await expect.poll(() => page.locator('.ant-spin-spinning, .ant-spin-blur, .ant-btn-loading, .ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
    await keepScreenshot(page, name);
  }

  const breadcrumb = (page: Page) => page.getByRole('navigation', { name: '当前位置' });

  it('at 1440×900 and 1024×768 the withdrawal queue has 通过 and 拒绝 on screen; the grouped menu collapses and the breadcrumb follows', async () => {
    const { server } = session;
    const player = await pendingWithdrawal(12_345);
    const desk = await consoleAs(session, await createOperator(server, 'frame-boss', 'owner'));

    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 1024, height: 768 },
    ]) {
      await desk.setViewportSize(viewport);
      await desk.getByRole('menuitem', { name: '提现审核' }).click();
      await desk.waitForURL(/\/admin\/withdrawals$/);
      await desk.getByRole('heading', { name: '提现审核' }).waitFor();
      const row = desk.getByRole('row').filter({ hasText: player.name });
      await row.waitFor();
      // Money is shown with thousands separators.
      expect(await row.textContent()).toContain('12,345.00');
      await fitsTheWindow(desk);
      for (const name of ['通过', '拒绝']) {
        const box = await row.getByRole('button', { name }).boundingBox();
        expect(box).not.toBeNull();
        expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      }
      await expect.poll(() => breadcrumb(desk).textContent()).toBe('审核/提现审核');
      await stillScreenshot(desk, `admin-layout-01-withdrawals-${String(viewport.width)}`);
      // Another screen, to come back to the queue from the menu at the next width.
      await desk.getByRole('menuitem', { name: '会员列表' }).click();
      await desk.waitForURL(/\/admin\/member-list$/);
    }

    // At 1024 px the queue is worked: 通过 is clicked, asked and done.
    await desk.getByRole('menuitem', { name: '提现审核' }).click();
    const row = desk.getByRole('row').filter({ hasText: player.name });
    await row.getByRole('button', { name: '通过' }).click();
    const popconfirm = desk.locator('.ant-popconfirm').locator('visible=true');
    await popconfirm.getByRole('button', { name: '确定' }).click();
    await shown(desk, MSG.operationOk);
    await shown(desk, '暂无待审核的提现');

    // 概览's charts: a value axis in yuan, the days under the bars, and the paid withdrawal's value over today's bar.
    await desk.goto(`${server.base}/admin/dashboard?range=7d`);
    const paidOut = desk.getByRole('img', { name: '每日提款' });
    await expect.poll(() => paidOut.locator('text').allTextContents(), { timeout: 10_000 }).toEqual(expect.arrayContaining(['元', '0', '1.23万', beijingDay(Date.now()).slice(5)]));
    await expect.poll(() => desk.getByTestId('figure-withdrawals').textContent()).toContain('12,345.00');
    await paidOut.scrollIntoViewIfNeeded();
    await stillScreenshot(desk, 'admin-layout-01b-dashboard-charts-1024');

    // Every screen of the menu fits 1024 px: whatever is wide scrolls inside its table.
    for (const label of await desk.getByRole('menuitem').allTextContents()) {
      await desk.getByRole('menuitem', { name: label }).click();
      await expect.poll(() => breadcrumb(desk).textContent()).toContain(label);
      await expect.poll(() => desk.locator('.ant-spin-spinning, .ant-skeleton').count(), { timeout: 10_000 }).toBe(0);
      await expect.poll(() => desk.evaluate(() => document.documentElement.scrollWidth), { message: label }).toBe(1024);
    }

    // The menu is grouped (审核, 会员, 内容…), with a title per group, and collapses to its icons.
    for (const group of ['审核', '会员', '内容', '配置', '财务', '系统']) await desk.locator('.ant-menu-item-group-title', { hasText: group }).first().waitFor();
    await desk.getByRole('button', { name: '收起菜单' }).click();
    await desk.getByRole('button', { name: '展开菜单' }).waitFor();
    await expect.poll(() => desk.locator('.ant-layout-sider-collapsed').count()).toBe(1);
    await fitsTheWindow(desk);
    await stillScreenshot(desk, 'admin-layout-02-collapsed');
    await desk.getByRole('menuitem', { name: '操作日志' }).click();
    await desk.waitForURL(/\/admin\/audit-log$/);
    await expect.poll(() => breadcrumb(desk).textContent()).toBe('系统/操作日志');
    await desk.getByRole('button', { name: '展开菜单' }).click();
    await desk.getByRole('button', { name: '收起菜单' }).waitFor();

    // A member's detail page sits under 会员列表 in the menu and the breadcrumb, which links back to the list.
    await desk.goto(`${server.base}/admin/members/${player.name}`);
    await expect.poll(() => breadcrumb(desk).textContent()).toBe(`会员/会员列表/${player.name}`);
    await desk.getByRole('heading', { name: `会员详情 · ${player.name}` }).waitFor();
    await expect.poll(() => desk.locator('.ant-spin-spinning, .ant-skeleton').count(), { timeout: 10_000 }).toBe(0);
    await fitsTheWindow(desk);
    await stillScreenshot(desk, 'admin-layout-02b-member-detail-1024');
    await breadcrumb(desk).getByRole('link', { name: '会员列表' }).click();
    await desk.waitForURL(/\/admin\/member-list$/);

    // The operator's menu in the header: who is signed in, and the two sign-outs.
    await desk.getByTestId('operator').click();
    await desk.getByRole('button', { name: '退出所有设备' }).waitFor();
    await stillScreenshot(desk, 'admin-layout-03-operator-menu');
    await desk.getByRole('button', { name: '退出登录' }).click();
    await desk.waitForURL(/\/admin\/login$/);
    await desk.close();
  });

  it('on a phone (390×844) the menu is a drawer opened from the header, and the page does not scroll sideways', async () => {
    const { server } = session;
    const player = await pendingWithdrawal(300);
    const owner = await createOperator(server, 'frame-phone', 'owner');
    const phone = await session.newPage({ width: 390, height: 844 });
    await signIn(phone, server, owner);
    await phone.waitForURL(/\/admin\/dashboard$/);
    // No side menu takes the phone's width: its screens are behind the header's button.
    expect(await phone.locator('.ant-layout-sider').count()).toBe(0);
    await fitsTheWindow(phone);
    await stillScreenshot(phone, 'admin-layout-04-phone-dashboard');

    await phone.getByRole('button', { name: '打开菜单' }).click();
    const drawer = phone.getByRole('dialog', { name: '运营后台' });
    await drawer.getByRole('menuitem', { name: '提现审核' }).waitFor();
    // The phone's drawer slides in (no reduced motion asked there).
    await settledScreenshot(phone, 'admin-layout-05-phone-menu');
    await drawer.getByRole('menuitem', { name: '提现审核' }).click();
    await phone.waitForURL(/\/admin\/withdrawals$/);
    await expect.poll(() => phone.getByRole('dialog', { name: '运营后台' }).count()).toBe(0);
    await phone.getByRole('row').filter({ hasText: player.name }).waitFor();
    await fitsTheWindow(phone);
    await settledScreenshot(phone, 'admin-layout-06-phone-withdrawals');
    await phone.close();
  });
});
