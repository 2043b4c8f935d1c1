import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { EVENT_SHELL, PREBUILT_SHELL, seedDataPage } from '../app/data-pages';
import { createQueryClient, Providers } from '../app/providers';
import { AppRoutes } from '../app/router';
import { SESSION_QUERY_KEY } from '../lib/session/session-context';
import { PageTitleSink, SHOP_NAME } from '../lib/use-page-title';

/**
 * The public pages saved as HTML at build time. /cart shows a guest's cart as loading until the
 * browser has read it; the booking forms of /video-consultation and /contact-us leave their
 * preferred date empty until the browser fills in the visitor's today. Screens behind a sign-in
 * never.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/config',
  '/prebuilts',
  '/accessories',
  '/cart',
  '/terms-and-conditions',
  '/cancellation-and-refund-policy',
  '/returns-policy',
  '/shipping-policy',
  '/privacy-policy',
  '/careers',
  '/video-consultation',
  '/contact-us',
  '/ad',
  '/video-editing-contest',
  '/pc-master-contest',
  '/fifa-tournament',
] as const;

/**
 * Pages saved only as the frame a data page is drawn in, by file name (dist/prerendered/_prebuilt.html):
 * their screen's code and styles, for the server to fill with a page drawn with its data
 * (docs/decisions/062-data-pages-rendered-with-their-data.md). Never sent as they are.
 */
export const PRERENDERED_SHELLS = {
  [PREBUILT_SHELL]: '/prebuilts/gaming/shell',
  [EVENT_SHELL]: '/events/shell',
} as const;

/**
 * A public page's HTML as a visitor without a session sees it first, for the build to save
 * (docs/decisions/055-the-first-paint-is-in-the-html.md): every lazy screen and section is waited
 * for, and data still to come shows as its placeholder.
 */
export function renderPage(path: string): Promise<RenderedPage> {
  return render(path, createQueryClient());
}

/**
 * A data page's HTML drawn with the API answer it shows, for the server to send
 * (docs/decisions/062-data-pages-rendered-with-their-data.md).
 */
export function renderDataPage(address: string, answer: unknown): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  seedDataPage(queryClient, address, answer);
  return render(address, queryClient);
}

export { dataPageOf } from '../app/data-pages';
/** The code a page waits for before it hydrates, for the build to name in its HTML. */
export { preloadScreensOf } from '../app/router';

/** A page drawn ahead of the browser: what goes in its root element, and its <title> element. */
export interface RenderedPage {
  body: string;
  /** The screen's own title, escaped; the shop's name for a screen that names none. */
  titleElement: string;
}

async function render(path: string, queryClient: QueryClient): Promise<RenderedPage> {
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  const sink: { title?: string } = {};
  // Waits for every lazy part before it answers.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageTitleSink value={sink}>
        <StaticRouter location={path}>
          <Providers queryClient={queryClient}>
            <AppRoutes />
          </Providers>
        </StaticRouter>
      </PageTitleSink>
    </StrictMode>,
    // Never outline a large part to place it later with an inline script: the whole page in order.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return {
    body: Buffer.concat(chunks).toString('utf8'),
    titleElement: `<title>${escapeText(sink.title ?? SHOP_NAME)}</title>`,
  };
}

/** Text as it may sit inside an HTML element. */
function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
