import type { ContentCoding } from './conditional-body';

export type Compression = Exclude<ContentCoding, 'identity'>;

/** How to compress one body in each coding. */
export type Compressors = Record<Compression, (body: Buffer) => Promise<Buffer>>;

/**
 * The body's bytes in a coding, compressed at most once per coding, by the first request that
 * asks for it; later requests share that work. A compression that failed is not kept, so the
 * next request tries again.
 */
export function compressedOnce(
  body: Buffer,
  compressors: Compressors,
): (coding: Compression) => Promise<Buffer> {
  const done = new Map<Compression, Promise<Buffer>>();
  return (coding) => {
    let compressed = done.get(coding);
    if (!compressed) {
      compressed = compressors[coding](body);
      done.set(coding, compressed);
      compressed.catch(() => done.delete(coding));
    }
    return compressed;
  };
}
