import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/test-pages.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for what a page shows after a click: 1 s by default, which a fresh-clone run on a busy 2-core
    // machine has exceeded (a console table's sorted header after the URL changed); what is awaited is the same.
    expect: { poll: { timeout: 10_000 } },
    // After the other projects (group 0), two files at a time: each drives a Chromium and a server of its own,
    // and waits on them more than it computes (one file at a time kept 0.9 of the 2 cores busy). Measured on
    // the 2-core machine: 447 s one at a time, 254 s two at a time, 206 s three (each file slower, less margin).
    sequence: { groupOrder: 1 },
    maxWorkers: 2,
  },
});
