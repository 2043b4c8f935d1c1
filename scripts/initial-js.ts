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

/** The scripts of `files` and, transitively, of every chunk they import statically, gzip at level 9. */
function staticClosure(distDir: string, manifest: Manifest, files: string[]): InitialJs {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) {
      const chunk = manifest[imported];
      if (chunk) visit(chunk.file);
    }
  };
  for (const file of files) visit(file);
  const measured = [...seen]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    files: measured,
    gzipBytes: measured.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0),
  };
}

/** The build's files an HTML page loads as scripts, preloads, or names for its entry to preload. */
export function scriptsNamedBy(html: string): string[] {
  const addresses = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((match) => match[1] as string);
  // The entry asks for these once the page has painted (apps/web/src/main.tsx).
  const modules = html.match(/\bdata-modules="([^"]*)"/)?.[1]?.split(' ') ?? [];
  return [...addresses, ...modules]
    .filter((address) => address.startsWith('/'))
    .map((address) => address.slice(1));
}

/**
 * The JavaScript a first visit to `/` loads before its page is the app's: every script the HTML of
 * `/` (the prerendered page a visitor without a session is sent) loads, preloads or has its entry
 * preload, every chunk those import statically, and its inline scripts
 * (docs/decisions/075-react-hydrates-the-page-a-part-at-a-time.md). What the app asks for later, a
 * part that hydrates once its code is in, does not count. Sizes are gzip at level 9, as a server or
 * CDN sends them. Fails if the page does not load the start module: moving code behind another
 * import cannot hide it.
 */
export function initialJsOf(distDir: string, startSource = 'src/app/start.tsx'): InitialJs {
  const manifest = readManifest(distDir);
  const html = readFileSync(join(distDir, 'prerendered', 'index.html'), 'utf8');
  const named = scriptsNamedBy(html);
  const start = manifest[startSource]?.file;
  if (!start || !named.includes(start)) throw new Error(`/ does not load ${startSource}`);
  const files = staticClosure(distDir, manifest, named);
  // The page's own inline scripts (the tap hold, docs/decisions/076-no-first-tap-lost.md) count too.
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code], index) => ({
    file: `inline script ${index + 1} of /`,
    gzipBytes: gzipSync(code ?? '', { level: 9 }).length,
  }));
  const all = [...files.files, ...inline].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files: all, gzipBytes: all.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0) };
}

/**
 * The JavaScript the page's entry loads and runs before anything else: the entry chunk and what it
 * imports statically. The start module is not among it: the entry asks for it once the page has
 * painted (docs/decisions/055-the-first-paint-is-in-the-html.md).
 */
export function entryJsOf(distDir: string, entrySource = 'index.html'): InitialJs {
  const manifest = readManifest(distDir);
  const entry = manifest[entrySource];
  if (!entry?.isEntry) throw new Error(`${entrySource} is not an entry of the build manifest`);
  return staticClosure(distDir, manifest, [entry.file]);
}
