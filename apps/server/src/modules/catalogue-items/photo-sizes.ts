import {
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  PHOTO_PROPORTIONS,
  PHOTO_WIDTHS,
  type PhotoFormat,
} from '@shop/domain';
import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';

/** The formats a photo may arrive in, as sharp names them from the file's content. */
const TAKEN_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif', 'tiff', 'gif']);

/**
 * At most this many photos are made at once. sharp works on libuv's thread pool, never on the
 * event loop, but each encode takes threads: more uploads wait their turn rather than starve the
 * pool the API's own file and crypto work needs (docs/decisions/091-photos-on-disk-made-by-sharp.md).
 */
const AT_ONCE = 2;
const queue = pLimit(AT_ONCE);
sharp.concurrency(1);

export type PhotoSize = { width: number; format: PhotoFormat; data: Buffer };
export type PhotoCheck = { ok: true; sizes: PhotoSize[] } | { ok: false; message: string };

/**
 * Checks an upload by its content (an image sharp can read, of at most 40 megapixels) and makes
 * every size: the picture turned upright, fitted on a white 4:3 canvas, its metadata (camera,
 * place) left behind, as AVIF and WebP.
 */
export function makePhotoSizes(bytes: Buffer): Promise<PhotoCheck> {
  return queue(async () => {
    let metadata: Metadata;
    try {
      metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      return { ok: false, message: PHOTO_MESSAGES.notAnImage };
    }
    if (!metadata.format || !TAKEN_FORMATS.has(metadata.format) || !metadata.width) {
      return { ok: false, message: PHOTO_MESSAGES.notAnImage };
    }
    const pixels = metadata.width * (metadata.pageHeight ?? metadata.height ?? 0);
    if (pixels > PHOTO_LIMITS.pixels) {
      return { ok: false, message: PHOTO_MESSAGES.tooManyPixels(Math.round(pixels / 1e6)) };
    }
    try {
      return { ok: true, sizes: await encodeSizes(bytes) };
    } catch {
      // Read as an image but cut short or damaged inside.
      return { ok: false, message: PHOTO_MESSAGES.notAnImage };
    }
  });
}

async function encodeSizes(bytes: Buffer): Promise<PhotoSize[]> {
  const upright = sharp(bytes, { limitInputPixels: PHOTO_LIMITS.pixels }).rotate();
  const sizes: PhotoSize[] = [];
  for (const width of PHOTO_WIDTHS) {
    const fitted = upright.clone().resize({
      width,
      height: Math.round((width * PHOTO_PROPORTIONS.height) / PHOTO_PROPORTIONS.width),
      fit: 'contain',
      background: '#ffffff',
    });
    sizes.push({
      width,
      format: 'avif',
      data: await fitted.clone().avif({ quality: 50, effort: 2 }).toBuffer(),
    });
    sizes.push({
      width,
      format: 'webp',
      data: await fitted.clone().webp({ quality: 78 }).toBuffer(),
    });
  }
  return sizes;
}
