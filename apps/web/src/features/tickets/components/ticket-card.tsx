import type { Ticket } from '@shop/domain';
import Button from 'react-bootstrap/Button';
import { ChatLeftTextFill, Eye, PencilSquare, Trash } from 'react-bootstrap-icons';
import { formatTicketDate } from '../ticket-date';
import { TicketConversation } from './ticket-conversation';

type TicketCardProps = {
  ticket: Ticket;
  /** The ordered product's title, when the order is in the user's record. */
  orderTitle: string | null;
  deleting: boolean;
  disabled: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

export function TicketCard(props: TicketCardProps) {
  const { ticket, orderTitle, deleting, disabled, onView, onEdit, onDelete } = props;
  const order = ticket.orderNumber;
  return (
    <article className="account-card ticket-card" aria-label={`Ticket for ${order}`}>
      <div className="ticket-card-head">
        <ChatLeftTextFill aria-hidden="true" className="text-accent flex-shrink-0" />
        <div className="min-w-0">
          <h2 className="h6 fw-bold mb-0 text-break">{order}</h2>
          {(orderTitle || ticket.created) && (
            <p className="small text-secondary mb-0">
              {[orderTitle, ticket.created && `Raised on ${formatTicketDate(ticket.created)}`]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
        </div>
      </div>
      <p className="ticket-description">{ticket.description}</p>
      <TicketConversation ticket={ticket} />
      {ticket.closed && <p className="small text-secondary mb-0">This ticket is closed.</p>}
      <div className="ticket-actions">
        <Button
          variant="outline-light"
          size="sm"
          aria-label={`View ticket for ${order}`}
          onClick={onView}
        >
          <Eye aria-hidden="true" />
          View
        </Button>
        <Button
          variant="outline-light"
          size="sm"
          aria-label={`Edit ticket for ${order}`}
          disabled={disabled}
          onClick={onEdit}
        >
          <PencilSquare aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="outline-danger"
          size="sm"
          aria-label={`Delete ticket for ${order}`}
          disabled={disabled}
          onClick={onDelete}
        >
          <Trash aria-hidden="true" />
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </article>
  );
}
