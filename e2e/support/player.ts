import { parseYuan } from '@casino/contract/money';
import type { Page } from 'playwright-core';
import { auditWriter } from '../../apps/server/src/kernel/audit-log';
import { adjustBalance } from '../../apps/server/src/modules/wallet/adjustments';
import type { TestServer } from './server';
import { onServerDatabase } from './server-database';

export interface Player {
  name: string;
  password: string;
  /** The pay password set at registration. */
  payPassword: string;
  token: string;
}

let registered = 0;

/** A new member, registered through the API (the server runs with CAPTCHA=off). */
export async function registerPlayer(server: TestServer, payPassword = '123456'): Promise<Player> {
  registered += 1;
  const name = `p${String(Date.now()).slice(-6)}${String(registered)}`.slice(0, 10);
  const password = 'abcd1234';
  const response = await fetch(`${server.base}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, password, confirmPass: password, realname: '测试玩家', paypassword: payPassword, code: 'ab12' }),
  });
  const body = (await response.json()) as { code: number; message: string; data: { api_token?: string } };
  if (body.code !== 200 || !body.data.api_token) throw new Error(`registration refused: ${body.message}`);
  return { name, password, payPassword, token: body.data.api_token };
}

/** Opens the app as this player: the session token in browser storage, as the app keeps it. */
export async function openAs(page: Page, server: TestServer, player: Player, path = '/'): Promise<void> {
  // The token is written on a small page of the site (its icon: same origin, same storage) rather than on the
  // app, so the app loads once, already with the session, before it reaches a guarded path.
  await page.goto(`${server.base}/favicon.svg`);
  await page.evaluate((token) => {
    localStorage.setItem('token', token);
  }, player.token);
  await page.goto(`${server.base}/#${path}`);
}

/** Credits the member's main wallet with the code of the CLI's `adjust --correction` (the ledger, no turnover), in yuan. */
export async function credit(server: TestServer, player: Player, yuan: number): Promise<void> {
  const fen = parseYuan(String(yuan));
  if (fen === undefined) throw new Error(`not an amount in yuan: ${String(yuan)}`);
  const now = Date.now();
  const audit = auditWriter({ adminId: null, name: 'cli:e2e', ip: 'cli' }, 'adjust', now);
  const outcome = await onServerDatabase(server, (database) => adjustBalance(database, { username: player.name, fen, memo: 'e2e', kind: 'correction', operator: 'cli:e2e', role: 'owner', now, audit }));
  if (outcome !== 'adjusted') throw new Error(`a credit of ${String(yuan)} waits for a second operator: above the site's two-operator amount`);
}

/** A USDT (TRC20) deposit of `yuan` made on the phone's 存款 screen: answers the order number its payInfo screen shows. */
export async function depositUsdtOnPhone(page: Page, server: TestServer, player: Player, yuan: string): Promise<string> {
  await openAs(page, server, player, '/wallet?type=0');
  await page.getByRole('button', { name: /USDT/ }).click();
  const sheet = page.getByRole('dialog', { name: 'USDT存款' });
  await sheet.getByText('TRC20', { exact: true }).click();
  await sheet.getByPlaceholder('请输入存款金额').fill(yuan);
  await sheet.getByRole('button', { name: '立即存款' }).click();
  await page.waitForURL(/#\/payInfo\?deposit_no=D\d+/);
  return new URL(page.url().replace('#/', '')).searchParams.get('deposit_no') ?? '';
}
