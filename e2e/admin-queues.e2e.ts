import { sendCall } from '@casino/contract/http-call';
import { activityApplyStateLabel, FUNDS_STATE_LABELS } from '@casino/contract/labels';
import { MSG } from '@casino/contract/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from './support/browser';
import { createOperator, signIn } from './support/operator';
import { phoneSession } from './support/phone-session';
import { credit, openAs, registerPlayer, type Player } from './support/player';

describe('the review queues of the operator console: withdrawals, promotion and agent applications', () => {
  const session = phoneSession();

  /** Waits for a message (antd's toast, antd-mobile's toast) or any text to show. */
  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });

  /** The queue's row of this member, once it shows. */
  async function rowOf(screen: Page, player: Player) {
    const row = screen.getByRole('row').filter({ hasText: player.name });
    await row.waitFor();
    return row;
  }

  /** Clicks a row's 通过 or 拒绝, reads the Popconfirm's question, confirms it and waits for the answer. */
  async function review(screen: Page, player: Player, action: '通过' | '拒绝', question: string) {
    const row = await rowOf(screen, player);
    await row.getByRole('button', { name: action }).click();
    const popconfirm = screen.locator('.ant-popconfirm').locator('visible=true');
    await popconfirm.getByText(question, { exact: true }).waitFor();
    await popconfirm.getByRole('button', { name: '确定' }).click();
    await shown(screen, MSG.operationOk);
    await expect.poll(() => screen.getByRole('row').filter({ hasText: player.name }).count()).toBe(0);
  }

  /** A screenshot of the console once it is still: no table loading, no toast of the last action. */
  async function consoleScreenshot(screen: Page, name: string) {
    await expect.poll(() => screen.locator('.ant-spin-spinning, .ant-btn-loading, .ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
    await keepScreenshot(screen, name);
  }

  /** Opens a screen from the side menu. */
  async function openScreen(screen: Page, label: string, path: string) {
    await screen.getByRole('menuitem', { name: label }).click();
    await screen.waitForURL(new RegExp(`/admin/${path}$`));
  }

  /** Opens a screen of the phone afresh, so that it reads the member's state again. */
  async function openOnPhone(phone: Page, path: string) {
    await phone.goto(`${session.server.base}/#${path}`);
    await phone.reload();
  }

  /** The main wallet as the phone's withdraw screen shows it. */
  async function withdrawBalance(phone: Page, expected: string) {
    await openOnPhone(phone, '/withdraw');
    await expect.poll(() => phone.getByTestId('withdraw-balance').textContent(), { timeout: 10_000 }).toBe(expected);
  }

  /** Requests a withdrawal on the phone's withdraw screen, to the bound account shown as `account`. */
  async function withdrawOnPhone(phone: Page, player: Player, kind: '银行卡' | 'USDT', account: string, amount: string) {
    await phone.getByRole('option', { name: kind }).click();
    await phone.getByText(account, { exact: true }).click();
    await phone.getByPlaceholder('单笔最低100元').fill(amount);
    await phone.getByPlaceholder('请输入6位数字支付密码').fill(player.payPassword);
    await phone.getByRole('button', { name: '确认取款' }).click();
    await shown(phone, MSG.withdrawSubmitted);
    await phone.waitForURL(/#\/fundingRecords$/, { timeout: 5000 });
  }

  it('finance refuses a withdrawal and the money is back on the phone, approves a USDT one once and it stays out; content sees none of it', async () => {
    const { server } = session;
    const player = await registerPlayer(server);
    await credit(server, player, 500);
    // The accounts are bound through the player API (their screens have their own e2e): a card and a TRC20 address.
    await sendCall(server.base, 'bindcard', { bank_owner: '测试玩家', bank: '中国农业银行', bank_address: '深圳南山支行', bank_no: '6225880011112222', pay_pass: player.payPassword }, { token: player.token });
    await sendCall(server.base, 'bindcard', { bank: 'USDT', bank_no: 'TQ5dQmPZ1aMCj3Hd8V9hRq3Ls8rMq2Fk7x', bank_owner: 'TRC20', bank_address: 'TRC20', pay_pass: player.payPassword }, { token: player.token });

    const phone = await session.newPage();
    await openAs(phone, server, player, '/withdraw');
    await withdrawBalance(phone, '500.00');
    await withdrawOnPhone(phone, player, '银行卡', '中国农业银行（尾号2222）', '200');
    await withdrawBalance(phone, '300.00');

    // A content operator has none of the queues in the menu (only the banners), and the screen's address answers the refusal, not the queue.
    const writer = await createOperator(server, 'writer', 'content');
    const contentWindow = await session.newConsolePage();
    await signIn(contentWindow, server, writer);
    await contentWindow.waitForURL(/\/admin\/banners$/);
    expect(await contentWindow.getByRole('menuitem').allTextContents()).toEqual(['横幅管理', '公告管理', '优惠活动', '文章管理', '游戏管理']);
    await contentWindow.goto(`${server.base}/admin/withdrawals`);
    await shown(contentWindow, MSG.adminForbidden);
    expect(await contentWindow.getByText(player.name).count()).toBe(0);
    await consoleScreenshot(contentWindow, 'admin-withdrawals-01-content-refused');
    await contentWindow.close();

    const finance = await createOperator(server, 'cashier', 'finance');
    const desk = await session.newConsolePage();
    await signIn(desk, server, finance);
    expect(await desk.getByRole('menuitem').allTextContents()).toEqual(['概览', '充值审核', '提现审核', '优惠申请', '会员列表', '支付设置', 'VIP等级', '账本核对', '报表']);
    await openScreen(desk, '提现审核', 'withdrawals');
    const row = await rowOf(desk, player);
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(1, 5)).toEqual([player.name, '200.00', '200.00 元', '中国农业银行 6225880011112222 测试玩家']);
    expect(cells[0]).toMatch(/\S/);
    await consoleScreenshot(desk, 'admin-withdrawals-02-bank-card');
    await review(desk, player, '拒绝', `拒绝 ${player.name} 的 200.00 元提现？`);

    // The held 200 is back in the main wallet, and the record says refused.
    await withdrawBalance(phone, '500.00');
    await openOnPhone(phone, '/fundingRecords');
    await shown(phone, FUNDS_STATE_LABELS[3] ?? '');

    // A second one, to the USDT address: the queue shows what the phone said the address gets, in USDT.
    await openOnPhone(phone, '/withdraw');
    await phone.getByRole('option', { name: 'USDT' }).click();
    await phone.getByText('USDT-TRC20', { exact: true }).click();
    await phone.getByPlaceholder('单笔最低100元').fill('100');
    await expect.poll(() => phone.getByTestId('usdt-payout').textContent()).toMatch(/^\d+\.\d{2} USDT$/);
    const payout = (await phone.getByTestId('usdt-payout').textContent()) ?? '';
    await withdrawOnPhone(phone, player, 'USDT', 'USDT-TRC20', '100');

    await desk.getByRole('button', { name: '刷新' }).click();
    const usdtRow = await rowOf(desk, player);
    expect(await usdtRow.textContent()).toContain(payout);
    await consoleScreenshot(desk, 'admin-withdrawals-03-usdt');

    // The owner has the same withdrawal open and is about to refuse it when finance pays it out.
    const owner = await createOperator(server, 'boss', 'owner');
    const ownerWindow = await session.newConsolePage();
    await signIn(ownerWindow, server, owner);
    await openScreen(ownerWindow, '提现审核', 'withdrawals');
    await (await rowOf(ownerWindow, player)).getByRole('button', { name: '拒绝' }).click();
    await review(desk, player, '通过', `通过 ${player.name} 的 100.00 元提现？`);
    await shown(desk, '暂无待审核的提现');
    // The server answers once: the owner's late refusal is refused, and the list follows.
    await ownerWindow.locator('.ant-popconfirm').locator('visible=true').getByRole('button', { name: '确定' }).click();
    await shown(ownerWindow, MSG.reviewDone);
    await shown(ownerWindow, '暂无待审核的提现');
    await ownerWindow.close();

    // Paid out: the 100 stays out of the wallet.
    await withdrawBalance(phone, '400.00');
    await openOnPhone(phone, '/fundingRecords');
    await shown(phone, FUNDS_STATE_LABELS[2] ?? '');
    await phone.close();
    await desk.close();
  });

  it('support approves a promotion application and an agent application made on a phone, and the player sees both', async () => {
    const { server } = session;
    const player = await registerPlayer(server);
    const phone = await session.newPage();
    await openAs(phone, server, player, '/discount');
    await phone.getByRole('region', { name: '优惠活动' }).getByRole('link', { name: '真人视讯连赢奖励' }).click();
    await phone.locator('article.promotion-detail').getByRole('button', { name: '立即申请' }).click();
    await phone.getByRole('textbox', { name: '金额' }).fill('128');
    await phone.getByRole('button', { name: '提交申请' }).click();
    await shown(phone, MSG.applySubmitted);

    await openOnPhone(phone, '/apply');
    // The form is filled in once the member is read: the real name comes from the account.
    await expect.poll(() => phone.getByRole('textbox', { name: '真实姓名' }).inputValue(), { timeout: 10_000 }).toBe('测试玩家');
    await phone.getByPlaceholder('请输入手机号').fill('13812345678');
    await phone.getByPlaceholder('请输入申请理由').fill('有稳定的推广渠道');
    await phone.getByRole('button', { name: '提交申请' }).click();
    await shown(phone, MSG.applySubmitted);

    const support = await createOperator(server, 'helper', 'support');
    const desk = await session.newConsolePage();
    await signIn(desk, server, support);
    expect(await desk.getByRole('menuitem').allTextContents()).toEqual(['充值审核', '提现审核', '优惠申请', '代理申请', '会员列表', '站内信', 'VIP等级']);

    // Support may see the withdrawals, not pay them out.
    await openScreen(desk, '提现审核', 'withdrawals');
    await shown(desk, '暂无待审核的提现');
    expect(await desk.getByRole('columnheader', { name: '操作' }).count()).toBe(0);

    await openScreen(desk, '优惠申请', 'applications');
    const application = await rowOf(desk, player);
    expect((await application.getByRole('cell').allTextContents()).slice(0, 3)).toEqual([player.name, '真人视讯连赢奖励', '128.00']);
    await consoleScreenshot(desk, 'admin-applications-01-pending');
    // Approved with a bonus of 128, credited through the ledger.
    await application.getByRole('button', { name: '通过' }).click();
    const dialog = desk.getByRole('dialog', { name: `通过 ${player.name} 的「真人视讯连赢奖励」申请` });
    await dialog.getByLabel('彩金（元）').fill('128');
    await consoleScreenshot(desk, 'admin-applications-02-bonus');
    await dialog.getByRole('button', { name: '通过' }).click();
    await shown(desk, MSG.operationOk);
    await shown(desk, '暂无待审核的优惠申请');
    await withdrawBalance(phone, '128.00');

    await openScreen(desk, '代理申请', 'agents');
    const agent = await rowOf(desk, player);
    expect((await agent.getByRole('cell').allTextContents()).slice(0, 4)).toEqual([player.name, '测试玩家', '13812345678', '有稳定的推广渠道']);
    await consoleScreenshot(desk, 'admin-agents-01-pending');
    await review(desk, player, '通过', `通过 ${player.name}（测试玩家）的代理申请？`);
    await shown(desk, '暂无待审核的代理申请');
    await desk.close();

    await openOnPhone(phone, '/applyList');
    const record = phone.getByRole('region', { name: '申请记录' }).locator('article').filter({ hasText: '真人视讯连赢奖励' });
    await expect.poll(() => record.textContent(), { timeout: 10_000 }).toContain(activityApplyStateLabel(2));
    expect(await record.textContent()).not.toContain(activityApplyStateLabel(1));
    // An agent now: the application screen says so instead of the form.
    await openOnPhone(phone, '/apply');
    await shown(phone, MSG.alreadyAgent);
    await phone.close();
  });
});
