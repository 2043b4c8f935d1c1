import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build as bundle } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { HERO_VIDEO, makeHeroVideo } from './scripts/hero-video/make-hero-video.mjs';

// The server listens on 3000 and serves /api; in development and preview the SPA proxies to it so
// the session cookie stays same-origin, as it is in production
// (docs/decisions/020-one-origin-for-pages-and-api.md).
const apiProxy = { '/api': 'http://localhost:3000' };

/**
 * A page drawn in the browser (every page for a visitor with a session) needs the start module at once,
 * and the session check starts every visit (the spinner covers the page until it answers), but its calls
 * and zod load on first use (docs/decisions/056-initial-javascript-budget.md): index.html asks for both
 * beside the entry, so they arrive while the entry runs instead of after it. Prerendered pages name
 * their own (scripts/prerender.mjs).
 */
function preloadStartAndSessionCheck(): Plugin {
  return {
    name: 'shop:preload-start-and-session-check',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const chunkOf = (source: string) =>
          chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source));
        // The entry's own chunks are in index.html already.
        const isEntry = (file: string) =>
          chunks.some((c) => c.fileName === file && c.isEntry && c.name === 'index');
        const files = new Set<string>();
        const sources = [
          '/src/app/start.tsx',
          '/src/lib/session/load-session.ts',
          // A session found signed in merges the guest cart before its details load.
          '/src/features/cart/api/merge-cart.ts',
        ];
        for (const source of sources) {
          const chunk = chunkOf(source);
          if (!chunk) throw new Error(`the build has no chunk for ${source}`);
          for (const file of [chunk.fileName, ...chunk.imports])
            if (!isEntry(file)) files.add(file);
        }
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Writes src/hold-taps-inline.ts, bundled and minified, as the first script of the page's <head>: it
 * runs before the body is parsed, where a script file, however small, may arrive after the visitor's
 * first tap (docs/decisions/076-no-first-tap-lost.md). The server allows exactly this script by its
 * hash (apps/server/src/platform/http/inline-scripts.ts).
 */
function inlineTapHold(): Plugin {
  const source = fileURLToPath(new URL('./src/hold-taps-inline.ts', import.meta.url));
  return {
    name: 'shop:inline-tap-hold',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const result = await bundle({
          entryPoints: [source],
          bundle: true,
          format: 'iife',
          minify: true,
          write: false,
          target: 'es2020',
        });
        const code = result.outputFiles[0]?.text.trim();
        if (!code) throw new Error('the tap hold bundled to nothing');
        // After the charset, which must come in the first 1,024 bytes; before the stylesheets, which
        // an inline script would wait for.
        const charset = '<meta charset="UTF-8" />';
        if (!html.includes(charset)) throw new Error('index.html has no charset to follow');
        return html.replace(charset, `${charset}\n    <script>${code}</script>`);
      },
    },
  };
}

/**
 * Home's hero video and poster, made from the shop's drawing (scripts/hero-video), as assets named
 * by what they are made from: `virtual:hero-video` gives their addresses to the page, the same in
 * the browser's build and the prerender's, and the development server serves them itself.
 */
function heroVideo(): Plugin {
  const id = 'virtual:hero-video';
  const made = () => makeHeroVideo();
  const files = (key: string) => ({
    video: `assets/hero-${key}.webm`,
    poster: `assets/hero-${key}.webp`,
  });
  return {
    name: 'shop:hero-video',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(resolved, options) {
      if (resolved !== `\0${id}`) return null;
      const { key, video, poster } = await made();
      const names = files(key);
      if (this.meta.watchMode === false && !options?.ssr) {
        this.emitFile({ type: 'asset', fileName: names.video, source: video });
        this.emitFile({ type: 'asset', fileName: names.poster, source: poster });
      }
      const heroVideo = {
        video: `/${names.video}`,
        type: HERO_VIDEO.type,
        poster: `/${names.poster}`,
        width: HERO_VIDEO.width,
        height: HERO_VIDEO.height,
      };
      return `export const heroVideo = ${JSON.stringify(heroVideo)};`;
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const { key, video, poster } = await made();
        const names = files(key);
        const body =
          request.url === `/${names.video}`
            ? video
            : request.url === `/${names.poster}`
              ? poster
              : null;
        if (!body) return next();
        response.setHeader('content-type', body === video ? 'video/webm' : 'image/webp');
        response.end(body);
      });
    },
  };
}

/**
 * Whatever the start module needs, but not what the entry itself loads (its stylesheets, its two
 * helpers, and Vite's): the entry must not wait for the start chunk (src/main.tsx).
 */
const inStartChunk = (id: string) =>
  !/\.s?css$|[\\/]index\.html$|[\\/]src[\\/]main\.tsx$|[\\/]src[\\/]lib[\\/]next-task\.ts$|vite\/(preload-helper|modulepreload-polyfill)/.test(
    id,
  );

export default defineConfig({
  plugins: [
    react(),
    preloadStartAndSessionCheck(),
    inlineTapHold(),
    heroVideo(),
    // Brotli and gzip copies of every text file, made once here at the highest levels, so the server
    // sends them as they are instead of compressing each response
    // (docs/decisions/059-assets-compressed-at-build-time.md).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by the start-up JavaScript budget (docs/decisions/075-react-hydrates-the-page-a-part-at-a-time.md).
    manifest: true,
    rollupOptions: {
      // The start module is an entry of its own, loaded by the page's entry once the page is painted
      // (src/main.tsx), so that everything it needs to draw the first screen forms one chunk: one
      // request and one compressed file, instead of a dozen small ones that each compress worse.
      input: { index: 'index.html', start: 'src/app/start.tsx' },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'start',
              tags: ['$initial'],
              test: inStartChunk,
              includeDependenciesRecursively: false,
            },
            // zod in a chunk of its own, loaded by the screens that build schemas, so the API client
            // (which every page loads for the shop's settings) does not bring it.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            // The UI library's and the data cache's parts the screens share, beyond what start has,
            // as one chunk instead of a dozen of a few KB each: a page loads fewer modules
            // (docs/decisions/120-zod-off-the-start-path.md).
            {
              name: 'ui-parts',
              test: /[\\/]node_modules[\\/](react-bootstrap|@restart|@tanstack|dom-helpers|react-transition-group|uncontrollable|@popperjs|warning|invariant|prop-types|classnames)[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  css: {
    preprocessorOptions: {
      // Bootstrap's sources still use Sass's older forms; its warnings are not the shop's to fix.
      scss: { quietDeps: true, silenceDeprecations: ['import'] },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
