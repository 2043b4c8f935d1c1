/**
 * Analytics events go to window.dataLayer (DECISIONS D12); a tag manager reads them only when one
 * is configured, so pushing is always safe and never loads a third-party script.
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
