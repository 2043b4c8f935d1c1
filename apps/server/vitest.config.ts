import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The same test files run on embedded PGlite always, and again on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it), so every query is proven on both.
function databaseProject(name: string): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      include: ['test/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['test/global-setup.ts'],
      testTimeout: 15_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      // Pure logic beside its source file: no database needed.
      { test: { name: 'server-unit', include: ['src/**/*.test.ts'], environment: 'node' } },
      databaseProject('server-pglite'),
      ...(process.env.TEST_DATABASE_URL ? [databaseProject('server-postgres')] : []),
    ],
  },
});
