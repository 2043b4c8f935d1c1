import { defineConfig } from 'vitest/config';

// Unit tests: the pure domain package and the web app's components.
// The server and end-to-end suites have their own configs (they need a database or a browser).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Pure functions: files share one loaded package instead of importing it again each.
          isolate: false,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'tooling',
          root: './scripts',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
