import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { newDatabaseUrl, populate } from '../support/database';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { onEveryCpu } from '../support/cpus';
import { figures } from '../support/figures';
import { startServer } from '../support/processes';
import type { Figure } from '../support/report';

/** The web app's session key (apps/web/src/shared/session.ts). */
const TOKEN_KEY = 'token';
const PAGES = [
  { name: '/#/', path: '/#/', member: false },
  { name: '/#/discount', path: '/#/discount', member: false },
  { name: '/#/wallet', path: '/#/wallet', member: false },
  { name: '/#/ logged in', path: '/#/', member: true },
];

/** Whether the page polled the balance, which only a member's page does. */
function calledWithSession(details: unknown): boolean {
  const items = (details as { items?: { url?: unknown }[] } | undefined)?.items ?? [];
  return items.some((item) => typeof item.url === 'string' && item.url.includes('/api/balance'));
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/** Lighthouse's own advice on a broken trace (NO_NAVSTART, seen on about one run in five of a hash URL) is to run again. */
const ATTEMPTS = 3;

/** Why a category has no score: Lighthouse's runtime error, or the first audits that errored; undefined when all are scored. */
function whyUnscored(result: Result | undefined): string | undefined {
  if (!result) return 'no result';
  const { lhr } = result;
  if (Object.values(lhr.categories).every((category) => category.score !== null)) return undefined;
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  const errored = Object.values(lhr.audits).filter((audit) => audit.scoreDisplayMode === 'error');
  return errored
    .slice(0, 3)
    .map((audit) => `${audit.id}: ${audit.errorMessage ?? '?'}`)
    .join('; ');
}

/** Stores a member's session in the browser's profile the way the web app does, on the server's origin; empties the cache. */
async function signIn(port: number, base: string, token: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(port)}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('no default browser context');
    const page = await context.newPage();
    // Lighthouse keeps the cache when it keeps storage: start the member's run cold like the others.
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate(([key, value]) => {
      localStorage.setItem(key ?? 'token', value ?? '');
    }, [TOKEN_KEY, token]);
    await page.close();
  } finally {
    // Only the CDP connection: the browser stays for Lighthouse.
    await browser.close();
  }
}

/**
 * One Lighthouse run of `url` whose every category has a score, run again when one has none (a broken trace
 * would otherwise count as a score of 0); after ATTEMPTS, the run fails with Lighthouse's reason.
 */
async function scoredRun(url: string, port: number, member: boolean): Promise<Result> {
  let why = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // The member's page keeps the session just stored; the others start from empty storage.
      disableStorageReset: member,
    });
    const failed = whyUnscored(result);
    if (result && failed === undefined) return result;
    why = failed ?? 'no result';
    console.error(`lighthouse ${url}, attempt ${String(attempt)} of ${String(ATTEMPTS)}: ${why}`);
  }
  throw new Error(`lighthouse ${url}: no score after ${String(ATTEMPTS)} attempts: ${why}`);
}

/** Lighthouse (mobile emulation, Debian's chromium on every core) on pages served by the real server; one run of each page. */
export async function lighthousePart(): Promise<Figure[]> {
  const url = await newDatabaseUrl('sqlite');
  const { tokens } = await populate(url, 1, 1000_00);
  const server = await startServer({ DATABASE_URL: url }, '/api/app');
  const chrome = await onEveryCpu(() => chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] }));
  const out: Figure[] = [];
  try {
    for (const page of PAGES) {
      if (page.member) await signIn(chrome.port, server.base, tokens[0] ?? '');
      const result = await scoredRun(`${server.base}${page.path}`, chrome.port, page.member);
      if (page.member && !calledWithSession(result.lhr.audits['network-requests']?.details)) throw new Error('lighthouse: the logged-in home made no /api/balance call: the session was not picked up');
      const categories = result.lhr.categories;
      const f = figures('lighthouse (mobile)', page.name);
      out.push(f('performance', (categories.performance?.score ?? 0) * 100, 'score'));
      out.push(f('accessibility', (categories.accessibility?.score ?? 0) * 100, 'score'));
      out.push(f('best practices', (categories['best-practices']?.score ?? 0) * 100, 'score'));
      // What the performance score is made of, so a low score says why.
      const audits = result.lhr.audits;
      const metric = figures('lighthouse (mobile)', `${page.name}: metrics`);
      out.push(metric('FCP', audits['first-contentful-paint']?.numericValue ?? 0, 'ms'));
      out.push(metric('LCP', audits['largest-contentful-paint']?.numericValue ?? 0, 'ms'));
      out.push(metric('TBT', audits['total-blocking-time']?.numericValue ?? 0, 'ms'));
      out.push(metric('CLS', audits['cumulative-layout-shift']?.numericValue ?? 0, 'shift'));
    }
    return out;
  } finally {
    chrome.kill();
    await server.stop();
  }
}
