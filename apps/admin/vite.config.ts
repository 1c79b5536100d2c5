import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../web/build/precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  // Served by the server at /admin/ (apps/server/src/http/admin-app.ts).
  base: '/admin/',
  // antd's shared core is one chunk of about 600 KB (200 KB gzip): a desktop console on the office network.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 800 },
  server: { proxy: { '/admin/api': 'http://localhost:8080' } },
});
