import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '@shop/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../sessions/plugin';
import { createDataPages, loadRenderer } from './data-pages';

// Vite names every file under /assets by its content hash, so a URL there never changes meaning.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (index.html above all) is revalidated, so a new release is seen at once.
const REVALIDATE = 'no-cache';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Web app not built</title></head>
<body>
<h1>The web app is not built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>) from the repository root, then restart the server.
The API is running: see <a href="/api/docs">/api/docs</a>.</p>
</body>
</html>
`;

/**
 * The pages the build saved as HTML (dist/prerendered/config.html for /config, index.html for /),
 * by path.
 */
function prerenderedPages(webDistDir: string): Map<string, string> {
  return filesOfPrerendered(webDistDir).pages;
}

/** The prerendered frames data pages with no HTML of their own are drawn in (prerendered/_prebuilt.html). */
function prerenderedShells(webDistDir: string): Set<string> {
  return filesOfPrerendered(webDistDir).shells;
}

function filesOfPrerendered(webDistDir: string) {
  const dir = join(webDistDir, 'prerendered');
  const pages = new Map<string, string>();
  const shells = new Set<string>();
  if (!existsSync(dir)) return { pages, shells };
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    // A shell is no page of its own: only data pages are drawn in it.
    if (file.startsWith('_')) {
      shells.add(`prerendered/${file}`);
      continue;
    }
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'index' ? '/' : `/${name}`, `prerendered/${file}`);
  }
  return { pages, shells };
}

/**
 * Serves the built web app at `/` and answers every other GET or HEAD outside /api with a page, so
 * the browser's router decides (unknown paths show home;
 * docs/decisions/020-one-origin-for-pages-and-api.md). A browser without a session cookie gets a
 * public page's prerendered HTML, which shows the page before any script runs; any other gets
 * index.html, whose spinner covers the page while the session is checked
 * (docs/decisions/055-the-first-paint-is-in-the-html.md). Unknown /api paths and other methods get
 * a JSON 404; missing files under /assets a plain one.
 */
export const spaPlugin = fp<{ webDistDir: string }>(
  async (app, { webDistDir }) => {
    const built = existsSync(join(webDistDir, 'index.html'));
    const pages = prerenderedPages(webDistDir);
    const shells = prerenderedShells(webDistDir);
    const dataPages = built ? await dataPagesOf(app, webDistDir) : null;
    // The first visitor after a start gets a page drawn already. Not awaited: the shop is ready
    // without it, and the renderings use the API, which answers only once it is.
    if (dataPages) app.addHook('onReady', async () => void dataPages.warm(pages));
    if (built) {
      const assetsDir = join(webDistDir, 'assets') + sep;
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        dotfiles: 'ignore',
        // The renderer the server draws data pages with is not for browsers.
        allowedPath: (path) => !path.startsWith('/render/'),
        // "/" is a page like any other: prerendered or index.html, decided below.
        index: false,
        // The build leaves .br and .gz beside each text file
        // (docs/decisions/059-assets-compressed-at-build-time.md).
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, path) {
          reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
        },
      });
    } else {
      app.log.warn({ webDistDir }, 'web app not built: answering a notice instead of the SPA');
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (!isPageRequest(request)) {
        return reply.code(404).send({ message: API_MESSAGES.notFound, code: 'NOT_FOUND' });
      }
      // A missing script or stylesheet must fail as such, not arrive as an HTML page.
      if (pathOf(request).startsWith('/assets/')) {
        return reply.code(404).type('text/plain; charset=utf-8').send(API_MESSAGES.notFound);
      }
      if (!built) {
        return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
      }
      return answerPage(request, reply);
    });

    async function answerPage(request: FastifyRequest, reply: FastifyReply) {
      // The same address answers differently with and without a session cookie.
      reply.header('vary', 'cookie');
      if (request.cookies[SESSION_COOKIE]) return reply.sendFile('index.html');
      const page = pages.get(pathOf(request));
      if (page) {
        if (await dataPages?.send(request, reply, page)) return reply;
        return reply.sendFile(page);
      }
      // A page with no HTML of its own (a pre-built's) is drawn with its data in its shell.
      const shell = dataPages?.shellOf(request.url);
      if (shell && shells.has(shell) && (await dataPages?.send(request, reply, shell))) {
        return reply;
      }
      return reply.sendFile('index.html');
    }
    // The static files' catch-all would answer "/" as a directory.
    if (built) app.get('/', answerPage);
  },
  { name: 'spa' },
);

/** The data pages, when the build left its renderer; without it they are sent as prerendered. */
async function dataPagesOf(app: FastifyInstance, webDistDir: string) {
  try {
    const renderer = await loadRenderer(webDistDir);
    if (!renderer) return null;
    app.addHook('onClose', () => renderer.close());
    return createDataPages(app, renderer, webDistDir);
  } catch (error) {
    app.log.error({ err: error }, 'could not load the data pages renderer');
    return null;
  }
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '';
}

function isPageRequest(request: FastifyRequest): boolean {
  const path = pathOf(request);
  const isApi = path === '/api' || path.startsWith('/api/');
  return (request.method === 'GET' || request.method === 'HEAD') && !isApi;
}
