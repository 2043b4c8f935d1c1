import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { settle } from './settle';

/** A change hydrating made to the page, in words: the page differed from what the app draws. */
function describeChange(record: MutationRecord): string {
  if (record.type === 'characterData')
    return `text "${record.oldValue}" became "${record.target.textContent}"`;
  if (record.type === 'attributes')
    return `attribute ${record.attributeName} of <${record.target.nodeName.toLowerCase()}> changed`;
  const nodes = (list: NodeList) => [...list].map((node) => JSON.stringify(node.textContent));
  return `<${record.target.nodeName.toLowerCase()}> gained [${nodes(record.addedNodes)}], lost [${nodes(record.removedNodes)}]`;
}

const isEmptyText = (node: Node) => node.nodeType === Node.TEXT_NODE && node.textContent === '';

/** The renderer keeps an empty string as an empty text node, which the server leaves out: nothing to see. */
function isSeen(record: MutationRecord): boolean {
  if (record.type !== 'childList') return true;
  return ![...record.addedNodes, ...record.removedNodes].every(isEmptyText);
}

/**
 * Hydrates `app` over the HTML already in `container` and answers every change hydrating made to
 * that HTML's elements and text: none when the app's first render in the browser draws what the
 * server drew. (The renderer keeps the server's attributes as they are, so only elements and text
 * can differ.) It hydrates in one synchronous pass, so the changes are read before anything the app
 * does once hydrated (docs/decisions/074-preact-renders-the-react-code.md); then the app settles.
 */
export async function hydrateListingChanges(
  container: HTMLElement,
  app: ReactNode,
): Promise<{ changes: string[]; unmount: () => void }> {
  const observer = new MutationObserver(() => {});
  observer.observe(container, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
    characterDataOldValue: true,
  });
  const root = hydrateRoot(container, app);
  const changes = observer.takeRecords().filter(isSeen).map(describeChange);
  observer.disconnect();
  await settle();
  return { changes, unmount: () => root.unmount() };
}
