import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type StoredObject = {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
};

/**
 * A local stand-in for an S3-compatible bucket, path style: PUT /<bucket>/<key> stores the body,
 * GET answers it or S3's NoSuchKey error. Every request must carry an AWS Signature Version 4
 * Authorization naming the access key; anything else is AccessDenied, as S3 answers.
 */
export async function startS3Fake(bucket: string, accessKeyId: string) {
  const objects = new Map<string, StoredObject>();
  const error = (code: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const [, inBucket, ...key] = decodeURIComponent(url.pathname).split('/');
      const signed = (request.headers.authorization ?? '').startsWith(
        `AWS4-HMAC-SHA256 Credential=${accessKeyId}/`,
      );
      const reply = (
        status: number,
        body: string | Buffer,
        headers: Record<string, string> = {},
      ) => {
        response.writeHead(status, { 'content-type': 'application/xml', ...headers });
        response.end(body);
      };
      if (!signed) return reply(403, error('AccessDenied'));
      if (inBucket !== bucket) return reply(404, error('NoSuchBucket'));
      const name = key.join('/');
      if (request.method === 'PUT') {
        objects.set(name, {
          body: Buffer.concat(chunks),
          contentType: request.headers['content-type'],
          cacheControl: request.headers['cache-control'],
        });
        return reply(200, '', { etag: '"fake"' });
      }
      const stored = objects.get(name);
      if (request.method !== 'GET' || !stored) return reply(404, error('NoSuchKey'));
      return reply(200, stored.body, {
        'content-type': stored.contentType ?? 'binary/octet-stream',
      });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    objects,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
