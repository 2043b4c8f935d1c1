import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // One page environment per worker, not per file: building jsdom and the API fake for each file
    // cost most of the web suite's time. Every test leaves the page as it found it (setup.ts), and
    // no test replaces a module (vi.mock), so files cannot see each other.
    isolate: false,
  },
});
