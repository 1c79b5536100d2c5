import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadChunks } from './build/first-load-chunks.ts';
import { precompress } from './build/precompress.ts';
import { pwa } from './build/pwa.ts';

const HOME_PAGE = /src[\\/]features[\\/]home[\\/]home-page\.tsx$/;
const chunks = firstLoadChunks(HOME_PAGE);

export default defineConfig({
  plugins: [react(), chunks.plugin, pwa([HOME_PAGE, /src[\\/]features[\\/]home[\\/]notice-popup\.tsx$/]), precompress()],
  // Relative asset paths: the built app works from any directory of any host.
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/config.json': 'http://localhost:8080', '/uploads': 'http://localhost:8080', '/assets/demo': 'http://localhost:8080' },
  },
});
