import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each spec file took in a browser run on PostgreSQL on a 2-core machine (the JSON
 * reporter's start and end times). Only their order matters: a rough figure is enough, and a spec
 * missing here counts as long, so it starts early.
 */
export const STORY_SECONDS: Readonly<Record<string, number>> = {
  'accounts-accessibility.spec.ts': 94,
  'checkout.spec.ts': 74,
  'staff.spec.ts': 66,
  'leads.spec.ts': 57,
  'cart.spec.ts': 50,
  'prebuilts.spec.ts': 49,
  'accessibility.spec.ts': 45,
  'accounts.spec.ts': 38,
  'routes.spec.ts': 36,
  'india-rules.spec.ts': 33,
  'game.spec.ts': 33,
  'configurator.spec.ts': 25,
  'navigation.spec.ts': 24,
  'floating-buttons.spec.ts': 19,
  'events.spec.ts': 15,
  'invoices.spec.ts': 13,
  'envelope.spec.ts': 13,
  'accounts-sign-up-modal.spec.ts': 11,
  'legal.spec.ts': 7,
  'chromium-flags.spec.ts': 2,
};

const UNKNOWN_SECONDS = 1_000;

export function storySeconds(moduleId: string): number {
  const file = moduleId.split('/').pop() ?? moduleId;
  return STORY_SECONDS[file] ?? UNKNOWN_SECONDS;
}

/**
 * Longest spec files first. Two files run at a time; with the long ones started first, the short
 * ones fill in at the end and both workers finish together. Vitest's own order needs durations
 * from an earlier run on the same machine, which a clean clone does not have, and falls back to
 * file size, which says little about how long a story waits on the browser.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => storySeconds(b.moduleId) - storySeconds(a.moduleId));
  }
}
