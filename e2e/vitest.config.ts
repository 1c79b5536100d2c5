import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/failure-screenshots.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // After the other projects (group 0), two files at a time: each drives a Chromium and a server of its own,
    // and Chromium alone keeps both cores busy (measured: 3 workers sat at 100 % CPU, and a journey's waits
    // ran out under that load).
    sequence: { groupOrder: 1 },
    maxWorkers: 2,
  },
});
