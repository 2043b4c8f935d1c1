import type { Ticket } from '@shop/domain';

/** The replies on a ticket, the staff's and the customer's, as the card and View both show them. */
export function TicketConversation({ ticket }: { ticket: Ticket }) {
  if (!ticket.replies || ticket.replies.length === 0) return null;
  return (
    <ol className="ticket-replies list-unstyled" aria-label="Conversation">
      {ticket.replies.map((reply) => (
        <li key={`${reply.created}-${reply.body}`} className={`ticket-reply is-${reply.author}`}>
          <span className="ticket-reply-who">
            {reply.author === 'staff' ? 'RigForge Support' : 'You'}
          </span>
          <p className="mb-0">{reply.body}</p>
        </li>
      ))}
    </ol>
  );
}
