import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from './support/browser';
import { phoneSession } from './support/phone-session';
import { credit, openAs, registerPlayer } from './support/player';

/** Waits until the service worker controls the page (it claims the page once its shell is cached). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 10_000 }).toBe(true);
}

/** Installable, quick to come back to, and honest offline (issue #11, part 5). */
describe('the app installed and offline', () => {
  const phone = phoneSession();

  it('has a web app manifest: name, standalone display, theme colour, SVG and PNG icons', async () => {
    const page = await phone.newPage();
    await page.goto(`${phone.server.base}/#/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestUrl = new URL(href ?? '', page.url()).href;
    const manifest = (await (await fetch(manifestUrl)).json()) as { name: string; display: string; theme_color: string; start_url: string; icons: { src: string; sizes: string; type: string }[] };
    expect(manifest).toMatchObject({ name: '娱乐城', display: 'standalone', theme_color: '#0f0f13', start_url: './' });
    expect(manifest.icons.map((icon) => `${icon.type} ${icon.sizes}`)).toEqual(expect.arrayContaining(['image/svg+xml any', 'image/png 192x192', 'image/png 512x512']));
    for (const icon of manifest.icons) {
      const answer = await fetch(new URL(icon.src, manifestUrl));
      expect(answer.headers.get('content-type'), icon.src).toContain(icon.type);
    }
  });

  it('serves the shell from the service worker on a return visit, never an API answer or config.json', async () => {
    const page = await phone.newPage();
    await page.goto(`${phone.server.base}/#/`);
    await page.getByRole('button', { name: '我知道了' }).waitFor();
    await controlledByServiceWorker(page);

    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.reload();
    await page.getByRole('button', { name: '热门游戏' }).waitFor();
    await page.waitForLoadState('networkidle');
    const fromWorker = (pattern: RegExp) => responses.filter((response) => pattern.test(new URL(response.url()).pathname)).map((response) => response.fromServiceWorker());
    const shell = fromWorker(/^\/assets\/(?:shell|home)-.+\.(?:js|css)$/);
    expect(shell.length).toBeGreaterThanOrEqual(3);
    expect(shell).not.toContain(false);
    const api = fromWorker(/^\/api\//);
    expect(api.length).toBeGreaterThan(0);
    expect(api).not.toContain(true);
    expect(fromWorker(/^\/config\.json$/)).toEqual([false]);
  });

  it('opens offline: the shell from the device and 网络异常, never the balance it last showed', async () => {
    const player = await registerPlayer(phone.server);
    await credit(phone.server, player, 88);
    const page = await phone.newPage();
    await openAs(page, phone.server, player);
    await expect.poll(() => page.getByTestId('home-balance').textContent(), { timeout: 10_000 }).toBe('88.00');
    await controlledByServiceWorker(page);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: '网络异常' }).waitFor({ timeout: 10_000 });
    // The app's own screen (index.html from the worker's cache), not the browser's error page.
    expect(await page.title()).toBe('娱乐城');
    expect(await page.getByRole('button', { name: '重试' }).isVisible()).toBe(true);
    expect(await page.getByTestId('home-balance').count()).toBe(0);
    expect(await page.getByText('88.00').count()).toBe(0);
    await keepScreenshot(page, 'offline-01-network-error');

    // Back online, the app carries on by itself with what the server says now.
    await credit(phone.server, player, 12);
    await page.context().setOffline(false);
    await page.getByTestId('home-balance').filter({ hasText: '100.00' }).waitFor({ timeout: 15_000 });
  });
});
