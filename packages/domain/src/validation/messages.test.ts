/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  COMPLETE_SECTION_FIRST_TEMPLATE,
  COUPON_MINIMUM_TEMPLATE,
  completeSectionFirstMessage,
  couponMinimumMessage,
  MESSAGES,
} from './messages';

// From packages/domain/src/validation up to the repository root, then its sibling shared/ folder.
const specPath = fileURLToPath(new URL('../../../../../shared/SPEC.md', import.meta.url));
const specIsPresent = existsSync(specPath);

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(allStrings);
  return [];
}

describe('messages', () => {
  it.skipIf(!specIsPresent)(
    'quotes every message verbatim from SPEC.md (skipped: shared/SPEC.md is not beside this checkout)',
    () => {
      const spec = readFileSync(specPath, 'utf8');
      const messages = [
        ...allStrings(MESSAGES),
        COUPON_MINIMUM_TEMPLATE,
        COMPLETE_SECTION_FIRST_TEMPLATE,
      ];
      expect(messages.length).toBeGreaterThan(50);
      const missing = messages.filter((message) => !spec.includes(message));
      expect(missing).toEqual([]);
    },
  );

  it('keeps the spec spellings and the curly apostrophe', () => {
    expect(MESSAGES.cart.addOnsNeedPc).toContain('seperately');
    expect(MESSAGES.events.registered).toBe('Registered Sucessfully');
    expect(MESSAGES.profile.phoneCaptured).toContain('We\u2019ll');
  });

  it('states the coupon minimum in rupees with Indian grouping', () => {
    expect(couponMinimumMessage(50000)).toBe(
      'This coupon is valid only on PC(s) purchases of ₹50,000 or more. Increase your PC(s) value to apply the discount!',
    );
    expect(couponMinimumMessage(150000)).toContain('of ₹1,50,000 or more.');
    expect(couponMinimumMessage(999)).toContain('of ₹999 or more.');
  });

  it('names the section to complete first', () => {
    expect(completeSectionFirstMessage('Processor')).toBe(
      'Please complete Processor section first!',
    );
    expect(completeSectionFirstMessage('Power Supply')).toBe(
      'Please complete Power Supply section first!',
    );
  });
});
