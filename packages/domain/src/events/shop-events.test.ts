import { describe, expect, it } from 'vitest';
import { isYmdDate } from '../dates';
import { EVENT_IDS, eventByName, SHOP_EVENTS } from './shop-events';

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
});
