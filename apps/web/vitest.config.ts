import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The hero video is made by the build (vite.config.ts); unit tests take its addresses as given.
  resolve: {
    alias: {
      'virtual:hero-video': fileURLToPath(
        new URL('./src/test/hero-video-stub.ts', import.meta.url),
      ),
    },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // One page environment per worker, not per file: building jsdom and the API fake for each file
    // cost most of the web suite's time. Every test leaves the page as it found it (setup.ts), and
    // no test replaces a module (vi.mock), so files cannot see each other.
    isolate: false,
    // A guard against a test that never ends, not a speed target: with both cores busy a test that
    // renders the configurator takes longer than Vitest's 5 s default.
    testTimeout: 20_000,
  },
});
