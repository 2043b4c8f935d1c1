import '../tickets.css';
import { FIELD_LIMITS, MESSAGES, type Ticket, ticketIssueSchema } from '@shop/domain';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router';
import { firstFailure } from '../../../components/first-failure';
import { useFormFeedback } from '../../../components/form-feedback';
import { StatusMessage } from '../../../components/timed-message';
import { hasErrorCode } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { useEditTicket } from '../api/edit-ticket';
import { useRaiseTicket } from '../api/raise-ticket';
import { TICKET_TIMINGS_MS } from '../ticket-timings';

const MAX = FIELD_LIMITS.descriptionMaxLength;

type TicketModalProps = {
  show: boolean;
  orderId: string;
  /** The order's OD- number, as the dialog shows it. */
  orderNumber: string;
  /** The ticket being edited; without one a new ticket is raised for the order. */
  ticket?: Ticket | null;
  onClose: () => void;
};

/**
 * Raise A Ticket / Edit Ticket (docs/api/tickets.md#ticket-modal): the order's id and a description
 * of at most 300.
 */
export function TicketModal({ show, orderId, orderNumber, ticket, onClose }: TicketModalProps) {
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="ticket-modal-title">
      <Modal.Header closeButton closeVariant="white">
        <Modal.Title id="ticket-modal-title" as="h2" className="h5 fw-bold">
          {ticket ? 'Edit Ticket' : 'Raise A Ticket'}
        </Modal.Title>
      </Modal.Header>
      {/* The body unmounts when hidden, so every opening starts from the ticket as it is. */}
      <Modal.Body>
        <TicketForm
          orderId={orderId}
          orderNumber={orderNumber}
          ticket={ticket ?? null}
          onEdited={onClose}
        />
      </Modal.Body>
    </Modal>
  );
}

function TicketForm({
  orderId,
  orderNumber,
  ticket,
  onEdited,
}: {
  orderId: string;
  orderNumber: string;
  ticket: Ticket | null;
  onEdited: () => void;
}) {
  const { userId, updateDetails } = useSession();
  const navigate = useNavigate();
  const [description, setDescription] = useState(ticket?.description ?? '');
  const feedback = useFormFeedback();
  const { refuse, succeed, begin, release, later } = feedback;
  const raiseCall = useRaiseTicket();
  const editCall = useEditTicket();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (feedback.busy || !userId) return;
    const problem = firstFailure([[ticketIssueSchema, description]]);
    if (problem) return refuse(problem);
    begin();
    const text = description.trim();
    try {
      if (ticket) {
        const answer = await editCall.mutateAsync({ id: ticket.id, uid: userId, desc: text });
        succeed(MESSAGES.tickets.edited);
        updateDetails((current) => ({ ...current, userTickets: answer.tickets }));
        later(TICKET_TIMINGS_MS.editedClose, onEdited);
      } else {
        const answer = await raiseCall.mutateAsync({ uid: userId, orderId, issue: text });
        succeed(MESSAGES.tickets.raised, TICKET_TIMINGS_MS.raisedRedirect);
        updateDetails((current) => ({ ...current, userTickets: answer.tickets }));
        later(TICKET_TIMINGS_MS.raisedRedirect, () => navigate('/tickets'));
      }
    } catch (error) {
      // A description the server refuses is refused in its words.
      if (hasErrorCode(error, 'BAD_REQUEST', 'UNREADABLE_ENVELOPE')) return refuse(error.message);
      // Other failures are only logged; the button comes back.
      console.error('Could not save the ticket', error);
      release();
    }
  }

  return (
    <Form noValidate onSubmit={submit}>
      <p className="ticket-order">
        Order <strong>{orderNumber}</strong>
      </p>
      <Form.Group className="mb-2" controlId="ticket-description">
        <Form.Label>Describe the issue</Form.Label>
        <Form.Control
          as="textarea"
          rows={5}
          maxLength={MAX}
          value={description}
          aria-describedby="ticket-description-count"
          onChange={(event) => setDescription(event.target.value)}
        />
      </Form.Group>
      <p id="ticket-description-count" className="small text-secondary text-end mb-3">
        {description.length}/{MAX}
      </p>
      <StatusMessage message={feedback.message} className="mb-3" />
      <div className="d-flex justify-content-end">
        <Button type="submit" variant="accent" disabled={feedback.busy}>
          {ticket ? 'Save Changes' : 'Raise Ticket'}
        </Button>
      </div>
    </Form>
  );
}
