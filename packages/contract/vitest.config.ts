import { defineProject } from 'vitest/config';

export default defineProject({
  // Pure functions and schemas: the files share a worker's modules.
  test: { name: 'contract', include: ['test/**/*.test.ts'], isolate: false },
});
