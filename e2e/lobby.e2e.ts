import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from './support/browser';
import { phoneSession } from './support/phone-session';
import { openAs, registerPlayer } from './support/player';

const PHONES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
];

/** How far the page reaches past the screen's right edge (0: no sideways scrolling). */
const overflowX = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Each category tab's label: whether every line of it is drawn whole, inside its tab and the screen. */
const tabLabels = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[role="tablist"] [role="tab"]'), (tab) => {
      const box = tab.getBoundingClientRect();
      const whole = Array.from(tab.querySelectorAll<HTMLElement>('span')).every((line) => {
        const drawn = line.getBoundingClientRect();
        return line.scrollWidth <= line.clientWidth && drawn.left >= box.left - 0.5 && drawn.right <= box.right + 0.5;
      });
      return { name: tab.textContent, whole: whole && box.left >= 0 && box.right <= window.innerWidth };
    }),
  );

/** The names of the slot games a provider's list shows. */
const slotNames = (page: Page) => page.locator('.slot-grid button span').allTextContents();

/** Issue #33 item 13: the lobby of a real casino, on the smallest and a common phone. */
describe('the lobby', () => {
  const session = phoneSession();

  for (const { width, height } of PHONES) {
    it(`at ${String(width)}×${String(height)}: tabs that fit, provider cards with logos, each provider its own games, a search that opens a game, and the game in 最近玩过 after`, async () => {
      const { server } = session;
      const player = await registerPlayer(server);
      const page = await session.newPage({ width, height });
      await openAs(page, server, player);
      const notice = page.getByRole('button', { name: '我知道了' });
      await notice.click();
      await notice.waitFor({ state: 'hidden' });
      const lobby = page.getByRole('region', { name: '游戏分类' });

      // The six tabs fit: every label whole, nothing past the screen's edge.
      await page.getByRole('tab', { name: '棋牌游戏' }).waitFor();
      expect(await tabLabels(page)).toEqual(['真人视讯', '电子游艺', '体育赛事', '电子竞技', '彩票游戏', '棋牌游戏'].map((name) => ({ name, whole: true })));
      expect(await overflowX(page)).toBeLessThanOrEqual(0);

      // 电子游艺: a card for each slot provider, each with its logo drawn.
      await page.getByRole('tab', { name: '电子游艺' }).click();
      const cards = lobby.getByRole('list', { name: '游戏平台' }).getByRole('button');
      await expect.poll(() => cards.count()).toBe(6);
      await expect
        .poll(() => lobby.locator('.provider-logo').evaluateAll((logos) => logos.map((logo) => (logo as HTMLImageElement).naturalWidth > 0 && logo.getBoundingClientRect().width > 0)))
        .toEqual([true, true, true, true, true, true]);
      expect(await overflowX(page)).toBeLessThanOrEqual(0);
      await keepScreenshot(page, `lobby-01-providers-${String(width)}`);

      // Two providers, two lists of their own games.
      await lobby.getByRole('button', { name: 'PG电子' }).click();
      await page.waitForURL(/#\/electronics\?type=pg$/);
      await page.getByRole('button', { name: '麻将胡了' }).waitFor();
      const pg = await slotNames(page);
      await page.getByRole('tab', { name: 'FG捕鱼' }).click();
      await page.getByRole('button', { name: '深海捕鱼' }).waitFor();
      const fish = await slotNames(page);
      expect(pg.length).toBeGreaterThanOrEqual(8);
      expect(fish.length).toBeGreaterThanOrEqual(8);
      expect(fish.filter((name) => pg.includes(name))).toEqual([]);
      await keepScreenshot(page, `lobby-02-fishing-${String(width)}`);

      // The search finds a game across the providers and opens it.
      await page.locator('.adm-tab-bar-item').filter({ hasText: '首页' }).click();
      await page.waitForURL(/#\/$/);
      await lobby.getByRole('button', { name: '搜索游戏' }).click();
      await page.getByRole('searchbox', { name: '游戏名称' }).fill('熊猫');
      const found = page.locator('.game-search').getByRole('button', { name: '熊猫传奇' });
      await found.waitFor();
      await keepScreenshot(page, `lobby-03-search-${String(width)}`);
      await found.click();
      await page.waitForURL(/#\/gamePage\?name=pg&type=concise&code=pg_001$/);
      await expect.poll(() => page.frameLocator('iframe').locator('h1').textContent(), { timeout: 15_000 }).toBe('熊猫传奇');

      // Back on the lobby, the game leads 最近玩过 (the search closed when the game opened).
      await page.goBack();
      await page.waitForURL(/#\/$/);
      // The rows below the categories load when scrolled to.
      await lobby.evaluate((categories) => categories.nextElementSibling?.scrollIntoView());
      const recent = page.getByRole('region', { name: '最近玩过' });
      await recent.getByRole('button', { name: '熊猫传奇' }).waitFor({ timeout: 10_000 });
      expect(await page.locator('.game-search').isVisible()).toBe(false);
      expect(await overflowX(page)).toBeLessThanOrEqual(0);
      await keepScreenshot(page, `lobby-04-recent-${String(width)}`);
    });
  }
});
