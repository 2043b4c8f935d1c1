/**
 * Sends the buyer to the payment provider's page. A full page load, not a route change: the
 * provider's page is outside the app, and it sends the buyer back to /payment/validate/{id}.
 * An object's method, so tests can watch it (the browser's own location cannot be replaced).
 */
export const paymentPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};
