import './tickets.css';
import type { Ticket } from '@shop/domain';
import { useState } from 'react';
import { Link } from 'react-router';
// A screen composes features: the account area's heading.
import { AccountHeading } from '../../components/account-heading';
import { useSession } from '../../lib/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { useDeleteTicket } from './api/delete-ticket';
import { TicketCard } from './components/ticket-card';
import { TicketModal } from './components/ticket-modal';
import { TicketViewModal } from './components/ticket-view-modal';
import { readTickets } from './ticket-types';

/** The title of each order in the user's record, to name what a ticket is about. */
function orderTitles(orders: readonly unknown[] | undefined): Map<string, string> {
  const titles = new Map<string, string>();
  for (const order of orders ?? []) {
    const { orderid, title } = (order ?? {}) as { orderid?: unknown; title?: unknown };
    if (typeof orderid === 'string' && typeof title === 'string') titles.set(orderid, title);
  }
  return titles;
}

const CLOSED = { ticket: null, open: false };

/**
 * /tickets (docs/api/tickets.md#tickets-screen): each ticket with its order; view, edit, delete.
 */
export function TicketsPage() {
  usePageTitle('My Tickets');
  const { details, userId, updateDetails } = useSession();
  const tickets = readTickets(details?.userTickets);
  const titles = orderTitles(details?.orderInfo);
  // Each modal keeps its ticket while it fades out; `open` says whether it shows.
  const [viewing, setViewing] = useState<{ ticket: Ticket | null; open: boolean }>(CLOSED);
  const [editing, setEditing] = useState<{ ticket: Ticket | null; open: boolean }>(CLOSED);
  const [deleting, setDeleting] = useState<Ticket['id'] | null>(null);
  const { mutate: remove } = useDeleteTicket();

  function deleteTicket(ticket: Ticket) {
    if (!userId) return;
    setDeleting(ticket.id);
    remove(
      { id: ticket.id, uid: userId },
      {
        onSuccess: (answer) =>
          updateDetails((current) => ({ ...current, userTickets: answer.tickets })),
        // Other call failures are only logged.
        onError: (error) => console.error('Could not delete the ticket', error),
        onSettled: () => setDeleting(null),
      },
    );
  }

  return (
    <>
      <AccountHeading title="My Tickets" />
      {tickets.length === 0 ? (
        <div className="empty-state">
          <p className="mb-2">No Tickets Found!</p>
          <p className="small mb-0">
            Need help with an order? Use <strong>Help &amp; Support</strong> on{' '}
            <Link to="/orders">My Orders</Link>.
          </p>
        </div>
      ) : (
        <ul className="tickets-list list-unstyled mb-0">
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <TicketCard
                ticket={ticket}
                orderTitle={titles.get(ticket.orderid) ?? null}
                deleting={deleting === ticket.id}
                disabled={deleting !== null}
                onView={() => setViewing({ ticket, open: true })}
                onEdit={() => setEditing({ ticket, open: true })}
                onDelete={() => deleteTicket(ticket)}
              />
            </li>
          ))}
        </ul>
      )}
      <TicketViewModal
        ticket={viewing.ticket}
        show={viewing.open}
        onClose={() => setViewing((current) => ({ ...current, open: false }))}
      />
      <TicketModal
        show={editing.open}
        orderId={editing.ticket?.orderid ?? ''}
        orderNumber={editing.ticket?.orderNumber ?? ''}
        ticket={editing.ticket}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
