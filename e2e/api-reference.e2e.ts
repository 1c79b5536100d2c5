import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, connectBrowser } from './support/browser';
import { startServer, type TestServer } from './support/server';

/** The API reference at /api/docs: Swagger UI from the server's own files, under the site's CSP. */
describe('the API reference', () => {
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

  it('renders every area of the API with no CSP violation, no error and no request elsewhere, also during maintenance', async () => {
    await server.admin('site', '--state', '0');
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('request', (request) => {
      if (!request.url().startsWith(server.base) && !request.url().startsWith('data:')) problems.push(`request elsewhere: ${request.url()}`);
    });
    const response = await page.goto(`${server.base}/api/docs`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { name: /Casino API/ }).waitFor();
    for (const area of ['auth', 'wallet', 'withdraw', 'operators']) await page.locator(`#operations-tag-${area}`).waitFor();
    // An operation opens with its request and its answers.
    await page.locator('#operations-tag-wallet').click();
    await page.locator('#operations-wallet-transfer').click();
    await page.getByText('Idempotency-Key').first().waitFor();
    await page.getByText('/api/transfer', { exact: true }).first().waitFor();
    await keepScreenshot(page, 'api-reference');
    expect(problems).toEqual([]);
    await server.admin('site', '--state', '1');
  });
});
