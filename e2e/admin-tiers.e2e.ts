import { sendCall } from '@casino/contract/send-call';
import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, settledScreenshot } from './support/browser';
import { createOperator, signIn } from './support/operator';
import { phoneSession } from './support/phone-session';
import { openAs, registerPlayer } from './support/player';
import { settled } from './support/settled';

describe("VIP tiers, red-packet rules and the turnover multiple from the console, as the players' phones see them", () => {
  const session = phoneSession();

  /** Waits for a message (antd's toast, antd-mobile's) or any text to show. */
  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });

  it("finance changes VIP1's electron rebate; the player's VIP screen shows the new rate, support only reads", async () => {
    const finance = await createOperator(session.server, 'tier-finance', 'finance');
    const player = await registerPlayer(session.server);
    const desk = await session.newConsolePage();
    await signIn(desk, session.server, finance);
    await desk.getByRole('menuitem', { name: 'VIP等级' }).click();
    await desk.waitForURL(/\/admin\/vip-tiers$/);

    const vip1 = desk.locator('.ant-table-row').filter({ hasText: 'VIP1' });
    await vip1.waitFor();
    // The new member is in VIP1; the seeded rates shown with 2 decimals.
    expect(Number((await vip1.getByRole('cell').nth(1).textContent()) ?? '0')).toBeGreaterThanOrEqual(1);
    expect(await vip1.textContent()).toContain('0.50%');
    await keepScreenshot(desk, 'admin-tiers-01-vip-tiers');

    await vip1.getByRole('button', { name: '编辑 VIP1' }).click();
    const dialog = desk.getByRole('dialog', { name: '编辑VIP等级：VIP1' });
    const electron = dialog.getByLabel('电子游艺返水（%）');
    expect(await electron.inputValue()).toBe('0.50');
    await electron.fill('3.5');
    await dialog.getByRole('button', { name: '保存' }).click();
    await shown(desk, ADMIN_MSG.adminVipTierRate);
    await electron.fill('1.25');
    await keepScreenshot(desk, 'admin-tiers-02-vip-tier-form');
    await dialog.getByRole('button', { name: '保存' }).click();
    await shown(desk, MSG.operationOk);
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => vip1.textContent()).toContain('1.25%');

    // By level, highest first: a click on 等级 turns the order round, and the URL keeps it across a reload.
    const levels = () => desk.locator('.ant-table-row > td:first-child').allTextContents();
    await desk.getByRole('columnheader', { name: '等级' }).click();
    await desk.waitForURL(/\/admin\/vip-tiers\?sort=level&order=desc$/);
    await expect.poll(levels, { timeout: 10_000 }).toEqual(['VIP6', 'VIP5', 'VIP4', 'VIP3', 'VIP2', 'VIP1']);
    await desk.reload();
    await expect.poll(levels, { timeout: 10_000 }).toEqual(['VIP6', 'VIP5', 'VIP4', 'VIP3', 'VIP2', 'VIP1']);

    const phone = await session.newPage();
    await openAs(phone, session.server, player, '/vip');
    const tier = phone.getByTestId('vip-tier-1');
    await expect.poll(() => tier.textContent(), { timeout: 15_000 }).toContain('1.25%');
    await keepScreenshot(phone, 'admin-tiers-03-phone-vip');
    await phone.close();
    await desk.close();

    const support = await createOperator(session.server, 'tier-support', 'support');
    const reader = await session.newConsolePage();
    await signIn(reader, session.server, support);
    await reader.getByRole('menuitem', { name: 'VIP等级' }).click();
    await reader.locator('.ant-table-row').filter({ hasText: 'VIP1' }).waitFor();
    expect(await reader.getByRole('button', { name: '编辑 VIP1' }).count()).toBe(0);
    await reader.close();
  }, 120_000);

  it("the owner adds a red-packet rule on 站点设置 and the player's red-packet screen lists it", async () => {
    const owner = await createOperator(session.server, 'tier-owner', 'owner');
    const player = await registerPlayer(session.server);
    const desk = await session.newConsolePage();
    await signIn(desk, session.server, owner);
    await desk.getByRole('menuitem', { name: '站点设置' }).click();
    await desk.waitForURL(/\/admin\/settings$/);
    // The screen's reads settle first: the dialog was seen closed under load while it was being filled.
    await settled(desk);

    const dialog = desk.getByRole('dialog', { name: '新增红包规则' });
    // A click while the screen is still settling has been seen lost under load (the dialog never opened): once more then.
    await expect
      .poll(async () => {
        if (!(await dialog.isVisible())) await desk.getByRole('button', { name: '新增规则' }).click();
        return dialog.isVisible();
      })
      .toBe(true);
    // The window starts now and runs 30 days; the amounts are typed in yuan.
    await dialog.getByLabel('前一日存款最低（元）').fill('20000');
    await dialog.getByLabel('前一日存款最高（元）').fill('50000');
    await dialog.getByLabel('抽奖次数').fill('8');
    await dialog.getByLabel('红包最小金额（元）').fill('20');
    await dialog.getByLabel('红包最大金额（元）').fill('9.99');
    await dialog.getByRole('button', { name: '保存' }).click();
    await shown(desk, ADMIN_MSG.adminRedpacketPrize);
    await dialog.getByLabel('红包最小金额（元）').fill('1');
    await keepScreenshot(desk, 'admin-tiers-04-redpacket-rule-form');
    await dialog.getByRole('button', { name: '保存' }).click();
    await shown(desk, MSG.operationOk);
    await dialog.waitFor({ state: 'hidden' });
    const rule = desk.locator('.ant-table-row').filter({ hasText: '20,000.00 – 50,000.00' });
    await rule.waitFor();
    expect(await rule.textContent()).toContain('1.00 – 9.99');
    await settledScreenshot(desk, 'admin-tiers-05-redpacket-rules');

    // The rules by their draws, fewest first, instead of newest first; the sort is the URL's across a reload.
    const draws = () => desk.locator('.ant-table-row > td:nth-child(5)').allTextContents();
    await expect.poll(draws, { timeout: 10_000 }).toEqual(['8', '5', '3', '1']);
    await desk.getByRole('columnheader', { name: '抽奖次数' }).click();
    await desk.waitForURL(/\/admin\/settings\?rules_sort=draws&rules_order=asc$/);
    await expect.poll(draws, { timeout: 10_000 }).toEqual(['1', '3', '5', '8']);
    await desk.reload();
    await expect.poll(draws, { timeout: 10_000 }).toEqual(['1', '3', '5', '8']);
    // 编号 is the list's own order, newest first, and the first click on it shows that.
    await desk.getByRole('columnheader', { name: '编号' }).click();
    await desk.waitForURL(/\/admin\/settings\?rules_sort=id&rules_order=desc$/);
    await expect.poll(draws, { timeout: 10_000 }).toEqual(['8', '5', '3', '1']);

    const phone = await session.newPage();
    await openAs(phone, session.server, player, '/hongbao');
    const table = phone.getByRole('table');
    await expect.poll(() => table.textContent(), { timeout: 15_000 }).toContain('20000.00~ 50000.00');
    expect(await table.textContent()).toContain('8 次');
    await keepScreenshot(phone, 'admin-tiers-06-phone-hongbao');
    await phone.close();
    await desk.close();
  });

  it("the owner doubles the deposit multiple: the player's withdrawal page asks twice the next deposit, the earlier one as it was", async () => {
    const owner = await createOperator(session.server, 'tier-owner2', 'owner');
    const player = await registerPlayer(session.server);
    const depositApproved = async (serial: number) => {
      const deposit = await sendCall(
        session.server.base,
        'recharge',
        { paytype: 1, amount: '500', bank: '中国工商银行', bank_no: '6222020200112233', bank_owner: '测试玩家', bank_address: '北京市朝阳支行' },
        { token: player.token, idempotencyKey: `tiers-${String(serial)}-${String(Date.now())}` },
      );
      // The order number comes back as the message.
      if (typeof deposit.message !== 'string') throw new Error('recharge answered no order number');
      await session.server.admin('deposit:approve', deposit.message);
    };
    await depositApproved(1);

    const phone = await session.newPage();
    await openAs(phone, session.server, player, '/withdraw');
    const missing = phone.getByTestId('withdraw-turnover');
    await expect.poll(() => missing.textContent(), { timeout: 15_000 }).toBe('500.00');

    const desk = await session.newConsolePage();
    await signIn(desk, session.server, owner);
    await desk.getByRole('menuitem', { name: '站点设置' }).click();
    const form = desk.getByRole('form', { name: '提现打码倍数' });
    const multiple = form.getByLabel('存款打码倍数');
    await expect.poll(() => multiple.inputValue()).toBe('1.00');
    expect(await form.getByLabel('返水打码倍数').inputValue()).toBe('0.00');
    await multiple.fill('100.5');
    await form.getByRole('button', { name: '保存' }).click();
    await shown(desk, ADMIN_MSG.adminTurnoverMultiple);
    await multiple.fill('2');
    await form.getByLabel('红包打码倍数').fill('3');
    await form.getByRole('button', { name: '保存' }).click();
    await shown(desk, MSG.operationOk);
    await expect.poll(() => multiple.inputValue()).toBe('2.00');
    expect(await form.getByLabel('红包打码倍数').inputValue()).toBe('3.00');
    await keepScreenshot(desk, 'admin-tiers-07-turnover');

    // 500 owed from before the change, and 2 × 500 for the deposit approved after it.
    await depositApproved(2);
    await openAs(phone, session.server, player, '/withdraw');
    await expect.poll(() => missing.textContent(), { timeout: 15_000 }).toBe('1500.00');
    await keepScreenshot(phone, 'admin-tiers-08-phone-withdraw');
    await phone.close();
    await desk.close();
  });
});
