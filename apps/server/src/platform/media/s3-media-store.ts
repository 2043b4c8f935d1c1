import type { Readable } from 'node:stream';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { API_MESSAGES } from '@shop/domain';
import { HttpError } from '../http/errors';
import { IMMUTABLE, type MediaStore } from './media-store';

/** A bucket of an S3-compatible service, as MEDIA_S3_URL names it (config/media-s3.ts). */
export type S3Bucket = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (MinIO, most self-hosted services) rather than in the host name. */
  forcePathStyle: boolean;
};

const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };
/** What a key may be: the folder and file names the shop itself makes. */
const SAFE_KEY = /^[a-z0-9-]+\/[a-z0-9-]+\/[a-f0-9]{20}-\d+\.(avif|webp)$/;

/**
 * Files in an S3-compatible bucket (docs/decisions/091-photos-on-disk-made-by-sharp.md): each file
 * one object, written whole by the service; /media/ reads them back through the shop, so the bucket
 * stays private and the addresses stay the shop's own.
 */
export function createS3MediaStore(bucket: S3Bucket): MediaStore {
  const client = new S3Client({
    endpoint: bucket.endpoint,
    region: bucket.region,
    forcePathStyle: bucket.forcePathStyle,
    credentials: { accessKeyId: bucket.accessKeyId, secretAccessKey: bucket.secretAccessKey },
    // Checksums only where the service requires them: several S3-compatible services refuse the
    // newer ones the SDK would otherwise add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    async save(folder, files) {
      for (const file of files) {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket.bucket,
            Key: `${folder}/${file.name}`,
            Body: file.data,
            ContentType: CONTENT_TYPES[file.name.split('.').pop() ?? ''],
            CacheControl: IMMUTABLE,
          }),
        );
      }
    },
    async serve(app) {
      app.get('/media/*', async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        if (!SAFE_KEY.test(key)) throw new HttpError('NOT_FOUND', API_MESSAGES.notFound);
        try {
          const object = await client.send(
            new GetObjectCommand({ Bucket: bucket.bucket, Key: key }),
          );
          return reply
            .header('cache-control', IMMUTABLE)
            .type(
              object.ContentType ??
                CONTENT_TYPES[key.split('.').pop() ?? ''] ??
                'application/octet-stream',
            )
            .send(object.Body as Readable);
        } catch (error) {
          if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') {
            throw new HttpError('NOT_FOUND', API_MESSAGES.notFound);
          }
          throw error;
        }
      });
    },
  };
}
