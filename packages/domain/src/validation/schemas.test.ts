import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from './messages';
import {
  descriptionSchema,
  emailSchema,
  firstNameSchema,
  gstinSchema,
  indianStateSchema,
  lastNameSchema,
  nameSchema,
  otpSchema,
  passwordSchema,
  phoneSchema,
  pincodeSchema,
} from './schemas';

const { validation } = MESSAGES;

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const cases: [string, z.ZodType, string, unknown, unknown][] = [
  ['name', nameSchema, validation.invalidName, 'Asha Rao', 'Asha9'],
  ['first name', firstNameSchema, validation.invalidFirstName, 'Asha', 'A.'],
  ['last name', lastNameSchema, validation.invalidLastName, 'Rao', 'R@o'],
  ['phone', phoneSchema, validation.invalidPhone, '9876543210', '98765'],
  ['email', emailSchema, validation.invalidEmail, 'asha@example.in', 'asha@'],
  ['pincode', pincodeSchema, validation.invalidPincode, '600040', '060040'],
  ['password', passwordSchema, validation.invalidPassword, 'Gaming@2025', 'gaming2025'],
  ['OTP', otpSchema, validation.blankOtp, '4821', '   '],
  ['GST number', gstinSchema, validation.invalidGstin, '27AAPFU0939F1ZV', '27AAPFU0939F1ZW'],
  ['state', indianStateSchema, validation.allDetailsMandatory, 'Tamil Nadu', 'Madras'],
];

describe('validation schemas', () => {
  for (const [field, schema, message, good, wrongShape] of cases) {
    it(`accepts a good ${field} and answers every bad one with "${message}"`, () => {
      expect(schema.safeParse(good).success).toBe(true);
      expect(firstMessage(schema, undefined)).toBe(message);
      expect(firstMessage(schema, null)).toBe(message);
      expect(firstMessage(schema, 42)).toBe(message);
      expect(firstMessage(schema, '')).toBe(message);
      expect(firstMessage(schema, wrongShape)).toBe(message);
    });
  }

  it('trims names and emails before checking them', () => {
    expect(nameSchema.parse('  Asha Rao ')).toBe('Asha Rao');
    expect(emailSchema.parse(' asha@example.in ')).toBe('asha@example.in');
    expect(firstMessage(nameSchema, '   ')).toBe(validation.invalidName);
  });

  it('refuses an over-long GST number with one message', () => {
    const result = gstinSchema.safeParse('27AAPFU0939F1ZV27AAPFU0939F1ZV');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([validation.invalidGstin]);
  });

  it('refuses an email longer than 254 characters', () => {
    const longEmail = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.in`;
    expect(longEmail.length).toBe(259);
    expect(firstMessage(emailSchema, longEmail)).toBe(validation.invalidEmail);
  });

  describe('descriptions', () => {
    const details = descriptionSchema(validation.detailsRequired, validation.detailsTooLong);

    it('asks for text when missing or blank', () => {
      expect(firstMessage(details, undefined)).toBe(validation.detailsRequired);
      expect(firstMessage(details, '')).toBe(validation.detailsRequired);
      expect(firstMessage(details, ' \n ')).toBe(validation.detailsRequired);
    });

    it('takes up to 300 characters and refuses 301', () => {
      expect(details.safeParse('x'.repeat(300)).success).toBe(true);
      expect(firstMessage(details, 'x'.repeat(301))).toBe(validation.detailsTooLong);
    });

    it('uses the messages it is given', () => {
      const careers = descriptionSchema(
        validation.descriptionRequired,
        validation.descriptionTooLong,
      );
      expect(firstMessage(careers, '')).toBe('Please enter a brief description!');
      expect(firstMessage(careers, 'y'.repeat(301))).toBe(
        'Please keep the description under 300 characters!',
      );
    });
  });
});
