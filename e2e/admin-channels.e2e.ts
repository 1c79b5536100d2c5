import { MSG } from '@casino/contract/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from './support/browser';
import { createOperator, signIn } from './support/operator';
import { phoneSession } from './support/phone-session';
import { openAs, registerPlayer, type Player } from './support/player';

describe("the deposit channels' receiving accounts and order from the console, as the player's phone sees them", () => {
  const session = phoneSession();

  /** Waits for a message (antd's toast, antd-mobile's) or any text to show. */
  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });

  /** The phone's deposit channels, top to bottom, as their names read. */
  const phoneWays = async (phone: Page, player: Player) => {
    await openAs(phone, session.server, player, '/wallet?type=0');
    const ways = phone.getByRole('list', { name: '存款方式' }).locator('.pay-way-name');
    await ways.first().waitFor();
    return ways.allTextContents();
  };

  /** Opens the bank transfer sheet on the phone, its receiving accounts shown. */
  const bankSheet = async (phone: Page, player: Player) => {
    await openAs(phone, session.server, player, '/wallet?type=0');
    await phone.getByRole('button', { name: /银行卡转账/ }).click();
    const sheet = phone.getByRole('dialog', { name: '银行卡存款' });
    await sheet.getByRole('region', { name: '收款账户' }).waitFor();
    return sheet;
  };

  it("adds a bank account the phone's deposit sheet shows, reorders two channels, and disables the account again", async () => {
    const finance = await createOperator(session.server, 'channels-finance', 'finance');
    const player = await registerPlayer(session.server);
    const desk = await session.newConsolePage();
    await signIn(desk, session.server, finance);
    await desk.getByRole('menuitem', { name: '支付设置' }).click();
    await desk.waitForURL(/\/admin\/payments$/);

    // A second account for 银行卡转账.
    await desk.getByRole('button', { name: '新增收款账户' }).click();
    const form = desk.getByRole('dialog', { name: '新增收款账户' });
    await form.getByLabel('收款银行').fill('中国建设银行');
    await form.getByLabel('收款卡号').fill('6217000011112222');
    await form.getByLabel('收款人').fill('李四');
    await form.getByLabel('开户行').fill('上海浦东支行');
    await keepScreenshot(desk, 'admin-channels-01-account-form');
    await form.getByRole('button', { name: '保存' }).click();
    await shown(desk, MSG.operationOk);
    await form.waitFor({ state: 'hidden' });
    const added = desk.getByRole('row').filter({ hasText: '6217000011112222' });
    await added.waitFor();

    const phone = await session.newPage();
    let sheet = await bankSheet(phone, player);
    await sheet.getByText('6217000011112222', { exact: true }).waitFor();
    await sheet.getByText('6222 0000 0000 8888', { exact: true }).waitFor();
    await keepScreenshot(phone, 'admin-channels-02-phone-bank-accounts');

    // 银行卡转账 moved above both USDT channels: first on the phone.
    expect(await phoneWays(phone, player)).toEqual(['USDT', '银行卡', '微信', '支付宝', 'AnToken', 'GO PAY', 'OK PAY']);
    const channelRows = desk.getByRole('table').first().getByRole('row');
    for (let moves = 0; moves < 2; moves += 1) {
      await desk.getByRole('button', { name: '上移 银行卡转账' }).click();
      await shown(desk, MSG.operationOk);
    }
    await expect.poll(() => channelRows.nth(1).textContent()).toContain('银行卡转账');
    await keepScreenshot(desk, 'admin-channels-03-channel-order');
    expect(await phoneWays(phone, player)).toEqual(['银行卡', 'USDT', '微信', '支付宝', 'AnToken', 'GO PAY', 'OK PAY']);
    await keepScreenshot(phone, 'admin-channels-04-phone-order');

    // Sorted by name the table leaves the players' order, and offers no moves until it is back in it; the sort is the URL's.
    const channelTable = desk.getByRole('table').first();
    const channelNames = () => channelTable.locator('.ant-table-row > td:first-child').allTextContents();
    await channelTable.getByRole('columnheader', { name: '通道' }).click();
    await desk.waitForURL(/\/admin\/payments\?sort=name&order=asc$/);
    const byName = ['AnToken', 'GO PAY', 'OK PAY', 'USDT-ERC20', 'USDT-TRC20', '微信支付', '支付宝', '银行卡转账'];
    await expect.poll(channelNames, { timeout: 10_000 }).toEqual(byName);
    expect(await desk.getByRole('button', { name: '上移 银行卡转账' }).count()).toBe(0);
    await keepScreenshot(desk, 'admin-channels-04b-channels-by-name');
    await desk.reload();
    await expect.poll(channelNames, { timeout: 10_000 }).toEqual(byName);
    await channelTable.getByRole('columnheader', { name: '排序' }).click();
    await desk.waitForURL(/\/admin\/payments\?sort=sort&order=asc$/);
    await expect.poll(channelNames, { timeout: 10_000 }).toEqual(['银行卡转账', 'USDT-TRC20', 'USDT-ERC20', '微信支付', '支付宝', 'AnToken', 'GO PAY', 'OK PAY']);
    await desk.getByRole('button', { name: '上移 银行卡转账' }).waitFor();

    // Disabled: gone from the phone, the demo account still there.
    await added.getByRole('switch').click();
    await shown(desk, MSG.operationOk);
    await expect.poll(() => added.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await keepScreenshot(desk, 'admin-channels-05-account-disabled');
    sheet = await bankSheet(phone, player);
    await sheet.getByText('6222 0000 0000 8888', { exact: true }).waitFor();
    expect(await sheet.getByText('6217000011112222', { exact: true }).count()).toBe(0);
    await keepScreenshot(phone, 'admin-channels-06-phone-account-gone');

    // The accounts sorted by 玩家可见, hidden ones first, beside the channels' sort in the URL; a reload keeps both.
    const accountTable = desk.getByRole('table').nth(1);
    const firstAccount = () => accountTable.locator('.ant-table-row').first().textContent();
    expect(await firstAccount()).toContain('6222 0000 0000 8888');
    await accountTable.getByRole('columnheader', { name: '玩家可见' }).click();
    await desk.waitForURL(/\/admin\/payments\?sort=sort&order=asc&accounts_sort=enabled&accounts_order=asc$/);
    await expect.poll(firstAccount, { timeout: 10_000 }).toContain('6217000011112222');
    await keepScreenshot(desk, 'admin-channels-07-accounts-hidden-first');
    await desk.reload();
    await expect.poll(firstAccount, { timeout: 10_000 }).toContain('6217000011112222');
    expect(await accountTable.getByRole('columnheader', { name: '玩家可见' }).getAttribute('aria-sort')).toBe('ascending');
    await phone.close();
    await desk.close();
  }, 120_000);
});
