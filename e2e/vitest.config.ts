import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/failure-screenshots.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
