import { describe, expect, it } from 'vitest';
import { SHOP_EVENTS } from '../events/shop-events';
import { MESSAGES } from '../validation/messages';
import { eventRegistrationBodySchema } from './events';

const { validation } = MESSAGES;
const fest = SHOP_EVENTS['tech-fest'];

const registration = {
  eventName: fest.name,
  eventDate: fest.date,
  eventLocation: fest.location,
  eventLocationLink: fest.locationLink,
  name: 'Divya N',
  number: '9000012345',
  email: 'divya@example.in',
  description: '',
};

function firstMessage(value: unknown) {
  const result = eventRegistrationBodySchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('an event registration', () => {
  it('is valid with the spec’s payload, with or without a description', () => {
    expect(firstMessage(registration)).toBeUndefined();
    const { description: _description, ...withoutDescription } = registration;
    expect(firstMessage(withoutDescription)).toBeUndefined();
  });

  it('checks name, email, phone, then the description, whatever the payload’s order', () => {
    const allWrong = { ...registration, name: '1', number: '2', email: '3' };
    expect(firstMessage({ ...allWrong, description: 'x'.repeat(301) })).toBe(
      validation.invalidName,
    );
    expect(firstMessage({ ...allWrong, name: 'Divya' })).toBe(validation.invalidEmail);
    expect(firstMessage({ ...registration, number: '98765' })).toBe(validation.invalidPhone);
    expect(firstMessage({ ...registration, description: 'x'.repeat(301) })).toBe(
      validation.descriptionTooLong,
    );
    expect(firstMessage({ ...registration, description: 'x'.repeat(300) })).toBeUndefined();
  });

  it('names its event by id, when it gives one', () => {
    expect(firstMessage({ ...registration, eventId: 'not-an-id' })).toBe(
      MESSAGES.events.registrationFailed,
    );
    expect(firstMessage({ ...registration, eventId: fest.eventId })).toBeUndefined();
  });
});
