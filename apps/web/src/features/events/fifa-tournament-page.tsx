import { SHOP_EVENTS } from '@shop/domain';
import type { ReactNode } from 'react';
import { EventPage } from './components/event-page';

/** /fifa-tournament (docs/api/events.md#the-pages). */
export function FifaTournamentPage({ aside }: { aside?: ReactNode }) {
  return <EventPage slug={SHOP_EVENTS['fifa-tournament'].slug} aside={aside} />;
}
