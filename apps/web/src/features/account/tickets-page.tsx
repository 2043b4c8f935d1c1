import { ComingSoon } from '../../components/coming-soon';

export function TicketsPage() {
  return <ComingSoon title="My Tickets" />;
}
