import { type StaffTicket, staffReplyTicketEndpoint, staffTicketsEndpoint } from '@shop/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { TextField } from '../../components/text-field';
import { callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { Pager } from '../components/data-table/pager';
import { errorWords, formatWhen } from '../components/format';

/**
 * /admin/tickets: each ticket with its conversation, and a reply (mailed to the customer). A reply
 * that closes a ticket takes its card off the open list, so what happened is said above the list,
 * in a live region that outlives the card (docs/api/staff-console.md#tickets).
 */
export function TicketsPage() {
  usePageTitle('Tickets | Console');
  const [status, setStatus] = useState<'open' | 'closed' | 'all'>('open');
  const [page, setPage] = useState(1);
  const [closedNote, setClosedNote] = useState('');
  const tickets = useQuery({
    queryKey: ['admin-tickets', status, page],
    queryFn: () =>
      callApi(staffTicketsEndpoint, undefined, { query: { status, page, pageSize: 10 } }),
  });
  return (
    <>
      <h1>Tickets</h1>
      <Form.Group controlId="tickets-status" className="mb-3" style={{ maxWidth: '14rem' }}>
        <Form.Label className="visually-hidden">Show</Form.Label>
        <Form.Select
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as typeof status);
            setPage(1);
            setClosedNote('');
          }}
        >
          <option value="open">Open tickets</option>
          <option value="closed">Closed tickets</option>
          <option value="all">Every ticket</option>
        </Form.Select>
      </Form.Group>
      <p role="status" className={closedNote ? 'text-success' : 'visually-hidden'}>
        {closedNote}
      </p>
      {tickets.isError && <Alert variant="danger">{tickets.error.message}</Alert>}
      {tickets.data?.tickets.length === 0 && <p>No tickets here.</p>}
      <div className="d-grid gap-3">
        {tickets.data?.tickets.map((ticket) => (
          <TicketCard key={ticket.id} ticket={ticket} onClosed={setClosedNote} />
        ))}
      </div>
      {tickets.data && (
        <div className="mt-3">
          <Pager
            page={page}
            pageSize={10}
            total={tickets.data.total}
            totalCapped={tickets.data.totalCapped}
            onPage={setPage}
          />
        </div>
      )}
    </>
  );
}

function TicketCard({
  ticket,
  onClosed,
}: {
  ticket: StaffTicket;
  /** Told what happened when a reply closed the ticket, to say it after the card has gone. */
  onClosed: (words: string) => void;
}) {
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [close, setClose] = useState(false);
  const number = ticket.orderNumber;
  const reply = useMutation({
    mutationFn: () =>
      callApi(staffReplyTicketEndpoint, { body, close }, { params: { ticketId: ticket.id } }),
    onSuccess: (answer) => {
      setBody('');
      if (answer.ticket.closedAt) onClosed(`Reply sent. Ticket on ${number} closed.`);
      queryClient.invalidateQueries({ queryKey: ['admin-tickets'] });
    },
  });
  return (
    <article className="admin-card text-break" aria-label={`Ticket on ${number}`}>
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <strong>
          <Link to={`/admin/orders/${ticket.orderid}`}>{number}</Link>
        </strong>
        <span className="small text-secondary">
          {ticket.customerName} ({ticket.customerEmail}), {formatWhen(ticket.created)}
        </span>
      </div>
      {ticket.closedAt && (
        <p className="small mb-0 mt-1">
          <Badge bg="secondary">Closed</Badge> on {formatWhen(ticket.closedAt)}
        </p>
      )}
      <p className="mt-2">{ticket.description}</p>
      {ticket.replies.map((answer) => (
        <blockquote key={`${answer.created}-${answer.body}`} className="border-start ps-2 small">
          <strong>{answer.author === 'staff' ? answer.staffEmail : 'Customer'}</strong>:{' '}
          {answer.body}
        </blockquote>
      ))}
      {reply.isError && (
        <Alert variant="danger" role="alert">
          {errorWords(reply.error)}
        </Alert>
      )}
      {reply.isSuccess && !reply.data.ticket.closedAt && <p role="status">{reply.data.message}</p>}
      {!ticket.closedAt && (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            reply.mutate();
          }}
          className="d-grid gap-2"
        >
          <TextField
            id={`reply-${ticket.id}`}
            label="Reply"
            as="textarea"
            rows={2}
            value={body}
            onValue={setBody}
          />
          <Form.Check
            id={`close-${ticket.id}`}
            label="Close the ticket with this reply"
            checked={close}
            onChange={(event) => setClose(event.target.checked)}
          />
          <div>
            <Button type="submit" disabled={reply.isPending}>
              Send reply
            </Button>
          </div>
        </Form>
      )}
    </article>
  );
}
