/**
 * Analytics events go to window.dataLayer (docs/decisions/011-self-contained-assets.md); a tag
 * manager reads them only when one is configured, so pushing is always safe and never loads a
 * third-party script.
 */
export type AnalyticsEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

export function trackEvent(event: string, details: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ ...details, event });
}

/** Where Google Tag Manager's script comes from; the server's content security policy allows it only when configured. */
export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';
const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * Loads the configured tag manager container once (docs/decisions/027-a-tag-manager-only-when-configured.md):
 * the start event goes on the dataLayer and the script is added from the shop's own code, so no
 * inline script is needed. Without an id nothing is loaded.
 */
export function loadTagManager(containerId: string | null | undefined): void {
  if (typeof document === 'undefined' || !containerId) return;
  if (!TAG_MANAGER_ID_PATTERN.test(containerId)) return;
  if (document.querySelector(`script[src^="${TAG_MANAGER_SCRIPT}"]`)) return;
  trackEvent('gtm.js', { 'gtm.start': Date.now() });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(containerId)}`;
  document.head.appendChild(script);
}
