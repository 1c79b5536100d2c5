import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // Relative asset paths: the built app works from any directory of any host.
  base: './',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/config.json': 'http://localhost:8080', '/uploads': 'http://localhost:8080', '/assets/demo': 'http://localhost:8080' },
  },
});
