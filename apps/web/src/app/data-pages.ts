import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ACCESSORIES_QUERY_KEY } from '../features/accessories/api/accessories-query-key';
import { categoryFrom } from '../features/accessories/categories';
import { EVENT_REGISTRATIONS_QUERY_KEY } from '../features/events/api/event-registrations-query-key';

/**
 * A public page whose largest content is data. The server renders it with that data into the HTML
 * and the page carries the answer it used, so the browser hydrates it with the same data
 * (docs/decisions/062-data-pages-rendered-with-their-data.md).
 */
interface DataPage {
  /** The API answer the page is drawn from: a GET that needs no session. */
  readonly answerPath: string;
  readonly queryKey: QueryKey;
  /** What the screen's query holds, from that answer. */
  dataOf(answer: unknown): unknown;
  /**
   * The address the page is rendered for: every address that draws the same page gives the same
   * one, so the server renders each version once, whatever a visitor puts in the query string.
   */
  renderedAddress(search: URLSearchParams): string;
}

/**
 * An event's page: whether the event still takes registrations is the server's to say, by its
 * clock, so the page is rendered with that answer
 * (docs/decisions/073-an-event-over-takes-no-registrations.md).
 */
function eventPage(path: string): DataPage {
  return {
    // eventRegistrationsEndpoint.path, written out for the same reason as the add-ons'.
    answerPath: '/api/eventRegistrations',
    queryKey: EVENT_REGISTRATIONS_QUERY_KEY,
    dataOf: (answer) => answer,
    renderedAddress: () => path,
  };
}

/** SHOP_EVENTS' paths, written out likewise; data-pages.test.ts holds the two together. */
const EVENT_PATHS = ['/ad', '/video-editing-contest', '/pc-master-contest', '/fifa-tournament'];

const DATA_PAGES: Record<string, DataPage> = {
  ...Object.fromEntries(EVENT_PATHS.map((path) => [path, eventPage(path)])),
  '/accessories': {
    // fetchAccessoriesEndpoint.path, written out: the contract's schemas would bring zod into the
    // start-up code. data-pages.test.ts holds the two together.
    answerPath: '/api/fetchAccessories',
    queryKey: ACCESSORIES_QUERY_KEY,
    dataOf: (answer) => (answer as { accessories: unknown }).accessories,
    renderedAddress: (search) => `/accessories?category=${categoryFrom(search.get('category'))}`,
  },
};

/** What the server needs to render the page at `url` with its data, or null for any other page. */
export function dataPageOf(url: string): { address: string; answerPath: string } | null {
  const { pathname, searchParams } = new URL(url, 'http://shop.invalid');
  const page = DATA_PAGES[pathname];
  if (!page) return null;
  return { address: page.renderedAddress(searchParams), answerPath: page.answerPath };
}

/** Puts the page's data where its screen looks for it, from the answer the page was rendered with. */
export function seedDataPage(client: QueryClient, address: string, answer: unknown): void {
  const page = DATA_PAGES[new URL(address, 'http://shop.invalid').pathname];
  if (page) client.setQueryData(page.queryKey, page.dataOf(answer));
}

/**
 * On a data page drawn in the browser (the server sends its HTML only to visitors without a
 * session), asks for the page's answer as the app starts, beside the session check: the screen
 * then finds it, where it would otherwise ask only once its code had arrived and the session check
 * had cleared, and a signed-in visitor would see the page without its data for another round trip.
 */
export function prefetchDataPage(client: QueryClient, address: string): void {
  const page = DATA_PAGES[new URL(address, 'http://shop.invalid').pathname];
  if (!page) return;
  void client.prefetchQuery({
    queryKey: page.queryKey,
    queryFn: async () => {
      const response = await fetch(page.answerPath);
      if (!response.ok) throw new Error(`${page.answerPath} answered ${response.status}`);
      return page.dataOf(await response.json());
    },
  });
}
