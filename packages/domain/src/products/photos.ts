import { z } from 'zod';

/**
 * Staff photos of a part, add-on or pre-built (docs/decisions/091-photos-on-disk-made-by-sharp.md):
 * each stored as AVIF and WebP at every width of PHOTO_WIDTHS, on a 4:3 canvas so the page keeps
 * its place before the picture arrives. The drawn picture stays the fallback.
 */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
export const PHOTO_PROPORTIONS = { width: 4, height: 3 } as const;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** What the shop takes: checked on the server from the file's content, never its name. */
export const PHOTO_LIMITS = { bytes: 20 * 1024 * 1024, pixels: 40_000_000 } as const;

export const PHOTO_MESSAGES = {
  notAnImage: 'This file is not a photo: please upload a JPEG, PNG, WebP or AVIF image.',
  tooManyPixels: (megapixels: number) =>
    `This photo has ${megapixels} megapixels: photos of up to 40 megapixels are taken.`,
  tooLarge: 'This file is larger than 20 MB: please upload a smaller photo.',
} as const;

export const photoSchema = z.object({
  /** Names the files: /media/<kind>/<item id>/<id>-<width>.<format>. */
  id: z.string().regex(/^[a-z0-9]{8,40}$/),
  alt: z.string().trim().max(200),
});
export type Photo = z.infer<typeof photoSchema>;

/** An item's photos, first the one shown first; absent when it has none. */
export const photosField = z.array(photoSchema).max(12).optional();

/** Where one size of a photo is served. */
export function photoUrl(
  kind: string,
  itemId: string,
  photo: Photo,
  width: number,
  format: PhotoFormat,
) {
  return `/media/${kind}/${itemId}/${photo.id}-${width}.${format}`;
}

/** The `srcset` of one format of a photo: every stored width. */
export function photoSrcSet(
  kind: string,
  itemId: string,
  photo: Photo,
  format: PhotoFormat,
): string {
  return PHOTO_WIDTHS.map(
    (width) => `${photoUrl(kind, itemId, photo, width, format)} ${width}w`,
  ).join(', ');
}
