import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // One jsdom and one import of React and antd-mobile per worker, not per file; test/setup.ts cleans the
    // document and the storage after each test.
    isolate: false,
  },
});
