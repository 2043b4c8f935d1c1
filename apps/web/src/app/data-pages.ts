import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ACCESSORIES_QUERY_KEY } from '../features/accessories/api/accessories-query-key';
import { categoryFrom } from '../features/accessories/categories';
import { EVENTS_QUERY_KEY } from '../features/events/api/events-query-key';
import { getPcQueryKey } from '../features/prebuilts/api/get-pc-query-key';
import { CATALOGUE_QUERY_KEY } from '../lib/catalogue/catalogue-query-key';

/** The API call a data page is drawn from: one that needs no session. */
export interface AnswerRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** A plain JSON body (the server takes it unsealed, docs/decisions/008-the-request-envelope.md). */
  readonly body?: unknown;
}

/**
 * A public page whose largest content is data. The server renders it with that data into the HTML
 * and the page carries the answer it used, so the browser hydrates it with the same data
 * (docs/decisions/062-data-pages-rendered-with-their-data.md).
 */
interface DataPage {
  /** The API answer the page is drawn from. */
  readonly answer: AnswerRequest;
  readonly queryKey: QueryKey;
  /**
   * The prerendered page (by file name, without .html) whose head and scripts a page with no HTML
   * of its own is sent in: a pre-built's page, one per machine of the catalogue.
   */
  readonly shell?: string;
  /** What the screen's query holds, from that answer. */
  dataOf(answer: unknown): unknown;
  /**
   * The address the page is rendered for: every address that draws the same page gives the same
   * one, so the server renders each version once, whatever a visitor puts in the query string.
   */
  renderedAddress(search: URLSearchParams): string;
}

/** The prerendered shell of an event's page at /events/{slug}. */
export const EVENT_SHELL = '_event';
const EVENT_PAGE = /^\/events\/([a-z0-9-]+)$/;

/**
 * An event's page and /ad: drawn from the shop's events, with where each registration stands by
 * its clock, so the page is rendered with that answer (docs/decisions/097-events-are-data.md).
 */
function eventPage(path: string, shell?: string): DataPage {
  return {
    // eventsEndpoint.path, written out for the same reason as the add-ons'.
    answer: { method: 'GET', path: '/api/events' },
    queryKey: EVENTS_QUERY_KEY,
    dataOf: (answer) => answer,
    renderedAddress: () => path,
    ...(shell ? { shell } : {}),
  };
}

/** SHOP_EVENTS' paths, written out likewise; data-pages.test.ts holds the two together. */
const EVENT_PATHS = ['/ad', '/video-editing-contest', '/pc-master-contest', '/fifa-tournament'];

const DATA_PAGES: Record<string, DataPage> = {
  ...Object.fromEntries(EVENT_PATHS.map((path) => [path, eventPage(path)])),
  '/accessories': {
    // fetchAccessoriesEndpoint.path, written out: the contract's schemas would bring zod into the
    // start-up code. data-pages.test.ts holds the two together.
    answer: { method: 'GET', path: '/api/fetchAccessories' },
    queryKey: ACCESSORIES_QUERY_KEY,
    dataOf: (answer) => (answer as { accessories: unknown }).accessories,
    renderedAddress: (search) => `/accessories?category=${categoryFrom(search.get('category'))}`,
  },
  // The configurator opens on its accordion, whose choices are the catalogue's
  // (docs/decisions/121-config-is-drawn-with-its-catalogue.md). fetchAllComponentsEndpoint.path,
  // written out as the add-ons' is; its GET needs no body and no session.
  '/config': {
    answer: { method: 'GET', path: '/api/fetchAllComponents' },
    queryKey: CATALOGUE_QUERY_KEY,
    dataOf: (answer) => answer,
    renderedAddress: () => '/config',
  },
};

/** The prerendered shell of a pre-built's page: its screen's code and styles, loading. */
export const PREBUILT_SHELL = '_prebuilt';
const PREBUILT_PAGE = /^\/prebuilts\/([a-z-]+)\/([^/]+)$/;

/**
 * A pre-built's page, drawn with the machine's price and stock of the moment; an unknown machine
 * is answered 404 by the API, and its page is then drawn in the browser, which moves on to
 * /prebuilts.
 */
function prebuiltPage(pathname: string): DataPage | undefined {
  const match = PREBUILT_PAGE.exec(pathname);
  const [useCase, id] = [match?.[1], decodedOrNull(match?.[2])];
  if (!useCase || !id) return undefined;
  return {
    // getPcEndpoint.path, written out as the add-ons' is.
    answer: { method: 'POST', path: '/api/getPc', body: { useCase, id } },
    queryKey: getPcQueryKey(useCase, id),
    dataOf: (answer) => (answer as { rows: unknown[] }).rows[0],
    renderedAddress: () => pathname,
    shell: PREBUILT_SHELL,
  };
}

function decodedOrNull(segment: string | undefined): string | null {
  try {
    return segment === undefined ? null : decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function dataPageAt(pathname: string): DataPage | undefined {
  if (EVENT_PAGE.test(pathname)) return eventPage(pathname, EVENT_SHELL);
  return DATA_PAGES[pathname] ?? prebuiltPage(pathname);
}

/** What the server needs to render the page at `url` with its data, or null for any other page. */
export function dataPageOf(
  url: string,
): { address: string; answer: AnswerRequest; shell?: string } | null {
  const { pathname, searchParams } = new URL(url, 'http://shop.invalid');
  const page = dataPageAt(pathname);
  if (!page) return null;
  const target = { address: page.renderedAddress(searchParams), answer: page.answer };
  return page.shell ? { ...target, shell: page.shell } : target;
}

/** Puts the page's data where its screen looks for it, from the answer the page was rendered with. */
export function seedDataPage(client: QueryClient, address: string, answer: unknown): void {
  const page = dataPageAt(new URL(address, 'http://shop.invalid').pathname);
  const data = page?.dataOf(answer);
  if (page && data !== undefined) client.setQueryData(page.queryKey, data);
}

/**
 * On a data page drawn in the browser (the server sends its HTML only to visitors without a
 * session), asks for the page's answer as the app starts, beside the session check: the screen
 * then finds it, where it would otherwise ask only once its code had arrived and the session check
 * had cleared, and a signed-in visitor would see the page without its data for another round trip.
 */
export function prefetchDataPage(client: QueryClient, address: string): void {
  const page = dataPageAt(new URL(address, 'http://shop.invalid').pathname);
  if (!page) return;
  const { method, path, body } = page.answer;
  void client.prefetchQuery({
    queryKey: page.queryKey,
    queryFn: async () => {
      const response = await fetch(path, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      const data = page.dataOf(await response.json());
      if (data === undefined) throw new Error(`${path} answered nothing to draw`);
      return data;
    },
  });
}
