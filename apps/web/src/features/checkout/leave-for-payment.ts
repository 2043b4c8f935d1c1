/**
 * Sends the buyer to the payment provider's page. A full page load, not a route change: the
 * provider's page is outside the app, and it sends the buyer back to /payment/validate/{id}.
 */
export function leaveForPayment(url: string): void {
  window.location.assign(url);
}
