import type { BrowserContext } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';
import { openContexts, screenshotOpenPages } from './browser';

/** The contexts open when the running test began (a file's beforeAll may open one its tests share). */
let openBefore = new Set<BrowserContext>();

beforeEach(() => {
  openBefore = openContexts();
});

// After each test: when it failed, what every open page showed is kept in e2e/artifacts/ (failed-<test>-<n>.png);
// then the windows it opened are closed. A phone left open on home keeps its marquee and its balance poll
// running (a sixth of a core each, measured), slowing every later test of the file.
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await screenshotOpenPages(task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80));
  await Promise.all([...openContexts()].filter((context) => !openBefore.has(context)).map((context) => context.close()));
});
