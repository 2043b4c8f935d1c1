import { expect, test } from '../fixtures';

// The policy figures that each page must state (docs/api/screens.md#policy-figures).
const PAGES: Array<{ path: string; figures: RegExp[] }> = [
  { path: '/returns-policy', figures: [/7 days/i, /48 hours/i] },
  { path: '/cancellation-and-refund-policy', figures: [/24 hours/i, /5-7 business days/i] },
  { path: '/shipping-policy', figures: [/2-5 (business |working )?days/i, /24 hours/i] },
  { path: '/terms-and-conditions', figures: [/3 years/i, /lifetime/i] },
  { path: '/privacy-policy', figures: [/Digital Personal Data Protection Act/i] },
];

test.describe('the legal pages state the shop policies', () => {
  for (const { path, figures } of PAGES) {
    test(`${path} has a heading and its figures`, async ({ shop }) => {
      const page = await shop.look(path);
      await page.locator('main h1').first().waitFor();
      // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees, laid out, is the point.
      const text = await page.locator('main').innerText();
      expect(text.length).toBeGreaterThan(1500);
      for (const figure of figures) expect(text).toMatch(figure);
    });
  }

  test('links all five pages from the footer', async ({ shop }) => {
    const page = await shop.look('/');
    const footer = page.locator('footer');
    for (const { path } of PAGES) {
      expect(await footer.locator(`a[href="${path}"]`).count()).toBeGreaterThan(0);
    }
  });
});
