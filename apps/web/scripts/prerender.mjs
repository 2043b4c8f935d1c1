#!/usr/bin/env node
// After `vite build`: saves the public pages as HTML that already shows them, for visitors without a
// session (docs/decisions/055-the-first-paint-is-in-the-html.md). The app is built once more for Node,
// each page is rendered in a fresh copy of it, and its HTML goes into dist/prerendered/ beside index.html,
// with the stylesheets of every lazy module it rendered, the scripts it waits for before it hydrates, and
// Brotli and gzip copies.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const webRoot = resolve(import.meta.dirname, '..');
// The web build's directory: dist, or the one given (the start-up JavaScript test builds into its own).
const dist = resolve(process.argv[2] ?? join(webRoot, 'dist'));
// Kept beside the app: the server renders the data pages with it
// (docs/decisions/062-data-pages-rendered-with-their-data.md), and never serves it.
const serverBuild = join(dist, 'render');
const RENDERED_IMPORTS = '__prerenderedImports';

/**
 * In the Node build, every `import('./x')` of the app's own code also notes the module it loads, so a
 * page's HTML can link exactly the stylesheets and scripts of what it rendered.
 */
function noteDynamicImports() {
  return {
    name: 'note-dynamic-imports',
    async transform(code, id) {
      if (!id.startsWith(join(webRoot, 'src')) || !code.includes('import(')) return null;
      const pattern = /\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g;
      let result = '';
      let last = 0;
      for (const match of code.matchAll(pattern)) {
        const target = await this.resolve(match[2], id);
        if (!target) continue;
        const key = JSON.stringify(relative(webRoot, target.id));
        result += `${code.slice(last, match.index)}(globalThis.${RENDERED_IMPORTS}?.add(${key}), ${match[0]})`;
        last = match.index + match[0].length;
      }
      return last === 0 ? null : { code: result + code.slice(last), map: null };
    },
  };
}

await build({
  root: webRoot,
  configFile: join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  plugins: [noteDynamicImports()],
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    ssr: 'src/prerender/render-page.tsx',
    outDir: serverBuild,
    emptyOutDir: true,
    manifest: false,
    rollupOptions: { output: { codeSplitting: false } },
  },
});

const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
const template = await readFile(join(dist, 'index.html'), 'utf8');
/** A chunk's file and the files of every chunk it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key] ?? Object.values(manifest).find((each) => each.file === key);
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** The entry's scripts and stylesheets: index.html loads them already (its module preloads are dropped). */
const entryFiles = staticClosure('index.html');
const inTemplate = (file) =>
  entryFiles.has(file) || (file.endsWith('.css') && template.includes(`"/${file}"`));
/** What hydrates every page: the app's start module, which the entry loads once the page is painted. */
const START_MODULE = 'src/app/start.tsx';

/** A module's files: its chunk's and those of every chunk it imports statically, less the entry's. */
function filesOf(id) {
  if (!manifest[id]) throw new Error(`${id} was rendered but is not in the build's manifest`);
  return [...staticClosure(id)].filter((file) => !inTemplate(file));
}

/**
 * The stylesheets of the start module and of every lazy module a page rendered, since the page is
 * painted with them all; the scripts of the start module and of the screens it waits for before it
 * hydrates. A part that loads its code beside the page (home's finder, say) is hydrated by React
 * once its code is in, which the app asks for itself
 * (docs/decisions/075-react-hydrates-the-page-a-part-at-a-time.md).
 */
function assetsOf(renderedIds, screenIds) {
  const styles = new Set();
  // A screen loaded before the page was rendered is drawn at once, without an import() to note.
  for (const id of [START_MODULE, ...screenIds, ...renderedIds]) {
    for (const file of filesOf(id)) {
      const chunk = Object.values(manifest).find((each) => each.file === file);
      for (const css of chunk?.css ?? []) if (!inTemplate(css)) styles.add(css);
    }
  }
  const scripts = new Set([START_MODULE, ...screenIds].flatMap(filesOf));
  return { styles: [...styles], scripts: [...scripts].filter((file) => file.endsWith('.js')) };
}

const SPINNER_ROOT = /<div id="root">[\s\S]*?<\/div><\/div><\/div>/;
if (!SPINNER_ROOT.test(template)) throw new Error('index.html has no spinner root to replace');

const TITLE_ELEMENT = /<title>[^<]*<\/title>/;
if (!TITLE_ELEMENT.test(template)) throw new Error('index.html has no title to replace');

function pageHtml({ body, titleElement }, { styles, scripts }) {
  const links = styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  // No script but the small entry loads before the page is painted: the entry asks for the scripts
  // named in data-modules once it is (src/main.tsx), so they never hold up the first paint.
  const modules = scripts.map((file) => `/${file}`).join(' ');
  return (
    template
      .replace(TITLE_ELEMENT, () => titleElement)
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
      // The note on the spinner it replaces.
      .replace(/<!--[\s\S]*?-->\s*(?=<div id="root">)/, '')
      .replace(
        SPINNER_ROOT,
        () => `<div id="root" data-prerendered data-modules="${modules}">${body}</div>`,
      )
  );
}

/** '/' is index.html, '/config' is config.html. */
function prerenderedFile(path) {
  return `${path === '/' ? 'index' : path.slice(1)}.html`;
}

const outDir = join(dist, 'prerendered');
await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
const renderer = pathToFileURL(join(serverBuild, 'render-page.js')).href;
const { PRERENDERED_PATHS, PRERENDERED_SHELLS } = await import(renderer);
// Each page under its own file; each shell (a page drawn only with its data) under its name.
const pagesToRender = [
  ...PRERENDERED_PATHS.map((path) => [path, prerenderedFile(path)]),
  ...Object.entries(PRERENDERED_SHELLS).map(([name, path]) => [path, `${name}.html`]),
];
for (const [path, fileName] of pagesToRender) {
  // A fresh copy of the app for each page: React.lazy loads a module once per copy, and every
  // page must note all the lazy modules it renders.
  const { renderPage, preloadScreensOf } = await import(
    `${renderer}?page=${encodeURIComponent(path)}`
  );
  const screens = new Set();
  globalThis[RENDERED_IMPORTS] = screens;
  await preloadScreensOf(path);
  const rendered = new Set();
  globalThis[RENDERED_IMPORTS] = rendered;
  const page = await renderPage(path);
  // The shop's content security policy forbids inline scripts: the page must be whole, in order.
  if (page.body.includes('<script')) {
    throw new Error(`${path}: the prerendered page has a script in it`);
  }
  const html = pageHtml(page, assetsOf(rendered, screens));
  const file = join(outDir, fileName);
  await writeFile(file, html);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(html, { level: 9 }));
}
delete globalThis[RENDERED_IMPORTS];
console.log(`prerendered ${pagesToRender.length} pages into dist/prerendered`);
