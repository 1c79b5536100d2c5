import { existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';

const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** The journeys' screenshots of each screen are kept with E2E_SCREENSHOTS=1 (for a look at every screen); a failure's always. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** The browsers this worker connected to, for the screenshots of a failure. */
const browsers = new Set<Browser>();

/**
 * Debian's headless shell of Chromium (package chromium-headless-shell: the same engine without the browser's
 * window and its UI, what Playwright itself runs headless): the full browser's process spent twice the CPU
 * over a run and its renderers a little more. The full browser when the shell is not installed.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/**
 * Chromium as the run starts it once (global-setup.ts): launching one took about 2 core-seconds, once per
 * journey file.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: CHROMIUM,
    args: [
      ...['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      // For the full browser (the shell has no window): each context is a window whose address bar starts two
      // WebUI renderers for its pop-ups (Chromium 15x), nearly half the CPU of opening a page on this machine.
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ],
  });
}

/**
 * The run's Chromium, for one file: its contexts are its own (a phone or a console window each, with their own
 * storage), and closing it closes them and leaves the browser to the other files.
 */
export async function connectBrowser(): Promise<Browser> {
  const browser = await chromium.connect(inject('e2eBrowser'));
  browsers.add(browser);
  browser.on('disconnected', () => browsers.delete(browser));
  return browser;
}

/**
 * A phone's context: the layout is the same at any pixel ratio, so the journeys draw at 1 (a quarter of the
 * pixels to paint on a 2-core machine) and at the phone's 2 only when their screenshots are kept.
 */
export function phoneContext(browser: Browser, viewport = { width: 390, height: 844 }): Promise<BrowserContext> {
  return browser.newContext({ viewport, deviceScaleFactor: SCREENSHOTS ? 2 : 1, isMobile: true, hasTouch: true, locale: 'zh-CN' });
}

/**
 * An operator's desktop browser window for the console: 1440×900, in Chinese, asking for reduced motion (the
 * console then opens its dialogs and lists without animating: a click during an opening animation could be
 * lost on a loaded machine).
 */
export function desktopContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', reducedMotion: 'reduce' });
}

async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}${name}.png` });
}

/** Keeps a screenshot of the screen as a test artifact (not committed), when E2E_SCREENSHOTS=1. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS) await saveScreenshot(page, name);
}

/**
 * Pop-ups, toasts and the tab ink bar animate in for about 0.3 s (a sliding panel longer): a kept screenshot
 * waits `settleMs` for them. Without E2E_SCREENSHOTS nothing is kept and nothing waited for.
 */
export async function settledScreenshot(page: Page, name: string, settleMs = 500): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.waitForTimeout(settleMs);
  await saveScreenshot(page, name);
}

/** Every context open in the browsers this worker connected to. */
export function openContexts(): Set<BrowserContext> {
  return new Set([...browsers].flatMap((browser) => browser.contexts()));
}

/** A screenshot of every page still open, named after the failed test (e2e/support/failure-screenshots.ts). */
export async function screenshotOpenPages(name: string): Promise<void> {
  let index = 0;
  for (const browser of browsers) {
    for (const context of browser.contexts()) {
      for (const page of context.pages()) {
        index += 1;
        await saveScreenshot(page, `failed-${name}-${String(index)}`).catch(() => undefined);
      }
    }
  }
}

/** A downloaded file's text: copied out of the run's Chromium (a connected browser keeps its downloads to itself). */
export async function downloadedText(download: Download): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'casino-download-'));
  try {
    const file = join(folder, 'download');
    await download.saveAs(file);
    return await readFile(file, 'utf8');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
