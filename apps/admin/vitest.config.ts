import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // A screen's test renders antd's tables and pop-ups in jsdom and plays a few clicks: seconds, more on a busy machine.
    testTimeout: 20_000,
    // One jsdom and one import of React and antd per worker, not per file; test/setup.ts cleans the document
    // and the storage after each test.
    isolate: false,
  },
});
