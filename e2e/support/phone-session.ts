import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, phoneContext } from './browser';
import { startServer, type TestServer } from './server';

export interface PhoneSession {
  readonly server: TestServer;
  /** A fresh phone (its own storage) on this server: 390×844, or the size given. */
  newPage: (viewport?: { width: number; height: number }) => Promise<Page>;
}

/** For one describe block: the real server on a fresh database and Chromium, started before its tests, stopped after. */
export function phoneSession(): PhoneSession {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('the server starts in beforeAll');
      return server;
    },
    newPage: async (viewport) => {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return (await phoneContext(browser, viewport)).newPage();
    },
  };
}
