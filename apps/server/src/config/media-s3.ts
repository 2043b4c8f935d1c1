import type { S3Bucket } from '../platform/media/s3-media-store';

/**
 * The bucket MEDIA_S3_URL names, `https://KEY_ID:SECRET@host[:port]/bucket?region=ap-south-1`:
 * the bucket in the path by default (MinIO and most S3-compatible services), in the host name with
 * `style=virtual` (Amazon S3's own). Checked by the environment's schema before it gets here.
 */
export function s3BucketOf(value: string): S3Bucket {
  const url = new URL(value);
  return {
    endpoint: url.origin,
    bucket: decodeURIComponent(url.pathname.replace(/^\/|\/$/g, '')),
    region: url.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    forcePathStyle: url.searchParams.get('style') !== 'virtual',
  };
}
