import { eventsEndpoint, type PublicEvent, SHOP_EVENTS } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { EVENTS_QUERY_KEY } from './events-query-key';

/** GET /api/events: every event, by date, with its registration's state by the shop's clock. */
export function fetchEvents() {
  return callApi(eventsEndpoint);
}

export function useEvents() {
  return useQuery({ queryKey: EVENTS_QUERY_KEY, queryFn: fetchEvents });
}

/** An event, or its state still 'checking' while the answer is on its way. */
export type ShownEvent = Omit<PublicEvent, 'state'> & { state: PublicEvent['state'] | 'checking' };

/**
 * The event at `slug`: from the shop's answer; before it lands, a 2025 event's facts as held (so
 * its old address paints as it always did) with its registration still being checked; null when
 * the shop knows no such event, undefined while an unknown one is being looked for.
 */
export function useEvent(slug: string): ShownEvent | null | undefined {
  const { data } = useEvents();
  if (data) return data.events.find((event) => event.slug === slug) ?? null;
  const old = Object.values(SHOP_EVENTS).find((event) => event.slug === slug);
  if (!old) return undefined;
  return {
    id: old.eventId,
    slug: old.slug,
    edition: 'RigForge College Tech Fest 2025',
    name: old.name,
    tagline: old.tagline,
    date: old.date,
    startTime: old.startTime,
    endTime: old.endTime,
    venue: old.location,
    mapLink: old.locationLink,
    about: old.about,
    highlights: [...old.highlights],
    capacity: null,
    registrationOpensAt: null,
    registrationClosesAt: null,
    registration: 'closed',
    path: old.path,
    state: 'checking',
  };
}
