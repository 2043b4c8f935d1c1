import { describe, expect, it } from 'vitest';
import { isYmdDate } from '../dates';
import {
  EVENT_IDS,
  eventByName,
  isRegistrationOpen,
  registrationClosesAt,
  SHOP_EVENTS,
} from './shop-events';

describe('the shop’s events', () => {
  it('are four, each with its own page, name, real date and a map link', () => {
    const events = EVENT_IDS.map((id) => SHOP_EVENTS[id]);
    expect(new Set(events.map((event) => event.path)).size).toBe(4);
    expect(new Set(events.map((event) => event.name)).size).toBe(4);
    for (const event of events) {
      expect(isYmdDate(event.date), event.name).toBe(true);
      expect(event.locationLink).toMatch(/^https:\/\/www\.google\.com\/maps\//);
      expect(event.location.length).toBeGreaterThan(10);
    }
    expect(SHOP_EVENTS['tech-fest'].path).toBe('/ad');
  });

  it('are found by the name a registration carries, and only by it', () => {
    expect(eventByName('FIFA Tournament 2025')?.id).toBe('fifa-tournament');
    expect(eventByName('fifa tournament 2025')).toBeUndefined();
    expect(eventByName('')).toBeUndefined();
  });

  it('take registrations until their day has ended in India, and none after', () => {
    const fest = SHOP_EVENTS['tech-fest'];
    expect(fest.date).toBe('2025-12-13');
    // Midnight in India that starts 14 December is 18:30 UTC on the 13th.
    expect(registrationClosesAt(fest).toISOString()).toBe('2025-12-13T18:30:00.000Z');
    expect(isRegistrationOpen(fest, new Date('2025-12-01T10:00:00+05:30'))).toBe(true);
    expect(isRegistrationOpen(fest, new Date('2025-12-13T23:59:59.999+05:30'))).toBe(true);
    expect(isRegistrationOpen(fest, new Date('2025-12-14T00:00:00+05:30'))).toBe(false);
    expect(isRegistrationOpen(fest, new Date('2026-11-25T09:00:00Z'))).toBe(false);
  });
});
