import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The server listens on 3000 and serves /api; in development and preview the SPA proxies to it so
// the session cookie stays same-origin, as it is in production
// (docs/decisions/020-one-origin-for-pages-and-api.md).
const apiProxy = { '/api': 'http://localhost:3000' };

/**
 * The session check starts every visit (the spinner covers the page until it answers), but its calls
 * and zod load on first use (docs/decisions/056-initial-javascript-budget.md): index.html asks for
 * them beside the entry, so they arrive while the entry runs instead of after it.
 */
function preloadSessionCheck(): Plugin {
  return {
    name: 'shop:preload-session-check',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const sessionCheck = chunks.find((chunk) =>
          chunk.facadeModuleId?.endsWith('/src/lib/session/load-session.ts'),
        );
        if (!sessionCheck) return [];
        // The entry's own chunks are in index.html already.
        const isEntry = (file: string) => chunks.some((c) => c.fileName === file && c.isEntry);
        const files = [sessionCheck.fileName, ...sessionCheck.imports].filter((f) => !isEntry(f));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    preloadSessionCheck(),
    // Brotli and gzip copies of every text file, made once here at the highest levels, so the server
    // sends them as they are instead of compressing each response
    // (docs/decisions/059-assets-compressed-at-build-time.md).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by the start-up JavaScript budget (docs/decisions/056-initial-javascript-budget.md).
    manifest: true,
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
