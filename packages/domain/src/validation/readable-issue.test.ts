import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readableIssue } from './readable-issue';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value, { error: readableIssue });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('words for a field that fails without a message of its own', () => {
  const results = z.object({
    temperatures: z.array(z.object({ part: z.string().min(1), celsius: z.number().max(150) })),
    amountOff: z.number().int().min(1).max(10_000_000),
    note: z.string().max(1000).optional(),
    tags: z.array(z.string()).max(3).optional(),
  });
  const fine = { temperatures: [], amountOff: 5 };

  it('names the field and its limit, in Indian figures', () => {
    expect(firstMessage(results, { ...fine, temperatures: [{ part: 'CPU', celsius: 999 }] })).toBe(
      'Celsius must be 150 or less.',
    );
    expect(firstMessage(results, { ...fine, amountOff: 20_000_000 })).toBe(
      'Amount off must be 1,00,00,000 or less.',
    );
    expect(firstMessage(results, { ...fine, amountOff: 0 })).toBe('Amount off must be 1 or more.');
    expect(firstMessage(results, { ...fine, note: 'x'.repeat(1001) })).toBe(
      'Note can be at most 1,000 characters.',
    );
    expect(firstMessage(results, { ...fine, tags: ['a', 'b', 'c', 'd'] })).toBe(
      'Tags can have at most 3 entries.',
    );
  });

  it('says what is missing, empty or of the wrong kind', () => {
    expect(firstMessage(results, { amountOff: 5 })).toBe('Temperatures is missing.');
    expect(firstMessage(results, { ...fine, temperatures: [{ part: '', celsius: 40 }] })).toBe(
      'Please fill in the part.',
    );
    expect(firstMessage(results, { ...fine, amountOff: 'five' })).toBe(
      'Amount off must be a number.',
    );
    expect(firstMessage(results, { ...fine, amountOff: 2.5 })).toBe(
      'Amount off must be a whole number.',
    );
  });

  it("keeps a schema's own message", () => {
    const priced = z.object({ price: z.number().max(100, 'Please enter the price in rupees.') });
    expect(firstMessage(priced, { price: 101 })).toBe('Please enter the price in rupees.');
  });

  it("leaves zod's words where no field is named", () => {
    expect(firstMessage(z.number().max(3), 4)).toBe(
      z.number().max(3).safeParse(4).error?.issues[0]?.message,
    );
  });
});
