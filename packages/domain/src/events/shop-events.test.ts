import { describe, expect, it } from 'vitest';
import { eventDetailsSchema } from './event-schema';
import { registrationNotice, registrationStateOf } from './registration-state';
import { EVENT_IDS, eventPath, fest2025Details, SHOP_EVENTS } from './shop-events';

const fest = { ...fest2025Details(SHOP_EVENTS['tech-fest']), registration: 'open' as const };

describe('the 2025 fest as seeded', () => {
  it('is four valid events at their old addresses', () => {
    for (const id of EVENT_IDS) {
      expect(eventDetailsSchema.safeParse(fest2025Details(SHOP_EVENTS[id])).success).toBe(true);
      expect(eventPath(SHOP_EVENTS[id].slug)).toBe(SHOP_EVENTS[id].path);
    }
    expect(eventPath('fifa-2026')).toBe('/events/fifa-2026');
  });
});

describe('where an event registration stands', () => {
  it("is open until the end of the event's day in India, then the event was held", () => {
    expect(registrationStateOf(fest, new Date('2025-12-13T23:59:59.999+05:30'), 0)).toBe('open');
    expect(registrationStateOf(fest, new Date('2025-12-14T00:00:00+05:30'), 0)).toBe('held');
    expect(registrationNotice(fest, 'held')).toBe(
      'Registration for this event has closed. The event was held on Saturday, 13 December 2025.',
    );
    expect(registrationNotice(fest, 'open')).toBe(
      'Registration is open until the end of Saturday, 13 December 2025.',
    );
  });

  it('follows the staff switch, the window and the capacity', () => {
    const before = new Date('2025-12-01T10:00:00+05:30');
    expect(registrationStateOf({ ...fest, registration: 'closed' }, before, 0)).toBe('closed');
    const windowed = {
      ...fest,
      registrationOpensAt: '2025-12-02T10:00:00+05:30',
      registrationClosesAt: '2025-12-10T18:00:00+05:30',
    };
    expect(registrationStateOf(windowed, before, 0)).toBe('not-yet-open');
    expect(registrationStateOf(windowed, new Date('2025-12-11T10:00:00+05:30'), 0)).toBe('closed');
    expect(registrationStateOf({ ...fest, capacity: 2 }, before, 2)).toBe('full');
    expect(registrationStateOf({ ...fest, capacity: 2 }, before, 1)).toBe('open');
  });

  it('refuses an event that ends before it starts', () => {
    const result = eventDetailsSchema.safeParse({ ...fest, startTime: '18:00', endTime: '09:00' });
    expect(result.error?.issues[0]?.message).toBe('The event must end after it starts.');
  });
});
