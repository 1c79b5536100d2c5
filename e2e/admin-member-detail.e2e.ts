import { sendCall } from '@casino/contract/send-call';
import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, settledScreenshot } from './support/browser';
import { consoleAs, createOperator } from './support/operator';
import { phoneSession } from './support/phone-session';
import { depositUsdtOnPhone, openAs, registerPlayer, type Player } from './support/player';
import { pickOption } from './support/console-select';

describe('the operator console: a member found, read and helped', () => {
  const session = phoneSession();

  /** Waits for a message (antd's toast) or any text to show. */
  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
  const phoneInput = (page: Page, placeholder: string) => page.locator(`input[placeholder="${placeholder}"]`).locator('visible=true');
  const submitLoginOnPhone = async (phone: Page, name: string, password: string) => {
    await phone.goto(`${session.server.base}/#/login?type=0`);
    await phoneInput(phone, '请输入账号').fill(name);
    await phoneInput(phone, '请输入密码').fill(password);
    // CAPTCHA=off: any 4 characters.
    await phoneInput(phone, '请输入验证码').fill('Ab12');
    await phone.getByRole('button', { name: '登录', exact: true }).click();
  };
  const logInOnPhone = async (phone: Page, name: string, password: string) => {
    await submitLoginOnPhone(phone, name, password);
    await phone.waitForURL(/#\/$/, { timeout: 10_000 });
  };
  const homeBalance = (phone: Page) => phone.getByTestId('home-balance').textContent();
  /** The value a bordered Descriptions shows next to its label. */
  const described = (page: Page, label: string) => page.locator('th.ant-descriptions-item-label', { hasText: label }).first().locator('xpath=following-sibling::td[1]').textContent();
  const confirmPopover = async (page: Page, question: string) => {
    const popconfirm = page.locator('.ant-popconfirm').locator('visible=true');
    await popconfirm.getByText(question, { exact: true }).waitFor();
    await popconfirm.getByRole('button', { name: '确定' }).click();
  };
  /** 会员列表 from the menu, a prefix of the name typed, and the member's row opened. */
  const findAndOpen = async (page: Page, player: Player) => {
    await page.getByRole('menuitem', { name: '会员列表' }).click();
    await page.getByRole('heading', { name: '会员列表', level: 4 }).waitFor();
    await page.getByLabel('搜索会员').fill(player.name.slice(0, 8));
    await page.waitForURL(new RegExp(`/admin/member-list\\?q=${player.name.slice(0, 8)}$`));
    const row = page.getByRole('row').filter({ hasText: player.name });
    await row.waitFor();
    return row;
  };

  it('support finds a new player by a prefix of the name; finance credits 100; support ends the sessions and resets the password', async () => {
    const player = await registerPlayer(session.server);
    // Registered from the same address with the same real name: linked to the player.
    const twin = await registerPlayer(session.server);
    // Both bind one card: a link by account number, whose number support reads masked as 绑定账户 shows it (issue #41).
    const sharedCard = `62170030${String(Date.now()).slice(-8)}`;
    for (const member of [player, twin]) {
      const bound = await sendCall(session.server.base, 'bindcard', { bank_owner: '测试玩家', bank: '中国银行', bank_address: '北京分行', bank_no: sharedCard, pay_pass: member.payPassword }, { token: member.token });
      expect(bound.code, bound.message).toBe(200);
    }
    const phone = await session.newPage();
    const before = Date.now();
    await logInOnPhone(phone, player.name, player.password);
    await expect.poll(() => homeBalance(phone), { timeout: 10_000 }).toBe('0.00');

    // Support: the search, the row, the detail with a zero balance and the login just made.
    const support = await createOperator(session.server, 'helpdesk', 'support');
    const desk = await consoleAs(session, support);
    const row = await findAndOpen(desk, player);
    expect(await row.textContent()).toContain('测试玩家');
    expect(await row.textContent()).toContain('正常');
    await settledScreenshot(desk, 'admin-member-detail-01-search');
    await row.getByText('测试玩家').click();
    await desk.waitForURL(new RegExp(`/admin/members/${player.name}$`));
    await desk.getByRole('heading', { name: `会员详情 · ${player.name}` }).waitFor();
    expect(await desk.locator('.ant-menu-item-selected').textContent()).toBe('会员列表');
    await expect.poll(() => described(desk, '主钱包')).toBe('0.00');
    const loginTime = (await described(desk, '最近登录')) ?? '';
    expect(loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Beijing time, within the minute of the phone's login.
    const beijing = (at: number) => new Date(at + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect([beijing(before), beijing(Date.now())]).toContain(loginTime.slice(0, 16));
    await desk.getByRole('tab', { name: '登录记录' }).click();
    // The phone's sign-in, by its browser (a sign-in made over the API in the same second is another row).
    const logins = desk.getByRole('tabpanel', { name: '登录记录' }).getByRole('row').filter({ hasText: loginTime });
    await logins.filter({ hasText: 'Mozilla' }).waitFor();
    // Support has no balance adjustment here.
    expect(await desk.getByText('余额调整').count()).toBe(0);
    const linked = desk.locator('.ant-descriptions').filter({ hasText: '关联账户' });
    await expect.poll(() => linked.textContent()).toContain(`与 ${twin.name} 共用真实姓名 测试玩家`);
    await linked.getByRole('link', { name: twin.name }).first().waitFor();
    await expect.poll(() => linked.textContent()).toContain(`${'*'.repeat(12)}${sharedCard.slice(-4)}`);
    expect(await desk.content()).not.toContain(sharedCard);
    await keepScreenshot(desk, 'admin-member-detail-02-detail');

    // Finance: credits 100 from the detail; the balance and the ledger show it.
    const finance = await createOperator(session.server, 'till1', 'finance');
    const till = await consoleAs(session, finance);
    await (await findAndOpen(till, player)).getByRole('link', { name: player.name }).click();
    await till.getByRole('heading', { name: `会员详情 · ${player.name}` }).waitFor();
    expect(await till.getByRole('button', { name: '重置登录密码' }).count()).toBe(0);
    // The field, not the ledger's sortable 金额（元） header, which has the same label.
    await till.getByRole('textbox', { name: '金额（元）', exact: true }).fill('100');
    await till.getByLabel('调整原因').fill('客服补偿');
    await till.getByRole('button', { name: '调整余额' }).click();
    const dialog = till.getByRole('dialog').filter({ hasText: `增加会员 ${player.name} 的余额 100.00 元？` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await shown(till, MSG.operationOk);
    await expect.poll(() => described(till, '主钱包')).toBe('100.00');
    const ledgerLine = till.getByRole('tabpanel', { name: '资金流水' }).getByRole('row').filter({ hasText: '客服补偿' });
    await ledgerLine.waitFor();
    expect(await ledgerLine.textContent()).toContain('+100.00');
    expect(await ledgerLine.textContent()).toContain('余额调整');
    // The money summary counts the credit as an adjustment; the ledger of deposits only has nothing yet.
    await expect.poll(() => described(till, '人工调整')).toBe('100.00');
    expect(await described(till, '已出款')).toBe('0.00');
    await keepScreenshot(till, 'admin-member-detail-03-credited');
    await till.getByLabel('流水类型').click();
    await pickOption(till, '充值');
    await till.waitForURL(/ledger_kind=deposit/);
    await till.getByRole('tabpanel', { name: '资金流水' }).getByText('暂无流水').waitFor();
    expect(await ledgerLine.count()).toBe(0);
    await expect.poll(() => homeBalance(phone), { timeout: 10_000 }).toBe('100.00');

    // Support: ends the sessions; the phone is logged out on its next balance poll.
    await desk.reload();
    await expect.poll(() => described(desk, '主钱包')).toBe('100.00');
    await desk.getByRole('tab', { name: '会话' }).click();
    const sessions = desk.getByRole('tabpanel', { name: '会话' });
    await expect.poll(() => sessions.locator('tbody tr.ant-table-row').count()).toBeGreaterThanOrEqual(1);
    await sessions.getByRole('button', { name: '结束全部会话' }).click();
    await confirmPopover(desk, `结束会员 ${player.name} 的全部会话？`);
    await shown(desk, MSG.operationOk);
    await sessions.getByText('没有有效会话').waitFor();
    await phone.getByText(MSG.authFailedBody).waitFor({ timeout: 10_000 });
    await keepScreenshot(phone, 'admin-member-detail-04-phone-logged-out');

    // Support: a new login password, shown once, and one-time: the member must change it at the next sign-in.
    await desk.getByRole('button', { name: '重置登录密码' }).click();
    await confirmPopover(desk, `重置会员 ${player.name} 的登录密码？`);
    const shownOnce = desk.getByRole('dialog').filter({ hasText: ADMIN_MSG.adminMemberPasswordOnce });
    await shownOnce.waitFor();
    await shownOnce.getByText(ADMIN_MSG.adminMemberPasswordMustChange).waitFor();
    const password = ((await shownOnce.getByLabel('新密码').textContent()) ?? '').trim();
    expect(password).toMatch(/^(?![0-9]+$)(?![a-zA-Z]+$)[0-9A-Za-z]{8}$/);
    await settledScreenshot(desk, 'admin-member-detail-05-new-password');
    await shownOnce.getByRole('button', { name: '关闭' }).click();
    await shownOnce.waitFor({ state: 'hidden' });
    expect(await desk.getByText(password).count()).toBe(0);

    // The player signs in with it and is shown the forced change, not the app; changes it; signs in again with the new one.
    await phone.locator('.adm-dialog').getByRole('button').click();
    await submitLoginOnPhone(phone, player.name, password);
    await phone.getByRole('heading', { name: '修改登录密码', level: 1 }).waitFor({ timeout: 10_000 });
    await phone.getByText(MSG.passwordResetByService).waitFor();
    expect(await phone.getByTestId('home-balance').count()).toBe(0);
    await keepScreenshot(phone, 'admin-member-detail-05b-phone-forced-change');
    await phoneInput(phone, '请输入旧密码').fill(password);
    await phoneInput(phone, '至少8位字母和数字组合').fill('mine2024a');
    await phoneInput(phone, '请再次输入新密码').fill('mine2024a');
    await phone.getByRole('button', { name: '确定', exact: true }).click();
    await shown(phone, MSG.passwordChanged);
    await phone.waitForURL(/#\/$/, { timeout: 10_000 });
    await phone.getByRole('heading', { name: '修改登录密码', level: 1 }).waitFor({ state: 'detached' });
    expect(await phone.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await logInOnPhone(phone, player.name, 'mine2024a');
    await expect.poll(() => homeBalance(phone), { timeout: 10_000 }).toBe('100.00');
    expect(await phone.getByRole('heading', { name: '修改登录密码', level: 1 }).count()).toBe(0);
    await phone.close();
    await desk.close();
    await till.close();
  });

  it("finance reads a player's deposit and bet in their tabs, and sets their VIP tier, which the phone's VIP screen shows", async () => {
    const { server } = session;
    const player = await registerPlayer(server);
    const phone = await session.newPage();

    // A USDT deposit made on the phone; finance approves it in 充值审核.
    const order = await depositUsdtOnPhone(phone, server, player, '500');

    const finance = await createOperator(server, 'till2', 'finance');
    const till = await consoleAs(session, finance);
    await till.goto(`${server.base}/admin/deposits?username=${player.name}`);
    const pending = till.getByRole('row').filter({ hasText: order });
    await pending.getByRole('button', { name: '通过' }).click();
    await till.locator('.ant-popconfirm').locator('visible=true').getByRole('button', { name: '确定' }).click();
    await shown(till, MSG.operationOk);

    // The demo game played once on the phone: the launch sweeps the main wallet into AG, a 50-yuan bet.
    expect((await sendCall(server.base, 'uptransferstatus', { transferstatus: 1 }, { token: player.token })).code).toBe(200);
    const launch = await sendCall(server.base, 'getGameUrl', { plat_name: 'ag', game_type: 'ag_lobby', game_code: 'realbet', is_mobile_url: 1 }, { token: player.token });
    expect(launch.code, JSON.stringify(launch)).toBe(200);
    await phone.goto(launch.data.url);
    await phone.getByRole('button', { name: '50元' }).click();
    await phone.getByRole('button', { name: '开始' }).click();
    await expect.poll(() => phone.locator('#result').textContent(), { timeout: 10_000 }).toMatch(/恭喜中奖|未中奖/);

    // 会员详情: the deposit in 充值记录, the bet in 注单, each tab read when opened.
    await till.goto(`${server.base}/admin/members/${player.name}`);
    await till.getByRole('heading', { name: `会员详情 · ${player.name}` }).waitFor();
    await till.getByRole('tab', { name: '充值记录' }).click();
    const deposit = till.getByRole('tabpanel', { name: '充值记录' }).getByRole('row').filter({ hasText: order });
    await deposit.waitFor();
    expect(await deposit.textContent()).toContain('500.00');
    expect(await deposit.textContent()).toContain('审核通过');
    await till.getByRole('tab', { name: '注单' }).click();
    const bets = till.getByRole('tabpanel', { name: '注单' }).locator('tbody tr.ant-table-row');
    await expect.poll(() => bets.count(), { timeout: 10_000 }).toBe(1);
    expect(await bets.first().textContent()).toContain('50.00');
    expect(await bets.first().textContent()).toContain('已结算');
    await settledScreenshot(till, 'admin-member-detail-06-bets');

    // 资金流水 sorted by amount: the deposit, the sweep into AG and the bet reorder; the address keeps the sort and
    // the tab, under each list's own name, through a reload.
    await till.getByRole('tab', { name: '资金流水' }).click();
    await till.waitForURL(new RegExp(`/admin/members/${player.name}$`));
    const ledger = till.getByRole('tabpanel', { name: '资金流水' });
    const amounts = async () => (await ledger.locator('tbody tr.ant-table-row td:nth-child(4)').allTextContents()).map(Number);
    await expect.poll(async () => (await amounts()).length).toBeGreaterThanOrEqual(3);
    const newestFirst = await amounts();
    await ledger.getByRole('columnheader', { name: '金额（元）' }).click();
    await till.waitForURL(/\?ledger_sort=amount&ledger_order=asc$/);
    await expect.poll(async () => { const shown = await amounts(); return shown.length >= 3 && shown.join() === [...shown].sort((a, b) => a - b).join(); }).toBe(true);
    const ascending = await amounts();
    expect(ascending).not.toEqual(newestFirst);
    await till.getByRole('tab', { name: '充值记录' }).click();
    await till.getByRole('tabpanel', { name: '充值记录' }).getByRole('columnheader', { name: '时间' }).click();
    await till.waitForURL(/\?ledger_sort=amount&ledger_order=asc&tab=deposit&deposit_sort=time&deposit_order=asc$/);
    await till.reload();
    await till.getByRole('tabpanel', { name: '充值记录' }).getByRole('row').filter({ hasText: order }).waitFor();
    expect(await till.getByRole('tabpanel', { name: '充值记录' }).getByRole('columnheader', { name: '时间' }).getAttribute('aria-sort')).toBe('ascending');
    await till.getByRole('tab', { name: '资金流水' }).click();
    await expect.poll(amounts).toEqual(ascending);
    expect(await ledger.getByRole('columnheader', { name: '金额（元）' }).getAttribute('aria-sort')).toBe('ascending');

    // Finance sets VIP3, confirmed with the rule the thresholds keep; the detail and the phone's VIP screen show it.
    const vipCard = till.getByRole('form', { name: 'VIP等级' });
    await vipCard.getByRole('combobox', { name: '等级' }).click();
    await pickOption(till, 'VIP3');
    await vipCard.getByLabel('原因').fill('大额客户，经理批准');
    await vipCard.getByRole('button', { name: '设置等级' }).click();
    const dialog = till.getByRole('dialog').filter({ hasText: `将会员 ${player.name} 设为 VIP3？` });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('只升不降');
    await dialog.getByRole('button', { name: '确定' }).click();
    await shown(till, MSG.operationOk);
    await expect.poll(() => described(till, 'VIP')).toBe('3');
    await settledScreenshot(till, 'admin-member-detail-07-vip');

    await openAs(phone, server, player, '/vip');
    const current = phone.locator('.vip-tier[aria-current="true"]');
    await expect.poll(() => current.getAttribute('data-testid'), { timeout: 10_000 }).toBe('vip-tier-3');
    await keepScreenshot(phone, 'admin-member-detail-08-phone-vip');
    await phone.close();
    await till.close();
  });
});
