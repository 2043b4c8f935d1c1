import { createDiskMediaStore, type MediaStore } from './media-store';
import type { S3Bucket } from './s3-media-store';

/**
 * The shop's media store: the bucket when one is configured, else MEDIA_DIR on disk. The S3 client
 * is loaded only for a shop that uses it.
 */
export async function mediaStoreOf(config: {
  mediaDir: string;
  mediaS3: S3Bucket | undefined;
}): Promise<MediaStore> {
  if (!config.mediaS3) return createDiskMediaStore(config.mediaDir);
  const { createS3MediaStore } = await import('./s3-media-store');
  return createS3MediaStore(config.mediaS3);
}
