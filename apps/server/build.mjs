// Bundles the server into dist/ for `npm start`. Workspace TypeScript (@shop/domain) is bundled
// in; every real npm dependency stays external and is loaded from node_modules at run time.
import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = new URL('.', import.meta.url);
const packageJson = JSON.parse(await readFile(new URL('package.json', serverDir), 'utf8'));
const dependencies = Object.keys({
  ...packageJson.dependencies,
  ...packageJson.devDependencies,
});

await rm(new URL('dist', serverDir), { recursive: true, force: true });
await build({
  absWorkingDir: fileURLToPath(serverDir),
  entryPoints: ['src/server.ts', 'src/migrate-cli.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: dependencies.flatMap((name) => [name, `${name}/*`]),
  // For any bundled CommonJS that calls require(), which ESM output does not define.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
