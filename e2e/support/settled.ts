import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The console's live alerts keep one request open for as long as the page is: it never counts as work in flight. */
const LONG_LIVED = /\/admin\/api\/live\//;

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's requests in flight from now on, for settled(). */
export function trackRequests(page: Page): void {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (request) => {
    if (!LONG_LIVED.test(request.url())) open.add(request);
  });
  const done = (request: unknown) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until the page has had no request in flight for half a second: what `waitForLoadState('networkidle')`
 * does, but blind to the live alerts' stream, which never ends.
 */
export async function settled(page: Page): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('settled() needs a page whose requests are tracked (trackRequests)');
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (open.size > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 500;
      },
      { timeout: 15_000, interval: 100 },
    )
    .toBe(true);
}
