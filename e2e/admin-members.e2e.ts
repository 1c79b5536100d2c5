import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, settledScreenshot } from './support/browser';
import { consoleAs, createOperator } from './support/operator';
import { phoneSession } from './support/phone-session';
import { openAs, registerPlayer, type Player } from './support/player';

describe('the operator console: members, messages, site settings and the ledger', () => {
  const session = phoneSession();

  /** Waits for a message (antd's toast) or any text to show. */
  const shown = (page: Page, text: string, timeout = 10_000) => page.getByText(text, { exact: true }).first().waitFor({ timeout });
  /** A console screen opened from the side menu, as an operator does. */
  const openScreen = async (page: Page, label: string) => {
    await page.getByRole('menuitem', { name: label }).click();
    await page.getByRole('heading', { name: label, level: 4 }).waitFor();
  };
  /** Clicks the confirmation dialog's OK, after checking what it asks (and keeping a screenshot of it, if named). */
  const confirm = async (page: Page, question: string, screenshot?: string) => {
    const dialog = page.getByRole('dialog').filter({ hasText: question });
    await dialog.waitFor();
    if (screenshot !== undefined) await settledScreenshot(page, screenshot);
    await dialog.getByRole('button', { name: '确定' }).click();
  };
  const phoneInput = (page: Page, placeholder: string) => page.locator(`input[placeholder="${placeholder}"]`).locator('visible=true');
  const logInOnPhone = async (phone: Page, player: Player) => {
    await phone.goto(`${session.server.base}/#/login?type=0`);
    await phoneInput(phone, '请输入账号').fill(player.name);
    await phoneInput(phone, '请输入密码').fill(player.password);
    // CAPTCHA=off: any 4 characters.
    await phoneInput(phone, '请输入验证码').fill('Ab12');
    await phone.getByRole('button', { name: '登录', exact: true }).click();
  };
  const homeBalance = (phone: Page) => phone.getByTestId('home-balance').textContent();
  /** 余额调整's amount: the field, not the ledger's sortable 金额（元） header, which has the same label. */
  const adjustAmount = (page: Page) => page.getByRole('textbox', { name: '金额（元）', exact: true });
  /** 会员列表 from the menu, the member searched by name, and their detail opened, where the state and balance actions are. */
  const openMember = async (page: Page, name: string) => {
    await openScreen(page, '会员列表');
    await page.getByLabel('搜索会员').fill(name);
    // The search applied first: a row clicked just before would be left for the list again.
    await page.waitForURL(new RegExp(`\\?q=${name}$`));
    await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name }).click();
    await page.getByRole('heading', { name: `会员详情 · ${name}` }).waitFor();
  };

  it('support blocks a player on their phone, who is logged out and cannot log in; unblocked, they can', async () => {
    const player = await registerPlayer(session.server);
    const phone = await session.newPage();
    await openAs(phone, session.server, player, '/');
    await expect.poll(() => homeBalance(phone), { timeout: 10_000 }).toBe('0.00');

    const support = await createOperator(session.server, 'desk', 'support');
    const page = await consoleAs(session, support);
    // Support's menu: members and messages, not the owner's settings; 会员管理 is gone into 会员列表, and an old link lands there.
    expect(await page.getByRole('menuitem', { name: '站点设置' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: '会员管理' }).count()).toBe(0);
    await page.goto(`${session.server.base}/admin/members`);
    await page.waitForURL(/\/admin\/member-list$/);
    // A name nobody has: no row to act on.
    await page.getByLabel('搜索会员').fill('nobody404');
    await shown(page, '没有找到会员');

    // The member's detail: the state actions, no balance adjustment for support.
    await openMember(page, player.name);
    expect(await page.getByText('余额调整').count()).toBe(0);
    await page.getByRole('button', { name: '冻结' }).click();
    await confirm(page, `冻结会员 ${player.name}？`, 'admin-members-01-block-confirm');
    await shown(page, MSG.operationOk);

    // The next balance poll is refused: the phone says why and drops the session.
    await phone.getByText(MSG.blacklisted).waitFor({ timeout: 10_000 });
    await expect.poll(() => phone.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await phone.getByText(MSG.blacklisted).waitFor({ state: 'hidden', timeout: 10_000 });
    await logInOnPhone(phone, player);
    await phone.getByText(MSG.blacklisted).waitFor({ timeout: 10_000 });
    expect(await phone.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByRole('button', { name: '解冻' }).click();
    await confirm(page, `解冻会员 ${player.name}？`);
    await shown(page, MSG.operationOk);
    await logInOnPhone(phone, player);
    await phone.waitForURL(/#\/$/, { timeout: 10_000 });
    await expect.poll(() => homeBalance(phone), { timeout: 10_000 }).toBe('0.00');
    await phone.close();
    await page.close();
  });

  it('the owner puts the site into maintenance with a tip, which the phone shows within a balance poll; reopened, it works again', async () => {
    const tip = '系统升级中，预计10:30恢复';
    const player = await registerPlayer(session.server);
    const phone = await session.newPage();
    await openAs(phone, session.server, player, '/');
    await expect.poll(() => homeBalance(phone), { timeout: 10_000 }).toBe('0.00');

    const owner = await createOperator(session.server, 'owner1', 'owner');
    const page = await consoleAs(session, owner);
    await openScreen(page, '站点设置');
    const siteSwitch = page.getByRole('switch', { name: '站点' });
    await expect.poll(() => siteSwitch.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('switch', { name: '抢红包开关' }).getAttribute('aria-checked')).toBe('true');
    try {
      await siteSwitch.click();
      await page.getByLabel('维护提示').fill(tip);
      await page.getByRole('form', { name: '站点状态' }).getByRole('button', { name: '保存' }).click();
      await confirm(page, '将站点切换为维护中？');
      await shown(page, MSG.operationOk);
      const closedAt = Date.now();
      // The balance poll (every 4 s) answers the maintenance code with the tip.
      await phone.getByText(tip, { exact: true }).waitFor({ timeout: 6000 });
      expect(Date.now() - closedAt).toBeLessThan(6000);
      expect(await phone.locator('.adm-tab-bar').count()).toBe(0);
      await keepScreenshot(phone, 'admin-settings-02-phone-maintenance');

      // Every screen of the console says so while it lasts.
      await expect.poll(() => page.getByRole('status').filter({ hasText: '站点维护中' }).textContent(), { timeout: 10_000 }).toContain(tip);
      // The screen shows what the server now holds, read again.
      await page.reload();
      await expect.poll(() => page.getByRole('switch', { name: '站点' }).getAttribute('aria-checked')).toBe('false');
      expect(await page.getByLabel('维护提示').inputValue()).toBe(tip);
      await settledScreenshot(page, 'admin-settings-01-maintenance');

      // Reopening is not asked twice.
      await page.getByRole('switch', { name: '站点' }).click();
      await page.getByRole('form', { name: '站点状态' }).getByRole('button', { name: '保存' }).click();
      await shown(page, MSG.operationOk);
      await expect.poll(() => page.getByRole('switch', { name: '站点' }).getAttribute('aria-checked')).toBe('true');
      await expect.poll(() => page.getByRole('status').filter({ hasText: '站点维护中' }).count(), { timeout: 10_000 }).toBe(0);
    } finally {
      await session.server.admin('site', '--state', '1');
    }
    await phone.reload();
    await expect.poll(() => homeBalance(phone), { timeout: 10_000 }).toBe('0.00');
    await phone.close();
    await page.close();
  });

  it('finance adjusts a player’s balance by 88 with a reason, and the player’s home shows it', async () => {
    const player = await registerPlayer(session.server);
    const finance = await createOperator(session.server, 'cash1', 'finance');
    const page = await consoleAs(session, finance);
    await openMember(page, player.name);
    expect(await page.getByRole('button', { name: '冻结' }).count()).toBe(0);

    await adjustAmount(page).fill('88.123');
    await page.getByRole('button', { name: '调整余额' }).click();
    await shown(page, MSG.invalidAmount);
    await shown(page, ADMIN_MSG.adminAdjustMemoRequired);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await adjustAmount(page).fill('88');
    await page.getByLabel('调整原因').fill('活动补偿');
    await page.getByRole('button', { name: '调整余额' }).click();
    await confirm(page, `增加会员 ${player.name} 的余额 88.00 元？`, 'admin-members-02-adjust-confirm');
    await shown(page, MSG.operationOk);
    // The form is cleared: a second click cannot credit it again.
    await expect.poll(() => adjustAmount(page).inputValue()).toBe('');

    const phone = await session.newPage();
    await openAs(phone, session.server, player, '/');
    await expect.poll(() => homeBalance(phone), { timeout: 10_000 }).toBe('88.00');
    await phone.close();
    await page.close();
  });

  it('support sends a player a message, listed as sent with its recipient, which their inbox shows', async () => {
    const player = await registerPlayer(session.server);
    const support = await createOperator(session.server, 'desk2', 'support');
    const page = await consoleAs(session, support);
    await openScreen(page, '站内信');
    await page.getByRole('button', { name: '发送' }).click();
    await shown(page, ADMIN_MSG.adminMemberRequired);
    await shown(page, ADMIN_MSG.adminMessageTitleRequired);
    await shown(page, ADMIN_MSG.adminMessageContentRequired);

    await page.getByLabel('会员账号').fill(player.name);
    await page.getByLabel('标题').fill('提款已到账');
    await page.getByLabel('内容').fill('您的提款已处理完成，请查收。');
    await settledScreenshot(page, 'admin-messages-01-compose');
    await page.getByRole('button', { name: '发送' }).click();
    await shown(page, MSG.operationOk);
    await expect.poll(() => page.getByLabel('标题').inputValue()).toBe('');
    // Listed under 已发送 with its recipient and sender.
    const sentRow = page.getByRole('row', { name: /提款已到账/ });
    await sentRow.waitFor();
    expect(await sentRow.textContent()).toMatch(new RegExp(`提款已到账${player.name}admin:desk2\\d{4}-`));

    const phone = await session.newPage();
    await openAs(phone, session.server, player, '/message?type=0');
    const messages = phone.getByRole('region', { name: '消息中心' });
    await messages.getByText('提款已到账').waitFor();
    await messages.getByText('提款已到账').click();
    await messages.getByText('您的提款已处理完成，请查收。').waitFor();
    await phone.close();
    await page.close();
  });

  it('finance runs the ledger check: 账本正常, with when it ran', async () => {
    const finance = await createOperator(session.server, 'cash2', 'finance');
    const page = await consoleAs(session, finance);
    await openScreen(page, '账本核对');
    await page.getByRole('button', { name: '开始核对' }).click();
    await shown(page, '账本正常');
    expect(await page.getByText(/^核对时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).count()).toBe(1);
    await keepScreenshot(page, 'admin-ledger-01-ok');
    await page.close();
  });
});
