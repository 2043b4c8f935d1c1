import { defineConfig } from 'vitest/config';

// The same test files run on embedded PGlite always, and again on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it), so every query is proven on both.
const shared = {
  include: ['test/**/*.test.ts'],
  environment: 'node',
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 15_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'server-pglite' } },
      ...(process.env.TEST_DATABASE_URL ? [{ test: { ...shared, name: 'server-postgres' } }] : []),
    ],
  },
});
