import { PHOTO_PROPORTIONS, PHOTO_WIDTHS, type Photo, photoSrcSet, photoUrl } from '@shop/domain';
import './staff-photo.css';
import type { ReactNode } from 'react';

/**
 * An item's first staff photo (docs/decisions/091-photos-on-disk-made-by-sharp.md): AVIF where the
 * browser takes it, else WebP, the size the layout needs from `srcset`, in a box of the photos' own
 * 4:3 so nothing moves when it arrives. Without a photo, the drawn picture (`fallback`) stays.
 */
export function StaffPhoto({
  kind,
  itemId,
  photos,
  sizes,
  eager = false,
  fallback,
}: {
  kind: string;
  itemId: string;
  photos: readonly Photo[] | undefined;
  /** The `sizes` attribute: how wide the photo is drawn. */
  sizes: string;
  /** Above the fold: fetched at once rather than when scrolled near. */
  eager?: boolean;
  fallback: ReactNode;
}) {
  const [photo] = photos ?? [];
  if (!photo) return <>{fallback}</>;
  const middle = PHOTO_WIDTHS[1];
  return (
    <picture className="staff-photo">
      <source type="image/avif" srcSet={photoSrcSet(kind, itemId, photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(kind, itemId, photo, 'webp')} sizes={sizes} />
      <img
        src={photoUrl(kind, itemId, photo, middle, 'webp')}
        alt={photo.alt}
        width={PHOTO_PROPORTIONS.width * 100}
        height={PHOTO_PROPORTIONS.height * 100}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}
