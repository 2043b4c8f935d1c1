import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Each boundary `npm run lint` guards, proven by planting one violation of it in a copy of the
// repository's layout and reading what the linters say (and that the allowed imports pass).
const repo = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => join(repo, 'node_modules', '.bin', name);

const PLANTED: Record<string, string> = {
  // A web feature reaching into another feature.
  'apps/web/src/features/cart/cart-page.ts':
    "import { quote } from '../checkout/quote';\nexport const page = quote;\n",
  'apps/web/src/features/checkout/quote.ts': 'export const quote = 1;\n',
  // Shared web code that knows a feature.
  'apps/web/src/lib/format.ts':
    "import { quote } from '../features/checkout/quote';\nexport const format = quote;\n",
  // Customer code naming the staff console, and the console using a customer feature.
  'apps/web/src/features/cart/console-link.ts':
    "import { AdminApp } from '../../admin/admin-app';\nexport const link = AdminApp;\n",
  'apps/web/src/admin/admin-app.ts':
    "import { quote } from '../features/checkout/quote';\nexport const AdminApp = quote;\n",
  // A server module reaching into another module's repository, and one using its service.
  'apps/server/src/modules/checkout/routes.ts':
    "import { carts } from '../cart/repository';\nexport const routes = carts;\n",
  'apps/server/src/modules/checkout/pay.ts':
    "import { cartService } from '../cart/service';\nexport const pay = cartService;\n",
  'apps/server/src/modules/cart/repository.ts': 'export const carts = 1;\n',
  'apps/server/src/modules/cart/service.ts': 'export const cartService = 2;\n',
  // Infrastructure that knows a module.
  'apps/server/src/platform/outbox.ts':
    "import { carts } from '../modules/cart/repository';\nexport const outbox = carts;\n",
  // An import cycle.
  'apps/server/src/platform/first.ts':
    "import { second } from './second';\nexport const first = () => second();\n",
  'apps/server/src/platform/second.ts':
    "import { first } from './first';\nexport const second = () => first();\n",
  // The environment read outside the config's loader, and inside it.
  'apps/server/src/modules/cart/env.ts': 'export const port = process.env.PORT;\n',
  'apps/server/src/config/index.ts': 'export const port = process.env.PORT;\n',
  // I/O in the domain: a Node module and the network.
  'packages/domain/src/pricing/io.ts':
    "import { readFileSync } from 'node:fs';\nexport const read = () => readFileSync('x');\n",
  'packages/domain/src/pricing/network.ts': "export const load = () => fetch('/api');\n",
  // What the recommended rules catch: ==, debugger and an unused import.
  'packages/domain/src/pricing/sloppy.ts':
    "import { load } from './network';\nexport function same(a: unknown, b: unknown) {\n  debugger;\n  return a == b;\n}\n",
};

let sandbox: string;
let biome: string;
let cruiser: string;

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { cwd: sandbox, encoding: 'utf8' });
  return `${result.stdout}\n${result.stderr}`;
}

beforeAll(() => {
  sandbox = mkdtempSync(join(tmpdir(), 'lint-rules-'));
  const biomeConfig = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8'));
  // The copy is no git checkout; everything in it is to be linted.
  biomeConfig.vcs = { enabled: false };
  biomeConfig.$schema = undefined;
  writeFileSync(join(sandbox, 'biome.json'), JSON.stringify(biomeConfig));
  for (const file of ['.dependency-cruiser.cjs', 'tsconfig.base.json']) {
    cpSync(join(repo, file), join(sandbox, file));
  }
  for (const [path, text] of Object.entries(PLANTED)) {
    mkdirSync(dirname(join(sandbox, path)), { recursive: true });
    writeFileSync(join(sandbox, path), text);
  }
  biome = run(bin('biome'), ['lint', '--max-diagnostics=200', '.']);
  cruiser = run(bin('depcruise'), ['--config', '.dependency-cruiser.cjs', 'apps', 'packages']);
}, 60_000);

afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

const violations = (output: string, rule: string) =>
  output.split('\n').filter((line) => line.includes(`error ${rule}:`));

describe('npm run lint refuses', () => {
  it('a web feature importing another feature', () => {
    expect(violations(cruiser, 'web-features-stay-apart')).toEqual([
      expect.stringContaining(
        'features/cart/cart-page.ts → apps/web/src/features/checkout/quote.ts',
      ),
    ]);
    expect(violations(cruiser, 'web-shared-code-knows-no-feature')).toHaveLength(1);
  });

  it('customer code importing the staff console, and the console importing a feature', () => {
    expect(violations(cruiser, 'customer-code-knows-no-console')).toEqual([
      expect.stringContaining('features/cart/console-link.ts → apps/web/src/admin/admin-app.ts'),
    ]);
    expect(violations(cruiser, 'console-knows-no-feature')).toEqual([
      expect.stringContaining('admin/admin-app.ts → apps/web/src/features/checkout/quote.ts'),
    ]);
  });

  it("a server module importing another module's internals, but not its service", () => {
    const found = violations(cruiser, 'server-modules-stay-apart');
    expect(found).toEqual([
      expect.stringContaining(
        'modules/checkout/routes.ts → apps/server/src/modules/cart/repository.ts',
      ),
    ]);
    expect(violations(cruiser, 'server-platform-knows-no-module')).toHaveLength(1);
  });

  it('an import cycle', () => {
    expect(cruiser).toMatch(/error no-cycles: apps\/server\/src\/platform\/(first|second)\.ts/);
  });

  it("process.env outside the config's loader", () => {
    expect(biome).toMatch(
      /apps\/server\/src\/modules\/cart\/env\.ts:\d+:\d+ lint\/style\/noProcessEnv/,
    );
    expect(biome).not.toMatch(/apps\/server\/src\/config\/index\.ts:\d+:\d+ lint/);
  });

  it('I/O in the domain', () => {
    expect(violations(cruiser, 'domain-does-no-io')).toEqual([
      expect.stringContaining('packages/domain/src/pricing/io.ts → fs'),
    ]);
    expect(biome).toMatch(/pricing\/io\.ts:\d+:\d+ lint\/correctness\/noNodejsModules/);
    expect(biome).toMatch(/pricing\/network\.ts:\d+:\d+ lint\/style\/noRestrictedGlobals/);
  });

  it('==, debugger and an unused import', () => {
    expect(biome).toMatch(/sloppy\.ts:\d+:\d+ lint\/suspicious\/noDoubleEquals/);
    expect(biome).toMatch(/sloppy\.ts:\d+:\d+ lint\/suspicious\/noDebugger/);
    expect(biome).toMatch(/sloppy\.ts:\d+:\d+ lint\/correctness\/noUnusedImports/);
  });
});
