import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './support/longest-first';

// Browser stories against the real built server on a fresh embedded database.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page on a busy machine may take seconds to answer: a polled condition is given as long as
    // Playwright gives a locator's wait, not the one second Vitest gives by default.
    expect: { poll: { timeout: 15_000 } },
    // Two spec files at a time, one Chromium each: most of a story's time is spent waiting on the
    // page, so two keep both cores busy. They share one shop; every browser context arrives from an
    // address of its own (support/browser.ts), so no per-address limit is shared between them.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    // Spec files share a worker's loaded modules (Playwright, axe) instead of importing them again
    // each: about 2.5 s a file. Each file still launches its own Chromium and keeps its visitors.
    isolate: false,
  },
});
