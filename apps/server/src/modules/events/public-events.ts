import { eventPath, type PublicEvent, registrationStateOf, type ShopEvent } from '@shop/domain';

/** An event as visitors see it at `now`, with its registrations counted against its places. */
export function toPublicEvent(event: ShopEvent, now: Date, registered: number): PublicEvent {
  return {
    ...event,
    state: registrationStateOf(event, now, registered),
    path: eventPath(event.slug),
  };
}
