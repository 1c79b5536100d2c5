import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web', 'e2e'],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
