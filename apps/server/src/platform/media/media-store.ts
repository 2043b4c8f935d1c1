import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export type MediaFile = { name: string; data: Buffer };

/** A photo's files never change: a new photo has a new id. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Where the files staff upload are kept and how /media/ serves them
 * (docs/decisions/091-photos-on-disk-made-by-sharp.md): on disk by default, in an S3-compatible
 * bucket when MEDIA_S3_URL is set (s3-media-store.ts).
 */
export interface MediaStore {
  /** Stores the files under `folder` (kind/id), each whole or not at all. */
  save(folder: string, files: readonly MediaFile[]): Promise<void>;
  /** Serves every stored file at /media/<folder>/<name>, cached for good. */
  serve(app: FastifyInstance): Promise<void>;
}

/** Files on disk under MEDIA_DIR, each written beside its place and renamed into it. */
export function createDiskMediaStore(mediaDir: string): MediaStore {
  const root = resolve(mediaDir);
  const inside = (folder: string) => {
    const path = resolve(root, folder);
    if (!path.startsWith(root + sep)) throw new Error(`media folder outside MEDIA_DIR: ${folder}`);
    return path;
  };
  return {
    async save(folder, files) {
      const dir = inside(folder);
      await mkdir(dir, { recursive: true });
      for (const file of files) {
        const target = join(dir, file.name);
        await writeFile(`${target}.part`, file.data);
        await rename(`${target}.part`, target);
      }
    },
    async serve(app) {
      // Served from the first start, before any photo is uploaded.
      await mkdir(root, { recursive: true });
      await app.register(fastifyStatic, {
        root,
        prefix: '/media/',
        decorateReply: false,
        dotfiles: 'deny',
        index: false,
        cacheControl: false,
        setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
      });
    },
  };
}
