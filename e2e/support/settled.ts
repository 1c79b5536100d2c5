import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The console's live alerts keep one request open for as long as the page is: it never counts as work in flight. */
const LONG_LIVED = /\/admin\/api\/live\//;

interface Traffic {
  open: Set<unknown>;
  /** When a request last started or ended. */
  lastChange: number;
}

const traffic = new WeakMap<Page, Traffic>();

/** Counts the page's requests in flight from now on, for settled(). */
export function trackRequests(page: Page): void {
  if (traffic.has(page)) return;
  const seen: Traffic = { open: new Set(), lastChange: Date.now() };
  traffic.set(page, seen);
  page.on('request', (request) => {
    if (LONG_LIVED.test(request.url())) return;
    seen.open.add(request);
    seen.lastChange = Date.now();
  });
  const done = (request: unknown) => {
    if (seen.open.delete(request)) seen.lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until the page has had no request in flight for `quietMs` (half a second unless told): what
 * `waitForLoadState('networkidle')` does, but blind to the live alerts' stream, which never ends.
 */
export async function settled(page: Page, quietMs = 500): Promise<void> {
  const seen = traffic.get(page);
  if (!seen) throw new Error('settled() needs a page whose requests are tracked (trackRequests)');
  await expect.poll(() => seen.open.size === 0 && Date.now() - seen.lastChange >= quietMs, { timeout: 15_000, interval: 50 }).toBe(true);
}
