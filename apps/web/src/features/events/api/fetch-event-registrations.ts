import { type EventId, eventRegistrationsEndpoint } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { EVENT_REGISTRATIONS_QUERY_KEY } from './event-registrations-query-key';

/**
 * GET /api/eventRegistrations (docs/api/events.md#registration): whether each event still takes
 * registrations, by the shop's clock.
 */
export function fetchEventRegistrations() {
  return callApi(eventRegistrationsEndpoint);
}

/** Open, closed, or not known yet (the page was drawn without the answer and it is on its way). */
export type RegistrationState = 'open' | 'closed' | 'checking';

export function useRegistrationState(eventId: EventId): RegistrationState {
  const { data } = useQuery({
    queryKey: EVENT_REGISTRATIONS_QUERY_KEY,
    queryFn: fetchEventRegistrations,
  });
  const event = data?.events.find((each) => each.id === eventId);
  if (!event) return 'checking';
  return event.registrationOpen ? 'open' : 'closed';
}
