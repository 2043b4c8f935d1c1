import { createContext, use, useEffect } from 'react';

export const SHOP_NAME = 'RigForge';

/**
 * Where a page rendered ahead of the browser (the build's prerender, the server's data pages) notes
 * its title, so its HTML carries it in <head> before any script runs
 * (docs/decisions/068-prerendered-pages-carry-their-title.md). Absent in the browser.
 */
export const PageTitleSink = createContext<{ title?: string } | null>(null);

/** Every screen names itself in the tab: "<Screen> | RigForge". */
export function usePageTitle(screen: string): void {
  const title = `${screen} | ${SHOP_NAME}`;
  const sink = use(PageTitleSink);
  // Only ever set while rendering on a server, where effects never run.
  if (sink) sink.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
