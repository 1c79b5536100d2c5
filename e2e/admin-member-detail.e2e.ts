import { MSG } from '@casino/contract/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, settledScreenshot } from './support/browser';
import { createOperator, signIn, type Operator } from './support/operator';
import { phoneSession } from './support/phone-session';
import { registerPlayer, type Player } from './support/player';

describe('the operator console: a member found, read and helped', () => {
  const session = phoneSession();

  /** Waits for a message (antd's toast) or any text to show. */
  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
  const consoleAs = async (operator: Operator) => {
    const page = await session.newConsolePage();
    await signIn(page, session.server, operator);
    return page;
  };
  const phoneInput = (page: Page, placeholder: string) => page.locator(`input[placeholder="${placeholder}"]`).locator('visible=true');
  const logInOnPhone = async (phone: Page, name: string, password: string) => {
    await phone.goto(`${session.server.base}/#/login?type=0`);
    await phoneInput(phone, '请输入账号').fill(name);
    await phoneInput(phone, '请输入密码').fill(password);
    // CAPTCHA=off: any 4 characters.
    await phoneInput(phone, '请输入验证码').fill('Ab12');
    await phone.getByRole('button', { name: '登录', exact: true }).click();
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
    const phone = await session.newPage();
    const before = Date.now();
    await logInOnPhone(phone, player.name, player.password);
    await expect.poll(() => homeBalance(phone), { timeout: 10_000 }).toBe('0.00');

    // Support: the search, the row, the detail with a zero balance and the login just made.
    const support = await createOperator(session.server, 'helpdesk', 'support');
    const desk = await consoleAs(support);
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
    const login = desk.getByRole('tabpanel', { name: '登录记录' }).getByRole('row').filter({ hasText: loginTime });
    await login.waitFor();
    expect(await login.textContent()).toContain('Mozilla');
    // Support has no balance adjustment here.
    expect(await desk.getByText('余额调整').count()).toBe(0);
    await keepScreenshot(desk, 'admin-member-detail-02-detail');

    // Finance: credits 100 from the detail; the balance and the ledger show it.
    const finance = await createOperator(session.server, 'till1', 'finance');
    const till = await consoleAs(finance);
    await (await findAndOpen(till, player)).getByRole('link', { name: player.name }).click();
    await till.getByRole('heading', { name: `会员详情 · ${player.name}` }).waitFor();
    expect(await till.getByRole('button', { name: '重置登录密码' }).count()).toBe(0);
    await till.getByLabel('金额（元）').fill('100');
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
    await keepScreenshot(till, 'admin-member-detail-03-credited');
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

    // Support: a new login password, shown once; the player logs in with it.
    await desk.getByRole('button', { name: '重置登录密码' }).click();
    await confirmPopover(desk, `重置会员 ${player.name} 的登录密码？`);
    const shownOnce = desk.getByRole('dialog').filter({ hasText: MSG.adminMemberPasswordOnce });
    await shownOnce.waitFor();
    const password = ((await shownOnce.getByLabel('新密码').textContent()) ?? '').trim();
    expect(password).toMatch(/^(?![0-9]+$)(?![a-zA-Z]+$)[0-9A-Za-z]{8}$/);
    await settledScreenshot(desk, 'admin-member-detail-05-new-password');
    await shownOnce.getByRole('button', { name: '关闭' }).click();
    await shownOnce.waitFor({ state: 'hidden' });
    expect(await desk.getByText(password).count()).toBe(0);

    await phone.locator('.adm-dialog').getByRole('button').click();
    await logInOnPhone(phone, player.name, password);
    await expect.poll(() => homeBalance(phone), { timeout: 10_000 }).toBe('100.00');
    await phone.close();
    await desk.close();
    await till.close();
  });
});
