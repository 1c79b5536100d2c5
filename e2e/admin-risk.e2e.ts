import { MSG } from '@casino/contract/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from './support/browser';
import { consoleAs, createOperator } from './support/operator';
import { phoneSession } from './support/phone-session';
import { credit, openAs, registerPlayer, type Player } from './support/player';
import type { TestServer } from './support/server';

describe('the operator console: risk flags (notes, tags, the blacklist)', () => {
  const session = phoneSession();

  /** Waits for a message (antd's toast, a phone's Toast) or any text to show. */
  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });

  /** A player's call through the API, with their token. */
  async function playerCall(server: TestServer, player: Player, path: string, body: Record<string, unknown>) {
    const response = await fetch(`${server.base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${player.token}` }, body: JSON.stringify(body) });
    const answer = (await response.json()) as { code: number; message: string; data: unknown };
    expect(answer.code, answer.message).toBe(200);
    return answer.data;
  }

  /** Confirms a bottom picker on the option named. */
  async function pick(page: Page, label: string, option: string) {
    await page.getByRole('button', { name: label, exact: true }).click();
    const item = page.locator('.adm-picker-view-column-item').filter({ hasText: option });
    await item.tap();
    await expect.poll(() => item.getAttribute('data-selected')).toBe('true');
    // The wheel tells the picker after a debounce; confirming sooner keeps the old choice.
    await page.waitForTimeout(150);
    await page.getByText('确定', { exact: true }).click();
    await page.locator('.adm-picker-popup').last().waitFor({ state: 'hidden' });
  }

  it('finance notes and tags a member, sees the tag on 会员列表 and 提现审核, blacklists card numbers; the player cannot bind one', async () => {
    const { server } = session;
    const player = await registerPlayer(server);
    const boundCard = `62170010${String(Date.now()).slice(-8)}`;
    const freshCard = `62170020${String(Date.now()).slice(-8)}`;
    await credit(server, player, 500);
    const { id } = (await playerCall(server, player, '/api/bindcard', { bank_owner: '测试玩家', bank: '中国银行', bank_address: '北京分行', bank_no: boundCard, pay_pass: player.payPassword })) as { id: number };
    await playerCall(server, player, '/api/withdraw', { bank: id, amount: '100', password: player.payPassword });

    // Finance: a note and two tags on the member's detail.
    const finance = await createOperator(server, 'risk-till', 'finance');
    const till = await consoleAs(session, finance);
    await till.goto(`${server.base}/admin/members/${player.name}`);
    await till.getByRole('heading', { name: `会员详情 · ${player.name}` }).waitFor();
    const notes = till.locator('.ant-card').filter({ has: till.getByText('备注', { exact: true }) });
    await notes.getByRole('textbox', { name: '备注内容' }).fill('来电核实：本人操作，银行卡为本人所有');
    await notes.getByRole('button', { name: '添加备注' }).click();
    await shown(till, MSG.operationOk);
    const note = notes.getByRole('row').filter({ hasText: '来电核实：本人操作，银行卡为本人所有' });
    await note.waitFor();
    expect(await note.textContent()).toContain('risk-till');

    const tags = till.getByRole('combobox', { name: '会员标签' });
    await tags.click();
    await tags.fill('高风险');
    await tags.press('Enter');
    await tags.fill('需复核');
    await tags.press('Enter');
    await till.getByRole('button', { name: '保存标签' }).click();
    await shown(till, MSG.operationOk);
    await keepScreenshot(till, 'admin-risk-01-notes-and-tags');

    // 会员列表: the tags in the member's row; a click on one lists the members of that tag.
    await till.getByRole('menuitem', { name: '会员列表' }).click();
    await till.getByRole('heading', { name: '会员列表', level: 4 }).waitFor();
    const row = till.getByRole('row').filter({ hasText: player.name });
    await row.getByText('高风险', { exact: true }).waitFor();
    await row.getByText('需复核', { exact: true }).click();
    await till.waitForURL(/tag=%E9%9C%80%E5%A4%8D%E6%A0%B8/);
    await expect.poll(() => till.getByRole('row').count()).toBe(2);
    await till.getByRole('row').filter({ hasText: player.name }).waitFor();

    // 提现审核: the tags beside the member's withdrawal.
    await till.getByRole('menuitem', { name: /^提现审核/ }).click();
    const withdrawal = till.getByRole('row').filter({ hasText: player.name });
    await withdrawal.getByText('高风险', { exact: true }).waitFor();
    expect(await withdrawal.getByText('收款账户在黑名单中').count()).toBe(0);

    // 黑名单: the card already bound and a fresh one, typed with spaces; the same one again is refused.
    await till.getByRole('menuitem', { name: '黑名单' }).click();
    await till.getByRole('heading', { name: '黑名单', level: 4 }).waitFor();
    const blacklist = async (number: string, reason: string) => {
      await till.getByRole('button', { name: '加入黑名单' }).click();
      const dialog = till.getByRole('dialog', { name: '加入黑名单' });
      await dialog.getByLabel('卡号或地址').fill(number);
      await dialog.getByLabel('原因').fill(reason);
      await dialog.getByRole('button', { name: '加入黑名单' }).click();
      return dialog;
    };
    const first = await blacklist(boundCard.replace(/(\d{4})/g, '$1 ').trim(), '持卡人报案');
    await shown(till, MSG.operationOk);
    // Closed before the next: while it closes, its own 加入黑名单 button is the screen's second.
    await first.waitFor({ state: 'hidden' });
    await (await blacklist(freshCard, '涉嫌盗卡')).waitFor({ state: 'hidden' });
    const again = await blacklist(freshCard, '重复');
    await shown(till, '该卡号或地址已在黑名单中');
    await again.getByRole('button', { name: '取消' }).click();
    const listed = till.getByRole('row').filter({ hasText: boundCard });
    await listed.waitFor();
    expect(await listed.textContent()).toContain('1 人');
    await keepScreenshot(till, 'admin-risk-02-blacklist');

    // The member's withdrawal now pays to a blacklisted card, and they have one bound.
    await till.getByRole('menuitem', { name: /^提现审核/ }).click();
    await withdrawal.getByText('收款账户在黑名单中').waitFor();
    await withdrawal.getByText('绑定了黑名单账户').waitFor();

    // The player binds the fresh card on the phone: refused with its message, nothing bound.
    const phone = await session.newPage();
    await openAs(phone, server, player, '/addBankCard');
    await pick(phone, '银行', '中国农业银行');
    await phone.getByPlaceholder('请输入开户行地址').fill('深圳南山支行');
    await phone.getByPlaceholder('请输入银行卡号').fill(freshCard);
    await phone.getByPlaceholder('请输入6位数字支付密码').fill(player.payPassword);
    await phone.getByRole('button', { name: '确认绑定' }).click();
    await shown(phone, MSG.cardBlacklisted);
    await keepScreenshot(phone, 'admin-risk-03-binding-refused');
    expect(phone.url()).toMatch(/#\/addBankCard$/);
    const cards = (await playerCall(server, player, '/api/getcard', { type: 1 })) as { bank_no: string }[];
    expect(cards.map((card) => card.bank_no)).toEqual([boundCard]);
  });
});
