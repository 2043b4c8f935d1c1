import { defineConfig } from 'vitest/config';

// Browser stories against the real built server on a fresh embedded database.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Chromium per file is plenty on two cores.
    fileParallelism: false,
  },
});
