import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (https://vite.dev/guide/backend-integration). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface InitialJs {
  /** The files a first visit downloads and runs before the app starts: the entry, the start module, and their static imports. */
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

/**
 * The JavaScript a browser must load before the app at `/` starts: the page's entry chunk, the start module
 * the entry loads once the page has painted (docs/decisions/055-the-first-paint-is-in-the-html.md) and,
 * transitively, every chunk either imports statically. Chunks reached only through other `import()`s load
 * later and do not count. Sizes are gzip at level 9, as a server or CDN sends them.
 */
export function initialJsOf(
  distDir: string,
  entrySource = 'index.html',
  startSource = 'src/app/start.tsx',
): InitialJs {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entry = manifest[entrySource];
  if (!entry?.isEntry) throw new Error(`${entrySource} is not an entry of the build manifest`);
  if (!entry.dynamicImports?.includes(startSource)) {
    throw new Error(`${entrySource} does not load ${startSource}`);
  }
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entrySource);
  visit(startSource);
  const files = [...seen]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file?.endsWith('.js') === true)
    .map((file) => ({
      file,
      gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, gzipBytes: files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0) };
}
