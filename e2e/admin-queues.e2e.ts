import { sendCall } from '@casino/contract/send-call';
import { activityApplyStateLabel, FUNDS_STATE_LABELS } from '@casino/contract/labels';
import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from './support/browser';
import { createOperator, menuLabels, signIn } from './support/operator';
import { phoneSession } from './support/phone-session';
import { credit, openAs, registerPlayer, type Player } from './support/player';
import { TRC20_ADDRESS } from '../packages/contract/test/crypto-addresses';

describe('the review queues of the operator console: deposits, withdrawals, promotion and agent applications', () => {
  const session = phoneSession();

  /** Waits for a message (antd's toast, antd-mobile's toast) or any text to show. */
  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });

  /** The queue's row of this member, once it shows. */
  async function rowOf(screen: Page, player: Player) {
    const row = screen.getByRole('row').filter({ hasText: player.name });
    await row.waitFor();
    return row;
  }

  /** Clicks a row's 通过 or 拒绝, reads the Popconfirm's question, gives a refusal its reason if any, confirms it and waits for the answer. */
  async function review(screen: Page, player: Player, action: '通过' | '拒绝', question: string, reason?: string) {
    const row = await rowOf(screen, player);
    await row.getByRole('button', { name: action }).click();
    const popconfirm = screen.locator('.ant-popconfirm').locator('visible=true');
    await popconfirm.getByText(question, { exact: true }).waitFor();
    if (reason !== undefined) await popconfirm.getByLabel('拒绝原因').fill(reason);
    await popconfirm.getByRole('button', { name: '确定' }).click();
    await shown(screen, MSG.operationOk);
    await expect.poll(() => screen.getByRole('row').filter({ hasText: player.name }).count()).toBe(0);
  }

  /** A screenshot of the console once it is still: no table loading or fading in, no toast of the last action. */
  async function consoleScreenshot(screen: Page, name: string) {
    await expect.poll(() => screen.locator('.ant-spin-spinning, .ant-spin-blur, .ant-btn-loading, .ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
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
    await sendCall(server.base, 'bindcard', { bank: 'USDT', bank_no: TRC20_ADDRESS, bank_owner: 'TRC20', bank_address: 'TRC20', pay_pass: player.payPassword }, { token: player.token });

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
    expect(await menuLabels(contentWindow)).toEqual(['横幅管理', '公告管理', '优惠活动', '文章管理', '游戏管理']);
    await contentWindow.goto(`${server.base}/admin/withdrawals`);
    await shown(contentWindow, ADMIN_MSG.adminForbidden);
    expect(await contentWindow.getByText(player.name).count()).toBe(0);
    await consoleScreenshot(contentWindow, 'admin-withdrawals-01-content-refused');
    await contentWindow.close();

    const finance = await createOperator(server, 'cashier', 'finance');
    const desk = await session.newConsolePage();
    await signIn(desk, server, finance);
    expect(await menuLabels(desk)).toEqual(['概览', '充值审核', '提现审核', '加款复核', '优惠申请', '会员列表', '黑名单', '支付设置', 'VIP等级', '账本核对', '报表', '转账待确认', '支付通知', '代付记录', '回调日志']);
    await openScreen(desk, '提现审核', 'withdrawals');
    const row = await rowOf(desk, player);
    const cells = await row.getByRole('cell').allTextContents();
    // The first two cells are the row's expand button and its selection box for bulk review.
    expect(cells.slice(3, 7)).toEqual([player.name, '200.00', '200.00 元', '中国农业银行 6225880011112222 测试玩家']);
    expect(cells[2]).toMatch(/^W\d+/);
    await consoleScreenshot(desk, 'admin-withdrawals-02-bank-card');
    // The row opens to the member's activity: no deposits to bet through, no earlier withdrawal, the card bound.
    await row.getByRole('button', { name: '展开行' }).click();
    const activity = desk.getByRole('region', { name: `${player.name} 的提现记录` });
    await expect.poll(() => activity.textContent(), { timeout: 10_000 }).toContain('已达标');
    expect(await activity.textContent()).toContain('0 笔，共 0.00 元');
    expect(await activity.textContent()).toContain('银行卡 中国农业银行 6225880011112222 测试玩家 绑定于');
    expect(await activity.getByRole('link', { name: `${player.name}（会员详情）` }).getAttribute('href')).toBe(`/admin/members/${player.name}`);
    await consoleScreenshot(desk, 'admin-withdrawals-02b-activity');
    await row.getByRole('button', { name: '关闭行' }).click();
    await review(desk, player, '拒绝', `拒绝 ${player.name} 的 200.00 元提现？`, '账户信息不符');

    // The held 200 is back in the main wallet, and the record says refused, and why.
    await withdrawBalance(phone, '500.00');
    await openOnPhone(phone, '/fundingRecords');
    await shown(phone, FUNDS_STATE_LABELS[3] ?? '');
    await shown(phone, '拒绝原因：账户信息不符');

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
    // Without the live alerts (as when their stream has dropped): otherwise the paid withdrawal's alert refreshes the
    // owner's queue and takes the row, with the open 拒绝 confirmation, away before the late click this step is about.
    await ownerWindow.route('**/admin/api/live/queues', (route) => route.abort());
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

    // The refused and the paid one, each under its state, through the address of the screen.
    await desk.goto(`${server.base}/admin/withdrawals?state=refused&username=${player.name}`);
    const refusedRow = await rowOf(desk, player);
    expect(await refusedRow.textContent()).toContain('200.00');
    expect(await refusedRow.textContent()).toContain('已拒绝');
    expect(await refusedRow.textContent()).toContain('原因：账户信息不符');
    expect(await desk.getByRole('row').filter({ hasText: player.name }).count()).toBe(1);
    await desk.goto(`${server.base}/admin/withdrawals?state=approved&username=${player.name}&kind=usdt`);
    expect(await (await rowOf(desk, player)).textContent()).toContain(payout);
    await consoleScreenshot(desk, 'admin-withdrawals-04-approved-usdt');
    await phone.close();
    await desk.close();
    // Four windows and two withdrawals: twice the suite's limit, which this journey neared on a busy machine.
  }, 120_000);

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
    expect(await menuLabels(desk)).toEqual(['充值审核', '提现审核', '优惠申请', '代理申请', '会员列表', '站内信', '黑名单', 'VIP等级', '回调日志']);

    // Support may see the withdrawals, not pay them out.
    await openScreen(desk, '提现审核', 'withdrawals');
    await shown(desk, '暂无待审核的提现');
    expect(await desk.getByRole('columnheader', { name: '操作' }).count()).toBe(0);

    await openScreen(desk, '优惠申请', 'applications');
    const application = await rowOf(desk, player);
    expect((await application.getByRole('cell').allTextContents()).slice(0, 3)).toEqual([player.name, '真人视讯连赢奖励', '128.00']);
    await consoleScreenshot(desk, 'admin-applications-01-pending');
    // Approved without a bonus: support grants none (finance's journey in admin-credits.e2e.ts gives one).
    await application.getByRole('button', { name: '通过' }).click();
    const dialog = desk.getByRole('dialog', { name: `通过 ${player.name} 的「真人视讯连赢奖励」申请` });
    await dialog.getByText('发放奖金需财务或所有者', { exact: false }).waitFor();
    await consoleScreenshot(desk, 'admin-applications-02-approve');
    await dialog.getByRole('button', { name: '通过' }).click();
    await shown(desk, MSG.operationOk);
    await shown(desk, '暂无待审核的优惠申请');
    await withdrawBalance(phone, '0.00');

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
  it('support refuses a promotion application and an agent application with reasons, and the phone shows both reasons', async () => {
    const { server } = session;
    const player = await registerPlayer(server);
    expect((await sendCall(server.base, 'doactivityapply', { activityid: 4, amount: '8' }, { token: player.token })).code).toBe(200);
    expect((await sendCall(server.base, 'applyagentdo', { mobile: '13812345678', apply_info: '朋友多' }, { token: player.token })).code).toBe(200);

    const support = await createOperator(server, 'refuser', 'support');
    const desk = await session.newConsolePage();
    await signIn(desk, server, support);
    await openScreen(desk, '优惠申请', 'applications');
    const application = await rowOf(desk, player);
    await application.getByRole('button', { name: '拒绝' }).click();
    const popconfirm = desk.locator('.ant-popconfirm').locator('visible=true');
    await popconfirm.getByLabel('拒绝原因').fill('请先完成首存');
    await consoleScreenshot(desk, 'admin-applications-03-refuse-with-reason');
    await popconfirm.getByRole('button', { name: '确定' }).click();
    await shown(desk, MSG.operationOk);
    await expect.poll(() => desk.getByRole('row').filter({ hasText: player.name }).count()).toBe(0);

    await openScreen(desk, '代理申请', 'agents');
    await review(desk, player, '拒绝', `拒绝 ${player.name}（测试玩家）的代理申请？`, '推广渠道不明确');
    await desk.close();

    const phone = await session.newPage();
    await openAs(phone, server, player, '/applyList');
    const record = phone.getByRole('region', { name: '申请记录' }).locator('article').first();
    await expect.poll(() => record.textContent(), { timeout: 10_000 }).toContain('拒绝原因：请先完成首存');
    await openOnPhone(phone, '/message?type=0');
    const inbox = phone.getByRole('region', { name: '消息中心' });
    await expect.poll(() => inbox.textContent(), { timeout: 10_000 }).toContain('代理申请未通过');
    await keepScreenshot(phone, 'admin-agents-02-refusal-in-inbox');
    await phone.close();
  });

  it('finance filters the deposits by member and state through the address, opens a row\'s activity, and bulk-approves two deposits made on a phone', async () => {
    const { server } = session;
    const player = await registerPlayer(server);
    const other = await registerPlayer(server);
    await sendCall(server.base, 'recharge', { paytype: 3, amount: '300' }, { token: other.token });

    // Two USDT deposits made on the phone.
    const phone = await session.newPage();
    const orders: string[] = [];
    for (const amount of ['720', '280']) {
      await openAs(phone, server, player, '/wallet?type=0');
      await phone.getByRole('button', { name: /USDT/ }).click();
      const sheet = phone.getByRole('dialog', { name: 'USDT存款' });
      await sheet.getByText('TRC20', { exact: true }).click();
      await sheet.getByPlaceholder('请输入存款金额').fill(amount);
      await sheet.getByRole('button', { name: '立即存款' }).click();
      await phone.waitForURL(/#\/payInfo\?deposit_no=D\d+/);
      orders.push(new URL(phone.url().replace('#/', '')).searchParams.get('deposit_no') ?? '');
    }
    const [first, second] = orders as [string, string];

    const finance = await createOperator(server, 'teller', 'finance');
    const desk = await session.newConsolePage();
    await signIn(desk, server, finance);
    // The member filter in the address: the player's two orders, oldest first, and not the other player's.
    await desk.goto(`${server.base}/admin/deposits?username=${player.name}`);
    const rows = desk.getByRole('row').filter({ hasText: player.name });
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    expect(await rows.nth(0).textContent()).toContain(first);
    expect(await rows.nth(1).textContent()).toContain(second);
    expect(await desk.getByRole('row').filter({ hasText: other.name }).count()).toBe(0);
    expect(await desk.getByLabel('会员账号').inputValue()).toBe(player.name);
    await consoleScreenshot(desk, 'admin-deposits-01-member-filter');

    // The second order's activity: the first one listed before it, none approved yet, so approving it would make a first deposit.
    await rows.nth(1).getByRole('button', { name: '展开行' }).click();
    const activity = desk.getByRole('region', { name: `${player.name} 的充值记录` });
    await expect.poll(() => activity.textContent(), { timeout: 10_000 }).toContain(first);
    expect(await activity.textContent()).toContain('首充');
    expect(await activity.textContent()).toContain('0 笔，共 0.00 元');
    expect(await activity.textContent()).toContain('720.00');
    await consoleScreenshot(desk, 'admin-deposits-02-activity');
    await rows.nth(1).getByRole('button', { name: '关闭行' }).click();

    // Both selected and approved at once: each row answered, and the queue empties.
    await desk.getByRole('row').filter({ hasText: first }).getByRole('checkbox').check();
    await desk.getByRole('row').filter({ hasText: second }).getByRole('checkbox').check();
    await shown(desk, '已选 2 条');
    await desk.getByRole('button', { name: '批量通过' }).click();
    const popconfirm = desk.locator('.ant-popconfirm').locator('visible=true');
    await popconfirm.getByText('通过选中的 2 笔充值？', { exact: true }).waitFor();
    await popconfirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => desk.getByRole('status').filter({ hasText: '批量审核' }).textContent(), { timeout: 10_000 }).toBe('批量审核：2 成功，0 失败');
    await shown(desk, '暂无待审核的充值');
    await consoleScreenshot(desk, 'admin-deposits-03-bulk-approved');

    // The phone's balance has both.
    await phone.goto(`${server.base}/#/`);
    await expect.poll(() => phone.getByTestId('home-balance').textContent(), { timeout: 15_000 }).toBe('1000.00');

    // The state filter in the address: both now approved, by this operator.
    await desk.goto(`${server.base}/admin/deposits?state=approved&username=${player.name}`);
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    for (const index of [0, 1]) {
      expect(await rows.nth(index).textContent()).toContain('已通过');
      expect(await rows.nth(index).textContent()).toContain('admin:teller');
    }
    await consoleScreenshot(desk, 'admin-deposits-04-approved');
    await phone.close();
    await desk.close();
  });

  it("finance reads a bank deposit's depositor (bank, card, branch as entered) on its row and the accounts the order showed when it opens", async () => {
    const { server } = session;
    const player = await registerPlayer(server);
    const ordered = await sendCall(server.base, 'recharge', { paytype: 1, amount: '300', bank: '招商银行', bank_no: '6225880112345678', bank_owner: '李四', bank_address: '深圳科技园支行' }, { token: player.token });
    const order = ordered.message as string;
    const shownToPlayer = await sendCall(server.base, 'payinfo', { deposit_no: order }, { token: player.token });
    const [account] = shownToPlayer.data.cardlist;
    if (!account) throw new Error('the order showed no receiving account');

    const finance = await createOperator(server, 'matcher', 'finance');
    const desk = await session.newConsolePage();
    await signIn(desk, server, finance);
    await desk.goto(`${server.base}/admin/deposits?username=${player.name}`);
    const row = await rowOf(desk, player);
    expect(await row.textContent()).toContain('李四');
    expect(await row.textContent()).toContain('招商银行 6225880112345678');
    await row.getByRole('button', { name: '展开行' }).click();
    const payment = desk.locator('.ant-descriptions').filter({ hasText: '付款信息' });
    await expect.poll(() => payment.textContent(), { timeout: 10_000 }).toContain('深圳科技园支行');
    expect(await payment.textContent()).toContain(account.mch_id);
    await consoleScreenshot(desk, 'admin-deposits-05-depositor-and-receiving');
    await desk.close();
  });
});
