import { SHOP_EVENTS } from '@shop/domain';
import type { ReactNode } from 'react';
import { EventPage } from './components/event-page';

/** /video-editing-contest (docs/api/events.md#the-pages). */
export function VideoEditingContestPage({ aside }: { aside?: ReactNode }) {
  return <EventPage slug={SHOP_EVENTS['video-editing-contest'].slug} aside={aside} />;
}
