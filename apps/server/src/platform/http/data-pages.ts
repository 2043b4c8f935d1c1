import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PAGE_DATA_ELEMENT_ID } from '@shop/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderThread } from './render-thread';
import type { RenderedPage } from './rendered-page';

/** The API call a data page is drawn from (apps/web/src/app/data-pages.ts). */
interface AnswerRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** A data page: the address it is drawn for, its answer, and the shell it is sent in, if any. */
export interface DataPageTarget {
  address: string;
  answer: AnswerRequest;
  /** A prerendered frame (dist/prerendered/{shell}.html) for a page with no HTML of its own. */
  shell?: string;
}

/** What the web build's renderer offers (apps/web/src/prerender/render-page.tsx). */
interface Renderer {
  dataPageOf(url: string): DataPageTarget | null;
  renderDataPage(address: string, answer: unknown): Promise<RenderedPage>;
}

/** The renderer as the server uses it: addresses at once, pages drawn on a thread of their own. */
export interface LoadedRenderer {
  dataPageOf: Renderer['dataPageOf'];
  /** `answer` is the API's JSON text. */
  renderDataPage(address: string, answer: string): Promise<RenderedPage>;
  close(): Promise<void>;
}

/** One version of a data page: the answer it was drawn from and its HTML, as sent. */
interface SentPage {
  answer: string;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface DataPages {
  /** Sends the data page for this request; false when it is not one, or it could not be drawn. */
  send(request: FastifyRequest, reply: FastifyReply, prerenderedFile: string): Promise<boolean>;
  /** The prerendered frame a data page with no HTML of its own is drawn in, if `url` is one. */
  shellOf(url: string): string | null;
  /** Renders the data pages among these (path to prerendered file) ahead of their first visitor. */
  warm(pages: ReadonlyMap<string, string>): Promise<void>;
}

/** Beyond this many addresses, the oldest version is forgotten (an address is a page and its tab). */
const MOST_PAGES_KEPT = 32;
const ROOT_START = /<div id="root" data-prerendered[^>]*>/;
const ROOT_END = '</div>\n  </body>';
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;

function isRenderer(module: unknown): module is Renderer {
  const candidate = module as Partial<Renderer> | null;
  return (
    typeof candidate?.dataPageOf === 'function' && typeof candidate.renderDataPage === 'function'
  );
}

/** The renderer the web build left in dist/render, or null when there is none. */
export async function loadRenderer(webDistDir: string): Promise<LoadedRenderer | null> {
  const file = join(webDistDir, 'render', 'render-page.js');
  if (!existsSync(file)) return null;
  const url = pathToFileURL(file).href;
  // Loading it renders nothing: only the addresses are used on this thread.
  const module: unknown = await import(url);
  if (!isRenderer(module)) return null;
  const thread = renderThread(url);
  return { dataPageOf: module.dataPageOf, renderDataPage: thread.render, close: thread.close };
}

/** A JSON text that can sit inside a script element: nothing in it can close the element. */
function scriptSafe(json: string): string {
  return json.replaceAll('<', '\\u003c');
}

/**
 * Public pages whose largest content is data, rendered with that data for visitors without a session
 * (docs/decisions/062-data-pages-rendered-with-their-data.md). The page's answer is read from the
 * shop's own API, in process; each address is rendered again only when that answer changes.
 */
export function createDataPages(
  app: FastifyInstance,
  renderer: Pick<LoadedRenderer, 'dataPageOf' | 'renderDataPage'>,
  webDistDir: string,
): DataPages {
  const pages = new Map<string, Promise<SentPage>>();

  async function render(address: string, file: string, answer: string): Promise<SentPage> {
    const template = readFileSync(join(webDistDir, file), 'utf8');
    const start = ROOT_START.exec(template);
    const end = template.lastIndexOf(ROOT_END);
    if (!start || end < 0) throw new Error(`${file} has no prerendered root to fill`);
    const { body, titleElement } = await renderer.renderDataPage(address, answer);
    if (typeof body !== 'string' || !TITLE_ELEMENT.test(titleElement)) {
      throw new Error(`the renderer drew ${address} without a body or a title`);
    }
    // The page's own title, so a tab, a bookmark and a link preview name it before any script runs.
    const head = template
      .slice(0, start.index + start[0].length)
      .replace(TITLE_ELEMENT, () => titleElement);
    const html = Buffer.from(
      `${head}${body}</div>` +
        `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafe(answer)}</script>` +
        template.slice(end + '</div>'.length),
    );
    return {
      answer,
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(html, { level: 6 }),
    };
  }

  async function pageFor(address: string, file: string, answer: string): Promise<SentPage> {
    const known = pages.get(address);
    if (known) {
      const page = await known.catch(() => null);
      if (page?.answer === answer) return page;
    }
    const rendering = render(address, file, answer);
    pages.delete(address);
    pages.set(address, rendering);
    if (pages.size > MOST_PAGES_KEPT) pages.delete(pages.keys().next().value as string);
    rendering.catch(() => pages.delete(address));
    return rendering;
  }

  /** The page at `url` as it stands, or null when it is not a data page or its answer failed. */
  async function currentPage(url: string, file: string): Promise<SentPage | null> {
    const target = renderer.dataPageOf(url);
    if (!target) return null;
    const { method, path, body } = target.answer;
    const answer = await app.inject({
      method,
      url: path,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    if (answer.statusCode !== 200) return null;
    return pageFor(target.address, file, answer.body);
  }

  async function send(request: FastifyRequest, reply: FastifyReply, prerenderedFile: string) {
    try {
      const page = await currentPage(request.url, prerenderedFile);
      if (!page) return false;
      const accepts = String(request.headers['accept-encoding'] ?? '');
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie, accept-encoding');
      if (/\bbr\b/.test(accepts)) reply.header('content-encoding', 'br').send(page.br);
      else if (/\bgzip\b/.test(accepts)) reply.header('content-encoding', 'gzip').send(page.gzip);
      else reply.send(page.html);
      return true;
    } catch (error) {
      // The page without its data is still the page: the browser asks for the data itself.
      request.log.error({ err: error, url: request.url }, 'could not render a data page');
      return false;
    }
  }

  /** Renders each data page once ahead of its first visitor. */
  async function warm(pages: ReadonlyMap<string, string>): Promise<void> {
    for (const [path, file] of pages) {
      try {
        await currentPage(path, file);
      } catch (error) {
        app.log.error({ err: error, path }, 'could not render a data page ahead of time');
      }
    }
  }

  function shellOf(url: string): string | null {
    const shell = renderer.dataPageOf(url)?.shell;
    return shell ? `prerendered/${shell}.html` : null;
  }

  return { send, warm, shellOf };
}
