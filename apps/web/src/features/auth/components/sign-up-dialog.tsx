import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Gift } from 'react-bootstrap-icons';
import { Link } from 'react-router';

/** The invitation to join that the sign-up modal shows (docs/api/screens.md#sign-up-modal). */
export function SignUpDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="sign-up-modal-title">
      <Modal.Header closeButton closeVariant="white">
        <Modal.Title id="sign-up-modal-title" as="h2" className="h4 fw-bold">
          Join RigForge
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="d-flex gap-3 align-items-start">
          <Gift aria-hidden="true" size={32} className="text-accent flex-shrink-0" />
          <p className="mb-0">
            Create a free account to save your builds, keep your cart on every device, track your
            orders and unlock member coupons.
          </p>
        </div>
      </Modal.Body>
      <Modal.Footer className="border-0 pt-0">
        <Button variant="outline-light" onClick={onClose}>
          Maybe later
        </Button>
        <Link to="/login" className="btn btn-accent" onClick={onClose}>
          Create a free account
        </Link>
      </Modal.Footer>
    </Modal>
  );
}
