import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // A screen's test renders and clicks through antd-mobile in jsdom: a second alone, several beside the
    // end-to-end browsers and the databases of `npm test` (CI has timed out at 5 s).
    testTimeout: 15_000,
    // One jsdom and one import of React and antd-mobile per worker, not per file: a jsdom per file took twice the
    // time, and in a fresh-clone run React work still scheduled when a file's jsdom was torn down threw. test/setup.ts
    // cleans the document and the storage after each test.
    isolate: false,
  },
});
