import { sendCall } from '@casino/contract/send-call';
import { MSG } from '@casino/contract/messages';
import { SERVER_MSG } from '@casino/contract/server-messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from './support/browser';
import { consoleAs, createOperator } from './support/operator';
import { phoneSession } from './support/phone-session';
import { credit, registerPlayer, type Player } from './support/player';
import { onServerDatabase } from './support/server-database';

/** Issue #30 items 8 and 13: live alerts of new withdrawals and deposits, and a large withdrawal's two approvals, as two finance operators work them. */
describe('live alerts and four-eyes review in the operator console', () => {
  const session = phoneSession();

  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });

  /** A player with a bound bank card and `yuan` in the wallet. */
  async function playerWithCard(yuan: number): Promise<{ player: Player; card: number }> {
    const player = await registerPlayer(session.server);
    await credit(session.server, player, yuan);
    const bound = await sendCall(session.server.base, 'bindcard', { bank_owner: '测试玩家', bank: '中国农业银行', bank_address: '深圳南山支行', bank_no: `62258800${String(Date.now()).slice(-8)}`, pay_pass: player.payPassword }, { token: player.token });
    return { player, card: bound.data.id };
  }

  /** Approves the member's row on the withdrawal queue through its Popconfirm. */
  async function approve(desk: Page, player: Player) {
    const row = desk.getByRole('row').filter({ hasText: player.name });
    await row.getByRole('button', { name: '通过' }).click();
    const popconfirm = desk.locator('.ant-popconfirm').locator('visible=true');
    await popconfirm.getByRole('button', { name: '确定' }).click();
  }

  it('a withdrawal reaches the signed-in operators within seconds (notification, menu badge, tab title) and a large one takes two of them, each told where it stands', async () => {
    const { server } = session;
    const { player, card } = await playerWithCard(3_000);
    // Above 1,000 yuan a withdrawal takes two operators.
    await onServerDatabase(server, (database) => database.db.updateTable('site').set({ second_review_fen: 1_000_00 }).execute());

    const first = await consoleAs(session, await createOperator(server, 'alert-ann', 'finance'));
    const second = await consoleAs(session, await createOperator(server, 'alert-ben', 'finance'));
    await first.getByRole('menuitem', { name: /概览/ }).click();
    await expect.poll(() => first.title()).toBe('运营后台');

    // The player asks for 2,000 yuan; no one reloads anything.
    const asked = await sendCall(server.base, 'withdraw', { bank: card, amount: '2000', password: player.payPassword }, { token: player.token });
    expect(asked.code).toBe(200);
    await shown(first, '新的提现申请');
    await expect.poll(() => first.title(), { timeout: 10_000 }).toBe('(1) 运营后台');
    await expect.poll(() => first.getByRole('menuitem', { name: /提现审核/ }).textContent()).toContain('1');
    await expect.poll(() => second.title(), { timeout: 10_000 }).toBe('(1) 运营后台');
    await keepScreenshot(first, 'admin-alerts-01-new-withdrawal');

    // The notification opens the queue, where the first approval is recorded and the row says it waits on someone else.
    await first.getByText('新的提现申请', { exact: true }).click();
    await first.waitForURL(/\/admin\/withdrawals/);
    await approve(first, player);
    await shown(first, SERVER_MSG.withdrawalFirstApproval);
    await shown(first, '您已初审，待其他管理员复核');

    // The second operator's queue refreshed itself: it names who approved first; their approval pays it.
    await second.getByRole('menuitem', { name: /提现审核/ }).click();
    await shown(second, '已由 admin:alert-ann 初审，待复核');
    await approve(second, player);
    await shown(second, MSG.operationOk);
    await expect.poll(() => first.title(), { timeout: 10_000 }).toBe('运营后台');
    await expect.poll(() => second.title(), { timeout: 10_000 }).toBe('运营后台');

    await second.goto(`${server.base}/admin/withdrawals?state=approved`);
    await shown(second, '初审 admin:alert-ann · 复核 admin:alert-ben');
    await keepScreenshot(second, 'admin-alerts-02-paid-by-two');
    await first.close();
    await second.close();
  });
});
