/** The accent red of RGB lighting and details, as the drawn cabinets use it. */
export const ACCENT = '#e5182b';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * Edge and detail colours for a product drawn in its body colour: most gaming gear is near
 * black on the shop's near-black page, so a dark body gets light edges and a light one dark.
 */
export function shadesOf(colour: string) {
  const body = HEX_COLOUR.test(colour) ? colour : '#1b1b1f';
  const channel = (offset: number) => Number.parseInt(body.slice(offset, offset + 2), 16) / 255;
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  const isLight = luminance > 0.5;
  return {
    body,
    edge: isLight ? 'rgba(0, 0, 0, 0.4)' : 'rgba(255, 255, 255, 0.34)',
    detail: isLight ? 'rgba(0, 0, 0, 0.18)' : 'rgba(255, 255, 255, 0.14)',
    keycap: isLight ? 'rgba(0, 0, 0, 0.1)' : 'rgba(255, 255, 255, 0.09)',
  };
}
