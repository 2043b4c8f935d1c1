import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

export type MediaFile = { name: string; data: Buffer };

/**
 * Files staff upload, on disk under MEDIA_DIR (docs/decisions/091-photos-on-disk-made-by-sharp.md)
 * and served from /media/. Each file is written beside its place and renamed into it, so a
 * visitor never gets half a picture.
 */
export function createMediaStore(mediaDir: string) {
  const root = resolve(mediaDir);
  const inside = (folder: string) => {
    const path = resolve(root, folder);
    if (!path.startsWith(root + sep)) throw new Error(`media folder outside MEDIA_DIR: ${folder}`);
    return path;
  };
  return {
    root,
    async save(folder: string, files: readonly MediaFile[]): Promise<void> {
      const dir = inside(folder);
      await mkdir(dir, { recursive: true });
      for (const file of files) {
        const target = join(dir, file.name);
        await writeFile(`${target}.part`, file.data);
        await rename(`${target}.part`, target);
      }
    },
  };
}
export type MediaStore = ReturnType<typeof createMediaStore>;
