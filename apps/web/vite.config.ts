import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server listens on 3000 and serves /api; in development and preview the SPA proxies to it
// so the session cookie stays same-origin, as it is in production (DECISIONS D2).
const apiProxy = { '/api': 'http://localhost:3000' };

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
