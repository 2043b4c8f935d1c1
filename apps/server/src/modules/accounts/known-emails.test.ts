import { describe, expect, it } from 'vitest';
import { createKnownEmails } from './known-emails';

describe('the known emails', () => {
  it('knows every email it learned, in any case', () => {
    const known = createKnownEmails(1_000);
    const learned = Array.from({ length: 1_000 }, (_, index) => `customer${index}@example.in`);
    for (const email of learned) known.add(email);
    expect(learned.every((email) => known.has(email.toUpperCase()))).toBe(true);
  });

  it('takes few emails it never learned for known, at the size it was made for', () => {
    const known = createKnownEmails(20_000);
    for (let index = 0; index < 20_000; index++) known.add(`customer${index}@example.in`);
    let mistaken = 0;
    for (let index = 0; index < 20_000; index++) {
      if (known.has(`stranger${index}@example.in`)) mistaken++;
    }
    expect(mistaken / 20_000).toBeLessThan(0.01);
    expect(known.has('desk-customer@example.in')).toBe(false);
  });
});
