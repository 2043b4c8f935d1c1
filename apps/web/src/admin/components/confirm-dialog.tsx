import { type ReactNode, useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/**
 * Asks before a console action that cannot be undone: a titled dialog saying what will happen,
 * with the action and a way back. Modal moves focus into the dialog and back to the button that
 * opened it. It sits outside the console's shell, so it takes the console's light theme itself.
 */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  pending = false,
  onConfirm,
  onCancel,
}: {
  show: boolean;
  title: string;
  /** Exactly what the action does, naming what it acts on. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId} data-bs-theme="light">
      <Modal.Header closeButton>
        <Modal.Title id={titleId} className="h5 text-break">
          {title}
        </Modal.Title>
      </Modal.Header>
      {/* A long email in what it says breaks rather than running off a phone's screen. */}
      <Modal.Body className="text-break">{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant="danger" disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
