import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaffPhoto } from './staff-photo';

const photo = { id: 'a1b2c3d4e5f6a7b8c9d0', alt: 'The machine from the front' };

describe('a staff photo', () => {
  it('offers AVIF and WebP at every width, in a fixed 4:3 box, loaded when near', () => {
    const { container } = render(
      <StaffPhoto
        kind="prebuilt"
        itemId="gaming-prime-5070"
        photos={[photo]}
        sizes="40vw"
        fallback={<p>drawn</p>}
      />,
    );
    const image = screen.getByRole('img', { name: 'The machine from the front' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('400');
    expect(image.getAttribute('height')).toBe('300');
    // Sized by its stylesheet: a page sent as HTML may carry no style attribute (the CSP).
    expect(image.hasAttribute('style')).toBe(false);
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      [320, 640, 1280]
        .map((width) => `/media/prebuilt/gaming-prime-5070/${photo.id}-${width}.avif ${width}w`)
        .join(', '),
    );
    expect(screen.queryByText('drawn')).toBeNull();
  });

  it('keeps the drawn picture when the item has no photo', () => {
    render(
      <StaffPhoto kind="gpu" itemId="x" photos={undefined} sizes="40vw" fallback={<p>drawn</p>} />,
    );
    expect(screen.getByText('drawn').tagName).toBe('P');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
