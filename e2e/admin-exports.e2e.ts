import { beijingDay } from '@casino/contract/time';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { downloadedText, keepScreenshot } from './support/browser';
import { consoleAs, createOperator } from './support/operator';
import { phoneSession } from './support/phone-session';
import { registerPlayer, type Player } from './support/player';
import type { TestServer } from './support/server';

/** A bank-transfer deposit order of the player through the member API, as the deposit page sends it; answers its order number. */
async function depositOrder(server: TestServer, player: Player, amount: string): Promise<string> {
  const response = await fetch(`${server.base}/api/recharge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
    body: JSON.stringify({ paytype: 1, amount, bank: '招商银行', bank_no: '6225880112345678', bank_owner: '李四', bank_address: '深圳科技园支行' }),
  });
  const answer = (await response.json()) as { code: number; message: string };
  expect(answer, JSON.stringify(answer)).toMatchObject({ code: 200 });
  return answer.message;
}

/** Clicks 导出CSV and reads the file the browser receives: its name and text. */
async function exportCsv(screen: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([screen.waitForEvent('download'), screen.getByRole('button', { name: '导出CSV' }).click()]);
  return { name: download.suggestedFilename(), text: await downloadedText(download) };
}

/** The file's lines after its header. */
const rowsOf = (text: string) => text.split('\r\n').slice(1, -1);

describe("the operator console's CSV exports of the lists finance and support read", () => {
  const session = phoneSession();

  it('downloads the filtered deposits, and the audit log filtered by operator, each with its BOM, headers and only the rows shown', async () => {
    const { server } = session;
    const [wanted, other] = [await registerPlayer(server), await registerPlayer(server)];
    const orders = [await depositOrder(server, wanted, '300'), await depositOrder(server, wanted, '150.5')];
    const othersOrder = await depositOrder(server, other, '200');

    const finance = await createOperator(server, 'exporter', 'finance');
    const desk = await consoleAs(session, finance);
    await desk.getByRole('menuitem', { name: '充值审核' }).click();
    await desk.waitForURL(/\/admin\/deposits/);
    await desk.getByRole('row').filter({ hasText: othersOrder }).waitFor();
    const search = desk.getByLabel('会员账号');
    await search.fill(wanted.name);
    await search.press('Enter');
    await desk.waitForURL(new RegExp(`username=${wanted.name}`));
    await expect.poll(() => desk.getByRole('row').filter({ hasText: othersOrder }).count()).toBe(0);
    await desk.getByRole('row').filter({ hasText: orders[0] }).waitFor();
    await keepScreenshot(desk, 'admin-exports-01-deposits');

    const deposits = await exportCsv(desk);
    expect(deposits.name).toBe(`deposits_pending_${wanted.name}.csv`);
    expect(deposits.text.startsWith('\uFEFF订单号,会员,通道,金额（元）,存款人,存款银行,存款卡号,开户支行,收款账户,提交时间,状态,审核人,审核时间,原因\r\n')).toBe(true);
    const lines = rowsOf(deposits.text);
    // Pending ones oldest first, as the queue shows them.
    expect(lines.map((line) => line.split(',').slice(0, 8))).toEqual([
      [orders[0], wanted.name, '银行卡', '300.00', '李四', '招商银行', '6225880112345678', '深圳科技园支行'],
      [orders[1], wanted.name, '银行卡', '150.50', '李四', '招商银行', '6225880112345678', '深圳科技园支行'],
    ]);
    expect(lines.every((line) => /,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},待审核,/.test(line))).toBe(true);
    expect(deposits.text).not.toContain(othersOrder);
    await desk.close();

    // The owner reads the log of that finance operator alone: their sign-in and their export, no one else's.
    const owner = await createOperator(server, 'export-boss', 'owner');
    const log = await consoleAs(session, owner);
    await log.getByRole('menuitem', { name: '操作日志' }).click();
    await log.waitForURL(/\/admin\/audit-log/);
    await log.getByRole('row').filter({ hasText: owner.name }).first().waitFor();
    const operatorSearch = log.getByRole('searchbox', { name: '操作人' });
    await operatorSearch.fill(finance.name);
    await operatorSearch.press('Enter');
    await log.waitForURL(new RegExp(`admin=${finance.name}`));
    // The address changes before the list re-renders (a router transition): the owner's own sign-in leaving the rows tells the filter is applied.
    await expect.poll(() => log.getByRole('row').filter({ hasText: owner.name }).count()).toBe(0);
    await log.getByRole('row').filter({ hasText: '导出充值记录' }).waitFor();
    await keepScreenshot(log, 'admin-exports-02-audit-log');

    const audit = await exportCsv(log);
    expect(audit.name).toBe(`audit-log_${finance.name}.csv`);
    expect(audit.text.startsWith('\uFEFF编号,时间,操作人,操作,操作代码,对象,地址,变更前,变更后\r\n')).toBe(true);
    const entries = rowsOf(audit.text).map((line) => line.split(','));
    expect(entries.map((cells) => cells[2])).toEqual(entries.map(() => finance.name));
    expect(entries.map((cells) => cells.slice(3, 5))).toEqual([
      ['导出充值记录', 'adminDepositsCsv'],
      ['登录', 'adminLogin'],
    ]);
    expect(entries[0]?.[1]?.startsWith(beijingDay(Date.now()))).toBe(true);
    expect(entries[0]?.[5]).toBe('export:deposits');
    expect(audit.text).not.toContain(owner.name);
    await log.close();
  }, 120_000);
});
