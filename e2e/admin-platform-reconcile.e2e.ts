import { beijingDay, beijingDayStart } from '@casino/contract/time';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktopContext, keepScreenshot, connectBrowser } from './support/browser';
import { createOperator, nextCode } from './support/operator';
import { credit, registerPlayer, type Player } from './support/player';
import { startServer, type TestServer } from './support/server';
import { trackRequests } from './support/settled';

const HOUR = 3_600_000;

/** The demo's five 电子 platforms, all connected to the one simulator inside the server (one Hub88 connection's report). */
const PLATFORMS = [
  ['obgdy', 'OB电子'],
  ['fgdz', 'FG电子'],
  ['pp', 'PP电子'],
  ['ae', 'AE电子'],
  ['pg', 'PG电子'],
] as const;

/** A member API call with the player's token; answers the envelope. */
async function api(server: TestServer, player: Player, path: string, body: unknown): Promise<{ code: number; data: unknown }> {
  const response = await fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}`, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: unknown };
}

/** Opens a slot of a seamless platform (the simulator's game page) and spins it `spins` times at 2.00, as its page does. */
async function play(server: TestServer, player: Player, platform: string, gameCode: string, spins: number): Promise<void> {
  const launch = await api(server, player, '/api/getGameUrl', { plat_name: platform, game_type: 'concise', game_code: gameCode, is_mobile_url: 1 });
  expect(launch, JSON.stringify(launch)).toMatchObject({ code: 200 });
  const id = /\/platform-sim\/games\/([0-9a-f-]{36})\//.exec((launch.data as { url: string }).url)?.[1] ?? '';
  for (let spin = 0; spin < spins; spin += 1) {
    const response = await fetch(`${server.base}/platform-sim/games/${id}/spin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ stake: '2.00' }) });
    expect(((await response.json()) as { outcome: string }).outcome).toMatch(/^(won|lost)$/);
  }
}

describe('the operator console: 平台对账 of the five 电子 platforms that share one Hub88 connection', () => {
  // The server's clock (and the simulator's book inside it) at noon in Beijing today: the day cannot turn during the journey.
  const offset = Math.round(beijingDayStart(Date.now()) + 12 * HOUR - Date.now());
  const now = () => Date.now() + offset;
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ env: { CLOCK_OFFSET_MS: String(offset) } });
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('reads 一致 on every platform after a day of play on two of them, each against its own bets, and the CLI exits 0', async () => {
    const day = beijingDay(now());
    const player = await registerPlayer(server);
    await credit(server, player, 100);
    await play(server, player, 'pg', 'pg_003', 3);
    await play(server, player, 'pp', 'pp_001', 2);

    const finance = await createOperator(server, 'reconciler', 'finance');
    const desk: Page = await (await desktopContext(browser)).newPage();
    trackRequests(desk);
    await desk.goto(`${server.base}/admin/login`);
    await desk.getByLabel('账号').fill(finance.name);
    await desk.getByLabel('密码').fill(finance.password);
    // The authenticator's code of the server's time.
    await desk.getByLabel('动态验证码').fill(nextCode(finance, now()));
    await desk.getByRole('button', { name: '登录' }).click();
    await desk.getByTestId('operator').waitFor();

    await desk.getByRole('menuitem', { name: '报表' }).click();
    await desk.getByRole('tab', { name: '平台对账' }).click();
    const picker = desk.getByLabel('对账日期');
    await picker.click();
    await picker.fill(day);
    await picker.press('Enter');
    await desk.getByText(`${day} 各平台的投注、派彩与回滚与平台方一致`, { exact: true }).waitFor();
    for (const [code, name] of PLATFORMS) {
      const card = desk.locator('.ant-card').filter({ hasText: `${name}（${code}）` });
      await card.getByText('一致', { exact: true }).waitFor();
    }
    // PG's side is PG's 3 bets, not the connection's 5.
    const pgBets = desk.getByRole('table', { name: 'PG电子对账' }).getByRole('row').filter({ hasText: '投注（未回滚）' });
    expect(await pgBets.getByRole('cell').allTextContents()).toEqual(['投注（未回滚）', '3', '6.00', '3', '6.00', '0', '0.00']);
    const ppBets = desk.getByRole('table', { name: 'PP电子对账' }).getByRole('row').filter({ hasText: '投注（未回滚）' });
    expect(await ppBets.getByRole('cell').allTextContents()).toEqual(['投注（未回滚）', '2', '4.00', '2', '4.00', '0', '0.00']);
    expect(await desk.getByText('有差异', { exact: true }).count()).toBe(0);
    await keepScreenshot(desk, 'admin-platform-reconcile-01-matched');

    // The CLI's run rejects unless it exits 0.
    const out = await server.admin('platforms:reconcile', day);
    expect(out).not.toContain('DIFFERS');
    expect(out).toContain('pg (PG电子): matched');
  });
});
