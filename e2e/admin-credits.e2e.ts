import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, settledScreenshot } from './support/browser';
import { consoleAs, createOperator } from './support/operator';
import { phoneSession } from './support/phone-session';
import { openAs, registerPlayer, type Player } from './support/player';

describe('credits that are not the member’s own money: a second operator for large ones, and the turnover they ask', () => {
  const session = phoneSession();

  /** Waits for a message (antd's toast, antd-mobile's toast) or any text to show. */
  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
  /** The value a bordered Descriptions shows next to its label. */
  const described = (page: Page, label: string) => page.locator('th.ant-descriptions-item-label', { hasText: label }).first().locator('xpath=following-sibling::td[1]').textContent();
  /** A figure of the phone's screen at `path`, read afresh: the screen is loaded again and shows '--' until it has read it. */
  const phoneFigure = async (phone: Page, path: string, testId: string) => {
    await phone.goto(`${session.server.base}/#${path}`);
    await phone.reload();
    await expect.poll(() => phone.getByTestId(testId).textContent(), { timeout: 10_000 }).not.toBe('--');
    return phone.getByTestId(testId).textContent();
  };

  /** 余额调整 on the member's detail: amount, kind and reason, confirmed in the dialog that names the amount. */
  async function adjust(desk: Page, player: Player, credit: { yuan: string; kind: '奖金' | '纠错'; reason: string }) {
    await desk.goto(`${session.server.base}/admin/members/${player.name}`);
    await desk.getByRole('heading', { name: `会员详情 · ${player.name}` }).waitFor();
    // The field, not the ledger's sortable 金额（元） header, which has the same label.
    await desk.getByRole('textbox', { name: '金额（元）', exact: true }).fill(credit.yuan);
    await desk.getByRole('radio', { name: credit.kind }).check();
    await desk.getByLabel('调整原因').fill(credit.reason);
    await desk.getByRole('button', { name: '调整余额' }).click();
    const dialog = desk.getByRole('dialog').filter({ hasText: `增加会员 ${player.name} 的余额 ${credit.yuan}.00 元？` });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`类型：${credit.kind}；原因：${credit.reason}`);
    await dialog.getByRole('button', { name: '确定' }).click();
  }

  /** Opens 加款复核 from the side menu. */
  async function openCredits(desk: Page) {
    await desk.getByRole('menuitem', { name: '加款复核' }).click();
    await desk.waitForURL(/\/admin\/credits$/);
  }

  /** Clicks a waiting credit's 通过 or 拒绝, reads the question and who asked, gives a refusal its reason, and confirms. */
  async function review(desk: Page, player: Player, action: '通过' | '拒绝', question: string, askedBy: string, reason?: string) {
    const row = desk.getByRole('row').filter({ hasText: player.name });
    await row.getByRole('button', { name: action }).click();
    const popconfirm = desk.locator('.ant-popconfirm').locator('visible=true');
    await popconfirm.getByText(question, { exact: true }).waitFor();
    expect(await popconfirm.textContent()).toContain(`由 ${askedBy} 于`);
    if (reason !== undefined) await popconfirm.getByLabel('拒绝原因').fill(reason);
    await popconfirm.getByRole('button', { name: '确定' }).click();
  }

  it('finance credits a 60,000 bonus, which waits; the one who asked cannot approve it, a second finance operator can, and the player must bet it; a second request refused credits nothing', async () => {
    const { server } = session;
    const player = await registerPlayer(server);
    const phone = await session.newPage();
    await openAs(phone, server, player, '/');
    expect(await phoneFigure(phone, '/', 'home-balance')).toBe('0.00');

    // The first finance operator asks for 60,000 as a bonus (the default kind): above the site's 50,000 it waits.
    const first = await createOperator(server, 'cash1', 'finance');
    const asker = await consoleAs(session, first);
    await asker.goto(`${server.base}/admin/members/${player.name}`);
    await asker.getByRole('heading', { name: `会员详情 · ${player.name}` }).waitFor();
    expect(await asker.getByRole('radio', { name: '奖金' }).isChecked()).toBe(true);
    await asker.getByText('奖金需按打码倍数完成投注后才能提现；纠错为会员本人资金，不要求打码').waitFor();
    await adjust(asker, player, { yuan: '60000', kind: '奖金', reason: '年终回馈' });
    await shown(asker, ADMIN_MSG.adminCreditAwaitingSecond);
    await expect.poll(() => asker.getByRole('textbox', { name: '金额（元）', exact: true }).inputValue()).toBe('');
    expect(await described(asker, '主钱包')).toBe('0.00');
    await settledScreenshot(asker, 'admin-credits-01-awaiting-second');
    // Nothing reached the player.
    expect(await phoneFigure(phone, '/', 'home-balance')).toBe('0.00');

    // The one who asked opens 加款复核 and tries to approve it: the server's refusal, and the credit still waits.
    await openCredits(asker);
    const waiting = asker.getByRole('row').filter({ hasText: player.name });
    await waiting.waitFor();
    expect((await waiting.getByRole('cell').allTextContents()).slice(0, 5)).toEqual([player.name, '余额调整 · 奖金', '60,000.00', '年终回馈', 'admin:cash1']);
    await review(asker, player, '通过', `通过 ${player.name} 的 60,000.00 元加款？`, 'admin:cash1');
    await shown(asker, ADMIN_MSG.adminCreditSecondReviewer);
    await waiting.waitFor();

    // A second finance operator approves it: it leaves the list and reaches the player, with its turnover (1× by default).
    const second = await createOperator(server, 'cash2', 'finance');
    const approver = await consoleAs(session, second);
    await openCredits(approver);
    await keepScreenshot(approver, 'admin-credits-02-waiting');
    await review(approver, player, '通过', `通过 ${player.name} 的 60,000.00 元加款？`, 'admin:cash1');
    await shown(approver, MSG.operationOk);
    await shown(approver, '暂无待复核的加款');
    expect(await phoneFigure(phone, '/', 'home-balance')).toBe('60000.00');
    expect(await phoneFigure(phone, '/withdraw', 'withdraw-turnover')).toBe('60000.00');
    await keepScreenshot(phone, 'admin-credits-03-phone-turnover');

    // A second request, a correction of 70,000, refused with a reason: nothing is credited and no turnover added.
    await adjust(asker, player, { yuan: '70000', kind: '纠错', reason: '补登充值' });
    await shown(asker, ADMIN_MSG.adminCreditAwaitingSecond);
    await approver.getByRole('button', { name: '刷新' }).click();
    const correction = approver.getByRole('row').filter({ hasText: player.name });
    await correction.waitFor();
    expect((await correction.getByRole('cell').allTextContents()).slice(0, 4)).toEqual([player.name, '余额调整 · 纠错', '70,000.00', '补登充值']);
    await review(approver, player, '拒绝', `拒绝 ${player.name} 的 70,000.00 元加款？`, 'admin:cash1', '未见充值凭证');
    await shown(approver, MSG.operationOk);
    await shown(approver, '暂无待复核的加款');
    expect(await phoneFigure(phone, '/', 'home-balance')).toBe('60000.00');
    expect(await phoneFigure(phone, '/withdraw', 'withdraw-turnover')).toBe('60000.00');
    await asker.goto(`${server.base}/admin/members/${player.name}`);
    await expect.poll(() => described(asker, '主钱包'), { timeout: 10_000 }).toBe('60,000.00');
    await phone.close();
    await asker.close();
    await approver.close();
  }, 120_000);

  it("content sets a promotion's 流水倍数 to 15; support may approve an application without a bonus only; finance approves it with 1,000 and the player must bet 15,000", async () => {
    const { server } = session;
    const promotion = '真人视讯连赢奖励';

    // Content: the promotion form checks the multiple with the contract's rules, then saves 15.
    const editor = await consoleAs(session, await createOperator(server, 'promoter', 'content'));
    await editor.getByRole('menuitem', { name: '优惠活动' }).click();
    await editor.waitForURL(/\/admin\/promotions$/);
    const row = editor.getByRole('row').filter({ hasText: promotion });
    expect(await row.textContent()).toContain('1 倍');
    await row.getByRole('button', { name: '编辑' }).click();
    const drawer = editor.getByRole('dialog', { name: '编辑活动' });
    const multiple = drawer.getByLabel('流水倍数');
    expect(await multiple.inputValue()).toBe('1.00');
    await multiple.fill('100.5');
    await drawer.getByRole('button', { name: '保存' }).click();
    await shown(editor, ADMIN_MSG.adminTurnoverMultiple);
    await multiple.fill('15');
    await keepScreenshot(editor, 'admin-credits-04-promotion-multiple');
    await drawer.getByRole('button', { name: '保存' }).click();
    await shown(editor, MSG.operationOk);
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('15 倍');
    await editor.close();

    // The player applies for it on the phone.
    const player = await registerPlayer(server);
    const phone = await session.newPage();
    await openAs(phone, server, player, '/discount');
    await phone.getByRole('region', { name: '优惠活动' }).getByRole('link', { name: promotion }).click();
    await phone.locator('article.promotion-detail').getByRole('button', { name: '立即申请' }).click();
    await phone.getByRole('textbox', { name: '金额' }).fill('1000');
    await phone.getByRole('button', { name: '提交申请' }).click();
    await shown(phone, MSG.applySubmitted);

    // Support is told that a bonus is not theirs to give, rather than refused by the server.
    const helpdesk = await consoleAs(session, await createOperator(server, 'helper', 'support'));
    await helpdesk.getByRole('menuitem', { name: '优惠申请' }).click();
    await helpdesk.getByRole('row').filter({ hasText: player.name }).getByRole('button', { name: '通过' }).click();
    const supportDialog = helpdesk.getByRole('dialog', { name: `通过 ${player.name} 的「${promotion}」申请` });
    await supportDialog.getByText('发放奖金需财务或所有者', { exact: false }).waitFor();
    expect(await supportDialog.getByLabel('彩金（元）').count()).toBe(0);
    await settledScreenshot(helpdesk, 'admin-credits-05-support-no-bonus');
    await supportDialog.getByRole('button', { name: /取\s*消/ }).click();
    await supportDialog.waitFor({ state: 'hidden' });
    await helpdesk.close();

    // Finance approves it with a bonus of 1,000 (below the two-operator amount: credited at once); refusing is support's.
    const cashier = await consoleAs(session, await createOperator(server, 'cash3', 'finance'));
    await cashier.getByRole('menuitem', { name: '优惠申请' }).click();
    const application = cashier.getByRole('row').filter({ hasText: player.name });
    await application.waitFor();
    expect(await application.getByRole('button', { name: '拒绝' }).count()).toBe(0);
    await application.getByRole('button', { name: '通过' }).click();
    const dialog = cashier.getByRole('dialog', { name: `通过 ${player.name} 的「${promotion}」申请` });
    await dialog.getByLabel('彩金（元）').fill('1000');
    await dialog.getByRole('button', { name: '通过' }).click();
    await shown(cashier, MSG.operationOk);
    await shown(cashier, '暂无待审核的优惠申请');
    await cashier.close();

    // The bonus is in the wallet, and 15 times it is to be bet before a withdrawal.
    expect(await phoneFigure(phone, '/withdraw', 'withdraw-balance')).toBe('1000.00');
    expect(await phoneFigure(phone, '/withdraw', 'withdraw-turnover')).toBe('15000.00');
    await keepScreenshot(phone, 'admin-credits-06-phone-promotion-turnover');
    await phone.close();
  });
});
