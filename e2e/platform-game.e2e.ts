import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from './support/browser';
import { phoneSession } from './support/phone-session';
import { credit, registerPlayer } from './support/player';

const SPINS = 3;
const STAKE = '2.00';

/** A row of the bet records, by a text it holds. */
const row = (within: Page | Locator, text: string) => within.locator('article').filter({ hasText: text });

/** A win shows with its plus sign, as 投注记录 writes it. */
const signedYuan = (fen: number) => `${fen > 0 ? '+' : ''}${(fen / 100).toFixed(2)}`;

describe('a game of a seamless platform from the lobby, played through the Hub88 simulator', () => {
  const session = phoneSession();

  it('signs in, opens PG电子 麻将胡了 from the lobby, spins, and sees the balance moved by the spins and the bets in 投注记录', async () => {
    const { server } = session;
    const player = await registerPlayer(server);
    await credit(server, player, 100);

    const page = await session.newPage();
    const visible = (placeholder: string) => page.locator(`input[placeholder="${placeholder}"]`).locator('visible=true');
    await page.goto(`${server.base}/#/login?type=0`);
    await visible('请输入账号').fill(player.name);
    await visible('请输入密码').fill(player.password);
    await visible('请输入验证码').fill('ab12');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/#\/$/);
    await expect.poll(() => page.getByTestId('home-balance').textContent(), { timeout: 10_000 }).toBe('100.00');
    // The popup announcement, once per visit: dismissed before it can come over the lobby's tabs.
    const notice = page.getByRole('button', { name: '我知道了' });
    await notice.click();
    await notice.waitFor({ state: 'hidden' });

    // The lobby: 电子游艺, PG's tile, then one of its slots.
    await page.getByRole('tab', { name: '电子游艺' }).click();
    await page.getByRole('region', { name: '游戏分类' }).getByRole('button', { name: 'PG电子' }).click();
    await page.waitForURL(/#\/electronics\?type=pg$/);
    await page.getByRole('button', { name: '麻将胡了' }).first().click();
    await page.waitForURL(/#\/gamePage\?name=pg&type=concise&code=pg_003$/);

    // The simulator's page, at the address the phone reached the site at: a same-origin frame.
    const frameElement = page.locator('iframe');
    await expect.poll(() => frameElement.getAttribute('src'), { timeout: 15_000 }).toMatch(new RegExp(`^${server.base}/platform-sim/games/[0-9a-f-]{36}/$`));
    expect(await frameElement.getAttribute('sandbox')).toContain('allow-same-origin');
    const game = page.frameLocator('iframe');
    await expect.poll(() => game.locator('h1').textContent(), { timeout: 15_000 }).toBe('麻将胡了');
    // Its balance is our main wallet's, as /wallet/hub88/user/balance answered the simulator.
    await expect.poll(() => game.locator('#balance').textContent()).toBe('100.00');
    // Framed, the page leaves the way back to the app's own bar (返回首页): the frame may not navigate the app.
    expect(await game.locator('#lobby').count()).toBe(0);

    await game.locator('#stake').fill(STAKE);
    for (let spin = 1; spin <= SPINS; spin += 1) {
      await game.getByRole('button', { name: '旋转' }).click();
      await expect.poll(() => game.locator('#rounds li').count(), { timeout: 10_000 }).toBe(spin);
      await expect.poll(() => game.getByRole('button', { name: '旋转' }).isEnabled()).toBe(true);
    }
    await keepScreenshot(page, 'platform-game-01-spins');
    const rounds = await game.locator('#rounds li').evaluateAll((items) => items.map((item) => ({ stakeFen: Number(item.getAttribute('data-stake-fen')), winFen: Number(item.getAttribute('data-win-fen')) })));
    // Every bet taken (the player has the money), each round closed with its win.
    expect(rounds.map((round) => round.stakeFen)).toEqual(Array<number>(SPINS).fill(200));
    const netFen = rounds.reduce((sum, round) => sum + round.winFen - round.stakeFen, 0);
    const after = ((100_00 + netFen) / 100).toFixed(2);
    expect(await game.locator('#balance').textContent()).toBe(after);

    // Back in the app: the balance moved by exactly the spins' net.
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL(/#\/$/);
    await expect.poll(() => page.getByTestId('home-balance').textContent(), { timeout: 10_000 }).toBe(after);

    // 投注记录: each spin one settled bet of PG电子's 麻将胡了, its stake and its win or loss.
    await page.goto(`${server.base}/#/meyList`);
    await page.getByRole('tab', { name: '投注记录' }).click();
    const bets = row(page.getByLabel('投注记录'), 'PG电子 · 麻将胡了');
    await expect.poll(() => bets.count(), { timeout: 10_000 }).toBe(SPINS);
    const texts = await bets.allTextContents();
    for (const text of texts) {
      expect(text).toContain(`投注 ${STAKE}`);
      expect(text).toContain('已结算');
    }
    const shown = texts.map((text) => /输赢 ([+-]?\d+\.\d{2})/.exec(text)?.[1]).sort();
    expect(shown).toEqual(rounds.map((round) => signedYuan(round.winFen - round.stakeFen)).sort());
    await keepScreenshot(page, 'platform-game-02-bets');
  });
});
