import { BALANCE_POLL_MS } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, connectBrowser, phoneContext } from './support/browser';
import { startServer, type TestServer } from './support/server';

const PASSWORD = 'abcd1234';
let serial = 0;

/** The shell a new player meets: errors, layout at phone widths, the session's end, the document head. */
describe('the app shell on a phone', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await connectBrowser();
  });

  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  /** A fresh phone (its own storage): 390 px wide, or another width. */
  async function newPage(width = 390): Promise<Page> {
    const context = width === 390 ? await phoneContext(browser) : await browser.newContext({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    return context.newPage();
  }

  /** A member registered through the API (the server runs with CAPTCHA=off), and its token. */
  async function registerMember(): Promise<{ name: string; token: string }> {
    serial += 1;
    const name = `sh${String(Date.now()).slice(-6)}${String(serial)}`;
    const response = await fetch(`${server.base}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, password: PASSWORD, confirmPass: PASSWORD, realname: '李小龙', paypassword: '123456' }),
    });
    const answer = (await response.json()) as { code: number; data: { api_token: string } };
    expect(answer.code).toBe(200);
    return { name, token: answer.data.api_token };
  }

  /** Opens home with the member's session already in browser storage. */
  async function openHomeAs(page: Page, token: string): Promise<void> {
    await page.goto(`${server.base}/#/login`);
    await page.evaluate((value) => {
      localStorage.setItem('token', value);
    }, token);
    await page.goto(`${server.base}/#/`);
    await page.reload();
  }

  it('shows a Chinese error screen with 重新加载 when a page chunk cannot load, retrying the chunk once', async () => {
    const page = await newPage();
    // From the start and for the whole context (its service worker's requests too): a copy fetched earlier by
    // anything on home would otherwise be the one the route's import gets.
    let attempts = 0;
    await page.context().route('**/assets/kefu-page-*.js', (route) => {
      attempts += 1;
      return route.abort('internetdisconnected');
    });
    await page.goto(`${server.base}/#/`);
    await page.getByRole('button', { name: '热门游戏' }).waitFor();
    expect(attempts).toBe(0);
    await page.goto(`${server.base}/#/kefu`);
    await page.getByRole('button', { name: '重新加载' }).waitFor({ timeout: 10_000 });
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    expect(await page.getByText('页面加载失败').isVisible()).toBe(true);
    // The import asks for the chunk and the retry once more; Vite's modulepreload may add one request of its own
    // before them, or be served the failed import's answer, depending on timing.
    expect(attempts).toBeGreaterThanOrEqual(2);
    expect(attempts).toBeLessThanOrEqual(3);
    await keepScreenshot(page, 'shell-01-chunk-error');

    await page.context().unroute('**/assets/kefu-page-*.js');
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect.poll(() => page.frameLocator('iframe[title="在线客服"]').getByText('您好，欢迎咨询！', { exact: false }).isVisible(), { timeout: 10_000 }).toBe(true);
  });

  for (const width of [320, 430]) {
    it(`fits the announcement popup and the hot-games drawer in ${String(width)} px`, async () => {
      const page = await newPage(width);
      await page.goto(`${server.base}/#/`);
      const understood = page.getByRole('button', { name: '我知道了' });
      await understood.waitFor();
      await expect.poll(() => boxInside(page, '.notice-popup', width), { timeout: 5000 }).toBe(true);
      await expect.poll(() => boxInside(page, '.notice-popup .adm-button', width)).toBe(true);
      await keepScreenshot(page, `shell-02-popup-${String(width)}`);
      await understood.click();

      await page.getByRole('button', { name: '热门游戏' }).click();
      await page.locator('.hot-drawer .game-grid li').first().waitFor();
      await expect.poll(() => boxInside(page, '.hot-drawer', width), { timeout: 5000 }).toBe(true);
      await expect.poll(() => boxInside(page, '.hot-drawer .game-grid li:nth-child(3)', width)).toBe(true);
      await keepScreenshot(page, `shell-03-drawer-${String(width)}`);
    });
  }

  it('stops the balance poll at the first 401 while 认证失败 is shown', async () => {
    const { token } = await registerMember();
    const page = await newPage();
    // The page's clock, so that poll periods pass at once (time still flows between them).
    await page.clock.install();
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/balance')) polls.push(request.url());
    });
    await openHomeAs(page, token);
    await expect.poll(() => page.getByTestId('home-balance').textContent(), { timeout: 10_000 }).toBe('0.00');

    const revoked = await fetch(`${server.base}/api/logoff`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{}' });
    expect(revoked.status).toBe(200);
    const unauthorized = page.waitForResponse((response) => response.url().endsWith('/api/balance') && response.status() === 401);
    await page.clock.runFor(BALANCE_POLL_MS);
    await unauthorized;
    await page.getByText(MSG.authFailedBody).waitFor({ timeout: 10_000 });
    const pollsAtDialog = polls.length;
    // Two more poll periods with the dialog open, and time for a request they started to show.
    await page.clock.runFor(2 * BALANCE_POLL_MS + 500);
    await page.waitForTimeout(300);
    expect(polls.length).toBe(pollsAtDialog);
    await page.locator('.adm-dialog').getByRole('button').click();
    await page.waitForURL(/#\/login\?type=0$/);
  });

  it('tells a member blocked while logged in why, and logs them out', async () => {
    const { name, token } = await registerMember();
    const page = await newPage();
    await openHomeAs(page, token);
    await expect.poll(() => page.getByTestId('home-balance').textContent(), { timeout: 10_000 }).toBe('0.00');
    await server.admin('member:block', name);
    // The balance poll may answer from the server's session cache for up to its TTL (3 s) when no Redis
    // carries the CLI's block to the server; every other call refuses at once.
    const probe = () => fetch(`${server.base}/api/balance`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{}' });
    const user = await fetch(`${server.base}/api/user`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{}' });
    expect(user.status).toBe(403);
    await expect.poll(async () => (await probe()).status, { timeout: 5_000 }).toBe(403);
    await page.getByText(MSG.blacklisted).waitFor({ timeout: 10_000 });
    expect(await page.getByText(MSG.authFailedTitle).count()).toBe(0);
    await keepScreenshot(page, 'shell-04-blocked');
    await expect.poll(() => page.getByRole('link', { name: '登录' }).isVisible(), { timeout: 5000 }).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('names the tab after the page and the site, and has a favicon', async () => {
    const page = await newPage();
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    await page.goto(`${server.base}/#/`);
    await page.getByRole('button', { name: '热门游戏' }).waitFor();
    await expect.poll(() => page.title()).toBe('金沙娱乐城');
    expect(missing).toEqual([]);
    const site = (await (await fetch(`${server.base}/api/app`, { method: 'POST' })).json()) as { data: { site_logo: string } };
    await expect.poll(() => page.locator('link[rel="icon"]').getAttribute('href')).toBe(site.data.site_logo);

    await page.goto(`${server.base}/#/setting`);
    await expect.poll(() => page.title()).toBe('设置 - 金沙娱乐城');
    const favicon = await fetch(`${server.base}/favicon.svg`);
    expect(favicon.status).toBe(200);
  });

  it('shows the service chat title once, and a back arrow of at least 44 px', async () => {
    const page = await newPage();
    await page.goto(`${server.base}/#/kefu`);
    const frame = page.frameLocator('iframe[title="在线客服"]');
    await frame.getByText('您好，欢迎咨询！', { exact: false }).waitFor({ timeout: 10_000 });
    // The screen's heading for assistive technology (.visually-hidden) is not drawn.
    const drawn = page.getByText('在线客服', { exact: true }).locator('visible=true').and(page.locator(':not(.visually-hidden)'));
    const shown = (await drawn.count()) + (await frame.getByText('在线客服', { exact: true }).locator('visible=true').count());
    expect(shown).toBe(1);
    await keepScreenshot(page, 'shell-05-kefu');

    await page.goto(`${server.base}/#/setting`);
    const back = await page.locator('.app-header .adm-nav-bar-back').boundingBox();
    expect(back?.width).toBeGreaterThanOrEqual(44);
    expect(back?.height).toBeGreaterThanOrEqual(44);
  });

  it('shows a splash while the app script is still loading', async () => {
    const page = await newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.base}/#/`, { waitUntil: 'commit' });
    await expect.poll(() => page.getByText('加载中').isVisible()).toBe(true);
    await keepScreenshot(page, 'shell-06-splash');
    release();
    await page.getByRole('button', { name: '热门游戏' }).waitFor({ timeout: 10_000 });
    expect(await page.locator('.boot-splash').count()).toBe(0);
  });

  it('has no download bar and says so on /app when the site has no iOS download', async () => {
    const page = await newPage();
    await page.goto(`${server.base}/#/`);
    await page.getByRole('button', { name: '热门游戏' }).waitFor();
    expect(await page.getByRole('button', { name: '立即下载' }).count()).toBe(0);
    await page.goto(`${server.base}/#/app`);
    await page.getByText('暂未提供iOS下载，请联系客服').waitFor();
    expect(await page.locator('button[disabled]').count()).toBe(0);
  });
});

/** Is the element's box inside the viewport's width (and height)? */
async function boxInside(page: Page, selector: string, width: number): Promise<boolean> {
  const box = await page.locator(selector).first().boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5 && box.y >= 0 && box.y + box.height <= height + 0.5;
}
