import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * The HTTP layer's tests (parsing, envelopes, headers, the route fuzz): what they prove does not
 * depend on the database, so they run once, on PostgreSQL when there is one (where they are twice
 * as fast) and on PGlite otherwise.
 */
const HTTP_LAYER = ['test/platform/http/**'];

// The same test files run on embedded PGlite always, and again on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it), so every query is proven on both.
function databaseProject(name: string, exclude: string[] = []): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      include: ['test/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...exclude],
      environment: 'node',
      globalSetup: ['test/global-setup.ts'],
      testTimeout: 15_000,
      hookTimeout: 60_000,
      // Files share a worker's loaded modules instead of importing the whole server again each:
      // most of the suite's time went to that. Each test builds its own app on its own database
      // clone, and no test replaces a module (vi.mock), so files cannot see each other.
      isolate: false,
    },
  };
}

export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one idle (cores minus one), which on a 2-core machine ran
    // the PGlite and PostgreSQL passes one after the other. Each file has its own database clone.
    maxWorkers: '100%',
    projects: [
      // Pure logic beside its source file: no database needed.
      { test: { name: 'server-unit', include: ['src/**/*.test.ts'], environment: 'node' } },
      databaseProject('server-pglite', postgresUrl ? HTTP_LAYER : []),
      ...(postgresUrl ? [databaseProject('server-postgres')] : []),
    ],
  },
});
