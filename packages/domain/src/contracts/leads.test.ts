import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation/messages';
import {
  CALLBACK_DEFAULT_MESSAGE,
  callbackBodySchema,
  callbackDataSchema,
  careersDataSchema,
  consultationDataSchema,
  isHoneypotFilled,
} from './leads';

const { validation } = MESSAGES;

/** 23:59 on 14 March 2025 in India. */
const lateOn14March = () => new Date('2025-03-14T18:29:00Z');
/** 00:01 on 15 March 2025 in India. */
const earlyOn15March = () => new Date('2025-03-14T18:31:00Z');

const callback = {
  name: 'Asha Raman',
  phone: '9876543210',
  email: 'asha@example.in',
  date: '2025-03-15',
  message: CALLBACK_DEFAULT_MESSAGE,
};

function firstMessage(schema: { safeParse(value: unknown): unknown }, value: unknown) {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { message: string }[] };
  };
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('the callback check', () => {
  const schema = callbackDataSchema(lateOn14March);

  it('accepts the form as the spec gives it', () => {
    expect(firstMessage(schema, callback)).toBeUndefined();
  });

  it('stops at the first failure, in the order name, phone, email, date, message, length', () => {
    const allWrong = { name: 'A1', phone: '12', email: 'x', date: '2020-01-01', message: '' };
    expect(firstMessage(schema, allWrong)).toBe(validation.invalidName);
    expect(firstMessage(schema, { ...allWrong, name: 'Asha' })).toBe(validation.invalidPhone);
    const nameAndPhone = { ...allWrong, name: 'Asha', phone: '9876543210' };
    expect(firstMessage(schema, nameAndPhone)).toBe(validation.invalidEmail);
    const untilDate = { ...nameAndPhone, email: 'asha@example.in' };
    expect(firstMessage(schema, untilDate)).toBe(validation.invalidFutureDate);
    const untilMessage = { ...untilDate, date: '2025-03-14' };
    expect(firstMessage(schema, untilMessage)).toBe(validation.detailsRequired);
    expect(firstMessage(schema, { ...untilMessage, message: 'x'.repeat(301) })).toBe(
      validation.detailsTooLong,
    );
    expect(firstMessage(schema, { ...untilMessage, message: 'x'.repeat(300) })).toBeUndefined();
  });

  it('takes blank details as missing', () => {
    expect(firstMessage(schema, { ...callback, message: '   ' })).toBe(validation.detailsRequired);
  });

  it("reads the earliest date from its clock when it checks, in India's time zone", () => {
    expect(firstMessage(schema, { ...callback, date: '2025-03-14' })).toBeUndefined();
    const afterMidnight = callbackDataSchema(earlyOn15March);
    expect(firstMessage(afterMidnight, { ...callback, date: '2025-03-14' })).toBe(
      validation.invalidFutureDate,
    );
    expect(firstMessage(afterMidnight, { ...callback, date: '2025-03-15' })).toBeUndefined();
  });

  it('refuses a missing or impossible date as not a valid future date', () => {
    const { date: _date, ...withoutDate } = callback;
    expect(firstMessage(schema, withoutDate)).toBe(validation.invalidFutureDate);
    expect(firstMessage(schema, { ...callback, date: '2025-02-30' })).toBe(
      validation.invalidFutureDate,
    );
    expect(firstMessage(schema, { ...callback, date: '15/03/2025' })).toBe(
      validation.invalidFutureDate,
    );
  });

  it('answers a body without its data with the first field’s message', () => {
    expect(firstMessage(callbackBodySchema(lateOn14March), {})).toBe(validation.invalidName);
    expect(firstMessage(callbackBodySchema(lateOn14March), { data: 'x' })).toBe(
      validation.invalidName,
    );
  });
});

describe('the consultation check', () => {
  it('has the callback’s order, with the date from today in India', () => {
    const schema = consultationDataSchema(earlyOn15March);
    const consultation = { ...callback, message: 'A workstation for 3D rendering' };
    expect(firstMessage(schema, consultation)).toBeUndefined();
    expect(firstMessage(schema, { ...consultation, date: '2025-03-14' })).toBe(
      validation.invalidFutureDate,
    );
    expect(firstMessage(schema, { ...consultation, date: '2025-03-14', message: '' })).toBe(
      validation.invalidFutureDate,
    );
    expect(firstMessage(schema, { ...consultation, message: '' })).toBe(validation.detailsRequired);
    expect(firstMessage(schema, { ...consultation, email: 'no', phone: '1' })).toBe(
      validation.invalidPhone,
    );
  });
});

describe('the careers check', () => {
  const application = {
    name: 'Karthik S',
    email: 'karthik@example.in',
    phone: '9123456780',
    description: 'Four years of building and servicing PCs.',
  };

  it('checks name, email, phone, then the description', () => {
    expect(firstMessage(careersDataSchema, application)).toBeUndefined();
    const allWrong = { name: '', email: 'no', phone: '1', description: '' };
    expect(firstMessage(careersDataSchema, allWrong)).toBe(validation.invalidName);
    expect(firstMessage(careersDataSchema, { ...allWrong, name: 'Karthik' })).toBe(
      validation.invalidEmail,
    );
    expect(firstMessage(careersDataSchema, { ...application, phone: '1', description: '' })).toBe(
      validation.invalidPhone,
    );
    expect(firstMessage(careersDataSchema, { ...application, description: ' ' })).toBe(
      validation.descriptionRequired,
    );
    expect(firstMessage(careersDataSchema, { ...application, description: 'x'.repeat(301) })).toBe(
      validation.descriptionTooLong,
    );
  });
});

describe('the honeypot', () => {
  it('is filled only by a non-blank string', () => {
    expect(isHoneypotFilled({ website: 'http://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ website: '' })).toBe(false);
    expect(isHoneypotFilled({ website: '  ' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
    expect(isHoneypotFilled('website')).toBe(false);
  });
});
