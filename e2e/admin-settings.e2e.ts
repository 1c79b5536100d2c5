import { MSG, depositRangeMessage } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, settledScreenshot } from './support/browser';
import { createOperator, signIn } from './support/operator';
import { phoneSession } from './support/phone-session';
import { openAs, registerPlayer } from './support/player';
import { settled } from './support/settled';

describe("the site settings from the console, as the players' phones see them", () => {
  const session = phoneSession();

  /** Waits for a message (antd's toast, antd-mobile's) or any text to show. */
  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });

  it("narrows a deposit channel's range and changes the USDT rate; the player's deposit sheets follow them", async () => {
    const owner = await createOperator(session.server, 'site-owner', 'owner');
    const player = await registerPlayer(session.server);
    const desk = await session.newConsolePage();
    await signIn(desk, session.server, owner);
    await desk.getByRole('menuitem', { name: '支付设置' }).click();
    await desk.waitForURL(/\/admin\/payments$/);

    // The channel's row (the 收款账户 table below names the channel too).
    const bank = desk.getByRole('row').filter({ has: desk.getByRole('button', { name: '编辑 银行卡转账', exact: true }) });
    await bank.waitFor();
    await bank.getByRole('button', { name: '编辑' }).click();
    const dialog = desk.getByRole('dialog', { name: '编辑充值通道：银行卡转账' });
    await dialog.getByLabel('最低金额（元）').fill('500');
    await dialog.getByLabel('最高金额（元）').fill('2000');
    await keepScreenshot(desk, 'admin-settings-01-channel-form');
    await dialog.getByRole('button', { name: '保存' }).click();
    await shown(desk, MSG.operationOk);
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => bank.textContent()).toContain('5002000');

    const usdt = desk.getByRole('form', { name: 'USDT汇率与手续费' });
    await expect.poll(() => desk.getByLabel('充值汇率').inputValue()).toBe('7.2');
    await desk.getByLabel('充值汇率').fill('8');
    await usdt.getByRole('button', { name: '保存' }).click();
    await shown(desk, MSG.operationOk);
    await keepScreenshot(desk, 'admin-settings-02-payments');

    const phone = await session.newPage();
    await openAs(phone, session.server, player, '/wallet?type=0');
    await phone.getByRole('button', { name: /银行卡转账/ }).click();
    const bankSheet = phone.getByRole('dialog', { name: '银行卡存款' });
    await bankSheet.getByPlaceholder('请输入存款金额').fill('300');
    await bankSheet.getByRole('button', { name: '提交存款' }).click();
    await shown(phone, depositRangeMessage('500', '2000'));
    await keepScreenshot(phone, 'admin-settings-03-phone-range-refused');

    await openAs(phone, session.server, player, '/wallet?type=0');
    await phone.getByRole('button', { name: /USDT/ }).click();
    const usdtSheet = phone.getByRole('dialog', { name: 'USDT存款' });
    await usdtSheet.getByText('TRC20', { exact: true }).click();
    await usdtSheet.getByPlaceholder('请输入存款金额').fill('800');
    // 800 ÷ 8, the rate just saved (7.2 before it).
    await expect.poll(() => usdtSheet.getByTestId('usdt-amount').textContent()).toBe('100.00');
    await keepScreenshot(phone, 'admin-settings-04-phone-usdt-rate');
    await phone.close();
    await desk.close();
  });

  it("changes the service chat the player's 客服 page frames, and refuses a javascript: address, changing nothing", async () => {
    const owner = await createOperator(session.server, 'site-owner2', 'owner');
    const player = await registerPlayer(session.server);
    const desk = await session.newConsolePage();
    await signIn(desk, session.server, owner);
    await desk.getByRole('menuitem', { name: '站点设置' }).click();
    const service = desk.getByLabel('在线客服地址');
    await expect.poll(() => service.inputValue()).toBe('/demo/kefu');
    const chat = `${session.server.base}/demo/kefu?room=vip`;
    // The screen's six reads settle first: a form seen reset under load once (its typed address not sent).
    await settled(desk);
    await service.fill(chat);
    await expect.poll(() => service.inputValue()).toBe(chat);
    const links = desk.getByRole('form', { name: '站点信息' });
    await links.getByRole('button', { name: '保存' }).click();
    await shown(desk, MSG.operationOk);

    const phone = await session.newPage();
    await openAs(phone, session.server, player, '/kefu');
    await expect.poll(() => phone.getByTitle('在线客服').getAttribute('src'), { timeout: 15_000 }).toBe(chat);
    await keepScreenshot(phone, 'admin-settings-05-phone-kefu');

    await service.fill('javascript:alert(1)');
    await links.getByRole('button', { name: '保存' }).click();
    await shown(desk, ADMIN_MSG.adminSiteAddress);
    await settledScreenshot(desk, 'admin-settings-06-address-refused');
    await desk.reload();
    await expect.poll(() => desk.getByLabel('在线客服地址').inputValue()).toBe(chat);
    await openAs(phone, session.server, player, '/kefu');
    await expect.poll(() => phone.getByTitle('在线客服').getAttribute('src'), { timeout: 15_000 }).toBe(chat);
    await phone.close();

    // The four-eyes amount on the same screen: yuan in, yuan back after a reload.
    const review = desk.getByRole('form', { name: '提现复审' });
    await review.getByLabel('复审金额（元）').fill('3000.5');
    await review.getByRole('button', { name: '保存' }).click();
    await shown(desk, MSG.operationOk);
    await desk.reload();
    await expect.poll(() => desk.getByLabel('复审金额（元）').inputValue()).toBe('3000.5');
    await keepScreenshot(desk, 'admin-settings-07-settings');
    await desk.close();
  });
});
