import { chromium, type Request } from 'playwright-core';
import { newDatabaseUrl } from '../support/database';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { figures } from '../support/figures';
import { startServer } from '../support/processes';
import type { Figure } from '../support/report';

/** After the network is idle, this long for late requests (the popup announcement, its images). */
const SETTLE_MS = 1500;

/**
 * A response's headers and encoded body. Chromium reports no body size (-1) for some responses, such as a
 * script it had already asked for through a module preload: then the Content-Length says it.
 */
async function transferredBytes(request: Request): Promise<number> {
  const sizes = await request.sizes();
  if (sizes.responseBodySize >= 0) return sizes.responseHeadersSize + sizes.responseBodySize;
  const length = Number((await request.response())?.headers()['content-length'] ?? 0);
  return sizes.responseHeadersSize + (Number.isFinite(length) ? length : 0);
}

/**
 * A first visit to `/` in a real Chromium (fresh profile, no cache, 390×844): every request it makes until the
 * network is quiet, and the bytes that crossed the wire (headers and encoded body) for JS+CSS and for everything.
 */
export async function firstLoadPart(): Promise<Figure[]> {
  const url = await newDatabaseUrl('sqlite');
  const server = await startServer({ DATABASE_URL: url }, '/api/app');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const finished: Request[] = [];
    page.on('requestfinished', (request) => finished.push(request));
    await page.goto(`${server.base}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');
    let jsCss = 0;
    let jsCssCount = 0;
    let all = 0;
    for (const request of finished) {
      const bytes = await transferredBytes(request);
      all += bytes;
      if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet') {
        jsCss += bytes;
        jsCssCount += 1;
      }
    }
    await context.close();
    const f = figures('first visit to / (Chromium)', 'transferred');
    return [f('JS+CSS', jsCss / 1024, 'KB'), f('JS+CSS requests', jsCssCount, 'count'), f('everything', all / 1024, 'KB'), f('requests', finished.length, 'count')];
  } finally {
    await browser.close();
    await server.stop();
  }
}
