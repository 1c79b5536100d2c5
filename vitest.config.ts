import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/longest-first-sequencer';

export default defineConfig({
  test: {
    // On the 2-core machine the server's files wait on PostgreSQL and their servers' processes much of the time:
    // 3 workers (the e2e project sets its own).
    maxWorkers: 3,
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      'apps/admin',
      'e2e',
      // The project's own tooling: the lint rules that keep the layers apart.
      { test: { name: 'tooling', include: ['scripts/test/**/*.test.ts'], environment: 'node' } },
      // The benchmark's own reconciliation: transfer answers against the rows the ledger wrote.
      { test: { name: 'bench', include: ['bench/**/*.test.ts'], environment: 'node' } },
    ],
    sequence: { sequencer: LongestFirstSequencer },
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
