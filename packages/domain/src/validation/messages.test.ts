/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  COMPLETE_SECTION_FIRST_TEMPLATE,
  COUPON_MINIMUM_TEMPLATE,
  completeSectionFirstMessage,
  couponMinimumMessage,
  MESSAGES,
} from './messages';

// The repository's record of the shop's fixed messages and of each feature's API.
const apiDocs = fileURLToPath(new URL('../../../../docs/api/', import.meta.url));
const recorded = readdirSync(apiDocs)
  .filter((file) => file.endsWith('.md'))
  .map((file) => readFileSync(`${apiDocs}${file}`, 'utf8'))
  .join('\n');

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(allStrings);
  return [];
}

describe('messages', () => {
  it('are each recorded word for word in docs/api, so none changes by accident', () => {
    const messages = [
      ...allStrings(MESSAGES),
      COUPON_MINIMUM_TEMPLATE,
      COMPLETE_SECTION_FIRST_TEMPLATE,
    ];
    expect(messages.length).toBeGreaterThan(50);
    const missing = messages.filter((message) => !recorded.includes(`"${message}"`));
    expect(missing).toEqual([]);
  });

  it('keeps the deliberate spellings and the curly apostrophe', () => {
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
