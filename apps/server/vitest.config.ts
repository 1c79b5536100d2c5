import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/support/global-setup.ts'],
    // Files share a worker's modules (each builds its own app on its own database): importing the server once
    // per worker, not once per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
