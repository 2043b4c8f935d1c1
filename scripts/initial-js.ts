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

type Manifest = Record<string, ManifestChunk>;

export interface InitialJs {
  /** The files measured, largest first. */
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The scripts of `sources` and, transitively, of every chunk they import statically, gzip at level 9. */
function staticClosure(distDir: string, manifest: Manifest, sources: string[]): InitialJs {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
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
  const manifest = readManifest(distDir);
  const entry = manifest[entrySource];
  if (!entry?.isEntry) throw new Error(`${entrySource} is not an entry of the build manifest`);
  if (!entry.dynamicImports?.includes(startSource)) {
    throw new Error(`${entrySource} does not load ${startSource}`);
  }
  return staticClosure(distDir, manifest, [entrySource, startSource]);
}

/**
 * The JavaScript the page's entry loads and runs before anything else: the entry chunk and what it
 * imports statically. The start module is not among it: the entry asks for it once the page has
 * painted (docs/decisions/055-the-first-paint-is-in-the-html.md).
 */
export function entryJsOf(distDir: string, entrySource = 'index.html'): InitialJs {
  return staticClosure(distDir, readManifest(distDir), [entrySource]);
}
