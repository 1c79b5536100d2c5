import { CARD_TYPES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { SERVER_MSG } from '@casino/contract/server-messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from './support/browser';
import { consoleAs, createOperator } from './support/operator';
import { phoneSession } from './support/phone-session';
import { credit, openAs, registerPlayer, type Player } from './support/player';
import type { TestServer } from './support/server';
import { onServerDatabase } from './support/server-database';

/**
 * Issue #41 item 2: a bank card is bound in the member's own name only. On /addBankCard the 姓名 is the member's
 * real name and cannot be changed; the server refuses another; a card bound under another name before the rule is
 * flagged in 提现审核, so finance sees it before paying.
 */
describe('bank cards in the member’s own name (issue #41 item 2)', () => {
  const session = phoneSession();

  const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });

  async function playerCall(server: TestServer, player: Player, path: string, body: Record<string, unknown>) {
    const response = await fetch(`${server.base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${player.token}` }, body: JSON.stringify(body) });
    return (await response.json()) as { code: number; message: string; data: unknown };
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

  it('shows the real name read-only and binds in it; refuses another; flags an older card in another name in 提现审核', async () => {
    const { server } = session;
    const player = await registerPlayer(server);
    await credit(server, player, 500);
    const ownCard = `62258830${String(Date.now()).slice(-7)}1`;
    const otherCard = `62258840${String(Date.now()).slice(-7)}2`;

    // The phone: 姓名 is the member's real name, and typing does not change it.
    const phone = await session.newPage();
    await openAs(phone, server, player, '/addBankCard');
    const holder = phone.getByRole('textbox', { name: '姓名' });
    await expect.poll(() => holder.inputValue()).toBe('测试玩家');
    expect(await holder.getAttribute('readonly')).not.toBeNull();
    await holder.focus();
    await phone.keyboard.type('李四');
    expect(await holder.inputValue()).toBe('测试玩家');
    await pick(phone, '银行', '招商银行');
    await phone.getByPlaceholder('请输入开户行地址').fill('深圳科技园支行');
    await phone.getByPlaceholder('请输入银行卡号').fill(ownCard);
    await phone.getByPlaceholder('请输入6位数字支付密码').fill(player.payPassword);
    await keepScreenshot(phone, 'card-holder-01-read-only-name');
    await phone.getByRole('button', { name: '确认绑定' }).click();
    await shown(phone, MSG.bound);
    await phone.waitForURL(/#\/bankCard$/);

    // Another name sent past the screen is refused with its message, and nothing is bound.
    const refused = await playerCall(server, player, '/api/bindcard', { bank_owner: '李四', bank: '招商银行', bank_address: '深圳科技园支行', bank_no: otherCard, pay_pass: player.payPassword });
    expect(refused).toMatchObject({ code: 1000, message: SERVER_MSG.bindHolderNotMember });
    const cards = (await playerCall(server, player, '/api/getcard', { type: 1 })).data as { bank_no: string; bank_owner: string }[];
    expect(cards.map((card) => [card.bank_no, card.bank_owner])).toEqual([[ownCard, '测试玩家']]);

    // A card bound under another name before the rule, and a withdrawal to it and one to the member's own.
    const planted = await onServerDatabase(server, async (database) =>
      database.db
        .insertInto('bound_card')
        .values({ member_id: (await database.db.selectFrom('member').select('id').where('username', '=', player.name).executeTakeFirstOrThrow()).id, type: CARD_TYPES.bank, bank: '招商银行', bank_no: otherCard, bank_owner: '李四', bank_address: '深圳科技园支行', created_at: Date.now() })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const all = (await playerCall(server, player, '/api/getcard', { type: 1 })).data as { id: number; bank_no: string }[];
    for (const [card, amount] of [
      [all.find((card) => card.bank_no === ownCard)?.id ?? 0, '100'],
      [planted.id, '120'],
    ] as const) {
      const asked = await playerCall(server, player, '/api/withdraw', { bank: card, amount, password: player.payPassword });
      expect(asked.code, asked.message).toBe(200);
    }

    // 提现审核: only the withdrawal to the other name's card carries the flag.
    const finance = await createOperator(server, 'holder-till', 'finance');
    const till = await consoleAs(session, finance);
    await till.getByRole('menuitem', { name: /^提现审核/ }).click();
    const rowOf = (card: string) => till.getByRole('row').filter({ hasText: player.name }).filter({ hasText: card.slice(-4) });
    await rowOf(otherCard).getByText('持卡人非会员本人', { exact: true }).waitFor();
    await rowOf(ownCard).waitFor();
    expect(await rowOf(ownCard).getByText('持卡人非会员本人').count()).toBe(0);
    await keepScreenshot(till, 'card-holder-02-flagged-withdrawal');
  });
});
