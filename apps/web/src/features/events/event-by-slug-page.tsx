import { useParams } from 'react-router';
import { EventPage } from './components/event-page';

/** /events/{slug}: any event's page, drawn from the shop's events (decision 097). */
export function EventBySlugPage() {
  const { slug = '' } = useParams();
  return <EventPage slug={slug} />;
}
