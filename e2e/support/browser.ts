import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** Debian's Chromium, as a phone: 390×844, touch, Chinese. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export function phoneContext(browser: Browser, viewport = { width: 390, height: 844 }): Promise<BrowserContext> {
  return browser.newContext({ viewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' });
}

/** An operator's desktop browser window for the console: 1440×900, in Chinese. */
export function desktopContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
}

/** Keeps a screenshot of the screen as a test artifact (not committed). */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}${name}.png` });
}

/** Pop-ups, toasts and the tab ink bar animate in for about 0.3 s: a screenshot waits for them. */
export async function settledScreenshot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(500);
  await keepScreenshot(page, name);
}
