import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { desktopContext, connectBrowser, phoneContext } from './browser';
import { startServer, type TestServer } from './server';
import { trackRequests } from './settled';

export interface PhoneSession {
  readonly server: TestServer;
  /** A fresh phone (its own storage) on this server: 390×844, or the size given. */
  newPage: (viewport?: { width: number; height: number }) => Promise<Page>;
  /** A fresh desktop window (its own storage) for the operator console: 1440×900, its requests tracked for settled(). */
  newConsolePage: () => Promise<Page>;
}

/** For one describe block: the real server on a fresh database and Chromium, started before its tests, stopped after. */
export function phoneSession(): PhoneSession {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await connectBrowser();
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
    newConsolePage: async () => {
      if (!browser) throw new Error('the browser starts in beforeAll');
      const page = await (await desktopContext(browser)).newPage();
      trackRequests(page);
      return page;
    },
  };
}
