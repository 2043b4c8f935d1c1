import { useEffect, useRef } from 'react';
import { loadOnFirstUse } from '../load-on-first-use';
import { useSession } from '../session/session-context';

/**
 * The shop's contact links: Contact Us (from the navbar, the footer, the floating call button and
 * "Talk to A Techie"), phone and WhatsApp links, and the links marked `data-contact-link` (the
 * signed-in Support link, which leads to the tickets).
 */
const CONTACT_LINKS = [
  'a[href="/contact-us"]',
  'a[href^="/contact-us#"]',
  'a[href^="tel:"]',
  'a[href^="https://wa.me/"]',
  'a[data-contact-link]',
].join(', ');

/** The same visitor's clicks within this long are one contact, told to the CRM once. */
export const CONTACT_CLICK_QUIET_MS = 60_000;

export function isContactLink(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(CONTACT_LINKS) !== null;
}

// The API client loads with the first call, not at start-up.
const crmCalls = loadOnFirstUse(() => import('./tell-contact-click'));

/** POST /api/bigin { activity: 'contactClicked' }; a failure is only logged. */
export function recordContactClick(): Promise<void> {
  return crmCalls
    .use(({ tellContactClick }) => tellContactClick())
    .then(
      () => undefined,
      (error: unknown) => console.error('Could not record the contact click', error),
    );
}

/**
 * A signed-in visitor's click on any contact link is noted for the CRM (docs/api/crm.md#the-crm-call),
 * at most once a minute. One listener for the whole page, so every contact link counts, wherever
 * a screen puts it.
 */
export function useContactClickTracking(record: () => Promise<void> = recordContactClick): void {
  const { status } = useSession();
  const lastSent = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    if (status !== 'authenticated') return;
    const onClick = (event: MouseEvent) => {
      if (!isContactLink(event.target)) return;
      const now = Date.now();
      if (now - lastSent.current < CONTACT_CLICK_QUIET_MS) return;
      lastSent.current = now;
      void record();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [status, record]);
}
