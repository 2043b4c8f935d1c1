import type { Ticket } from '@shop/domain';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { formatTicketDate } from '../ticket-date';
import { TicketConversation } from './ticket-conversation';

/**
 * A ticket in full: the order it is about, when it was raised, the whole description and the
 * conversation, staff replies included, as the list shows it.
 */
type TicketViewModalProps = { ticket: Ticket | null; show: boolean; onClose: () => void };

export function TicketViewModal({ ticket, show, onClose }: TicketViewModalProps) {
  return (
    <Modal
      show={show && ticket !== null}
      onHide={onClose}
      centered
      aria-labelledby="ticket-view-title"
    >
      <Modal.Header closeButton closeVariant="white">
        <Modal.Title id="ticket-view-title" as="h2" className="h5 fw-bold">
          Ticket
        </Modal.Title>
      </Modal.Header>
      {ticket && (
        <Modal.Body>
          <p className="ticket-order mb-1">
            Order <strong>{ticket.orderNumber}</strong>
          </p>
          {ticket.created && (
            <p className="small text-secondary">Raised on {formatTicketDate(ticket.created)}</p>
          )}
          <p className="ticket-full-description">{ticket.description}</p>
          <TicketConversation ticket={ticket} />
        </Modal.Body>
      )}
      <Modal.Footer>
        <Button variant="outline-light" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
