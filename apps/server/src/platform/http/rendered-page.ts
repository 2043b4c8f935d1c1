/**
 * A page as the web build's renderer draws it (apps/web/src/prerender/render-page.tsx): what goes in
 * its root element, and the <title> element that replaces the template's
 * (docs/decisions/068-prerendered-pages-carry-their-title.md).
 */
export interface RenderedPage {
  body: string;
  titleElement: string;
}
