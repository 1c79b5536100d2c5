import { MSG } from '@casino/contract/messages';
import { beijingDay } from '@casino/contract/time';
import { describe, expect, it } from 'vitest';
import { downloadedText, keepScreenshot } from './support/browser';
import { createOperator, signIn } from './support/operator';
import { phoneSession } from './support/phone-session';
import { depositUsdtOnPhone, registerPlayer, type Player } from './support/player';
import type { TestServer } from './support/server';

/** A member API call with the player's token; answers the envelope. */
async function api(server: TestServer, player: Player, path: string, body: unknown): Promise<{ code: number; message: string; data: unknown }> {
  const response = await fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}`, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; message: string; data: unknown };
}

/** The player plays the demo slot once through its own API, as its page does: the launch sweeps the main wallet in (FG捕鱼 stays on the demo slot; the 电子 platforms play through the simulator). */
async function spinOnce(server: TestServer, player: Player): Promise<void> {
  expect((await api(server, player, '/api/uptransferstatus', { transferstatus: 1 })).code).toBe(200);
  const launch = await api(server, player, '/api/getGameUrl', { plat_name: 'fgfish', game_type: 'concise', game_code: 'fgfish_001', is_mobile_url: 1 });
  expect(launch, JSON.stringify(launch)).toMatchObject({ code: 200 });
  const token = new URL((launch.data as { url: string }).url).searchParams.get('token') ?? '';
  const spin = await fetch(`${server.base}/demo-game/api/spin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, stake: '10' }) });
  expect(((await spin.json()) as { code: number }).code).toBe(200);
}

const yuanIn = (text: string | null) => Number(/¥([\d,]+\.\d{2})/.exec(text ?? '')?.[1]?.replaceAll(',', '') ?? Number.NaN);

describe('the dashboard and the reports of finance', () => {
  const session = phoneSession();

  it("shows today's deposits, bets and adjustments on 概览 with what members hold, and today's row on 报表 and in its CSV", async () => {
    const { server } = session;
    const player = await registerPlayer(server);
    const phone = await session.newPage();
    const order = await depositUsdtOnPhone(phone, server, player, '720');
    await phone.close();

    const finance = await createOperator(server, 'reporter', 'finance');
    const desk = await session.newConsolePage();
    await signIn(desk, server, finance);
    await desk.getByRole('menuitem', { name: '充值审核' }).click();
    const row = desk.getByRole('row').filter({ hasText: order });
    await row.waitFor();
    await row.getByRole('button', { name: '通过' }).click();
    await desk.getByRole('button', { name: '确定' }).click();
    await desk.getByText(MSG.operationOk, { exact: true }).first().waitFor();

    await server.admin('adjust', player.name, '-5', '--correction', '核对差错');
    await spinOnce(server, player);

    await desk.getByRole('menuitem', { name: '概览' }).click();
    await desk.waitForURL(/\/admin\/dashboard$/);
    // Finance landed here at sign-in: the figures shown first are those of then, until the screen has asked again.
    const deposits = desk.getByTestId('figure-deposits');
    await expect.poll(async () => yuanIn(await deposits.textContent())).toBeGreaterThanOrEqual(720);
    expect(await deposits.textContent()).toMatch(/\/\s*[1-9]\d*\s*笔/);
    const bets = async () => Number(/\d+/.exec((await desk.getByTestId('figure-bets').locator('.ant-statistic-content').textContent()) ?? '')?.[0]);
    await expect.poll(bets).toBeGreaterThanOrEqual(1);
    await desk.getByRole('row').filter({ hasText: 'FG捕鱼' }).first().waitFor();
    // The correction counts in the profit figures, and the members' wallets hold the deposit less the stake and the correction at least.
    await expect.poll(async () => desk.getByTestId('figure-adjustments').textContent()).toContain('-5.00');
    await desk.getByTestId('figure-profit').waitFor();
    expect(yuanIn(await desk.getByTestId('figure-owed').textContent())).toBeGreaterThanOrEqual(705);
    await keepScreenshot(desk, 'admin-reports-01-dashboard');
    // The range is the URL's: the last 7 days hold today's deposit too.
    await desk.getByText('近7日', { exact: true }).click();
    await desk.waitForURL(/\/admin\/dashboard\?range=7d$/);
    await expect.poll(async () => yuanIn(await desk.getByTestId('figure-deposits').textContent())).toBeGreaterThanOrEqual(720);
    await desk.getByRole('img', { name: '每日存款' }).waitFor();

    const today = beijingDay(Date.now());
    await desk.getByRole('menuitem', { name: '报表' }).click();
    await desk.waitForURL(/\/admin\/reports/);
    const todayRow = desk.getByRole('row').filter({ hasText: today });
    await todayRow.waitFor();
    expect(await todayRow.textContent()).toContain('720.00');
    expect(await todayRow.textContent()).toContain('-5.00');
    // One day chosen: the totals under it are that day's figures.
    const totals = desk.getByRole('row').filter({ hasText: '合计' });
    expect((await totals.textContent())?.replace('合计', '')).toBe((await todayRow.textContent())?.replace(today, ''));
    await keepScreenshot(desk, 'admin-reports-02-daily');

    const [download] = await Promise.all([desk.waitForEvent('download'), desk.getByRole('button', { name: '导出CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`daily-report_${today}_${today}.csv`);
    const csv = await downloadedText(download);
    expect(csv.startsWith('\uFEFF日期,存款,提款,净入金,注单数,投注额,派彩,GGR,返水,红包,奖金,人工调整,站点盈亏,会员余额,新会员\r\n')).toBe(true);
    const line = csv.split('\r\n').find((text) => text.startsWith(`${today},`)) ?? '';
    const [, depositSum, , , betCount] = line.split(',');
    expect(Number(depositSum)).toBeGreaterThanOrEqual(720);
    expect(Number(betCount)).toBeGreaterThanOrEqual(1);
    expect(csv.trimEnd().split('\r\n').at(-1)).toBe(line.replace(today, '合计'));

    // Three days, newest first; a click on 日期 shows them oldest first, in the URL across a reload.
    const DAY = 86_400_000;
    const first = beijingDay(Date.now() - 2 * DAY);
    const threeDays = [today, beijingDay(Date.now() - DAY), first];
    await desk.goto(`${server.base}/admin/reports?from=${first}&to=${today}`);
    const days = () => desk.locator('.ant-table-row > td:first-child').allTextContents();
    await expect.poll(days, { timeout: 10_000 }).toEqual(threeDays);
    await desk.getByRole('columnheader', { name: '日期' }).click();
    await desk.waitForURL(new RegExp(`/admin/reports\\?from=${first}&to=${today}&sort=day&order=asc$`));
    await expect.poll(days, { timeout: 10_000 }).toEqual([...threeDays].reverse());
    await keepScreenshot(desk, 'admin-reports-03-daily-oldest-first');
    await desk.reload();
    await expect.poll(days, { timeout: 10_000 }).toEqual([...threeDays].reverse());
    await desk.close();
  }, 120_000);
});
