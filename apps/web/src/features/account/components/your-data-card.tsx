import { MESSAGES, UI_TIMINGS_MS } from '@shop/domain';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { Download, Trash3 } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { useFormFeedback } from '../../../components/form-feedback';
import { TextField } from '../../../components/text-field';
import { StatusMessage, useTimedMessage } from '../../../components/timed-message';
import { hasErrorCode } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { ERASURE_REFUSALS, useEraseMyAccount } from '../api/erase-my-account';
import { useExportMyData } from '../api/export-my-data';

/**
 * Your data on My Profile (docs/api/data-rights.md): download everything the shop holds about you
 * as JSON, or erase your account after typing your email again.
 */
export function YourDataCard({ email }: { email: string }) {
  const exported = useExportMyData();
  const { message, show } = useTimedMessage();
  const [erasing, setErasing] = useState(false);

  async function download() {
    try {
      await exported.mutateAsync();
      show(MESSAGES.dataRights.exported, 'success');
    } catch (error) {
      console.error('Could not download the data', error);
      show(MESSAGES.dataRights.exportFailed, 'danger');
    }
  }

  return (
    <article className="account-card mt-4" aria-labelledby="your-data-title">
      <h2 id="your-data-title" className="h5 fw-bold">
        Your data
      </h2>
      <p className="text-secondary">
        Download everything we hold about you, or erase your account. Read how we use your data in
        our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
      <StatusMessage message={message} className="mb-3" />
      <div className="d-flex flex-wrap gap-2">
        <Button
          variant="outline-light"
          disabled={exported.isPending}
          onClick={() => void download()}
        >
          {exported.isPending ? (
            <Spinner animation="border" size="sm" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}{' '}
          Download my data
        </Button>
        <Button variant="outline-erase" onClick={() => setErasing(true)}>
          <Trash3 aria-hidden="true" /> Erase my account
        </Button>
      </div>
      <EraseAccountDialog email={email} show={erasing} onClose={() => setErasing(false)} />
    </article>
  );
}

function EraseAccountDialog({
  email,
  show,
  onClose,
}: {
  email: string;
  show: boolean;
  onClose: () => void;
}) {
  const { logout } = useSession();
  const erase = useEraseMyAccount();
  const feedback = useFormFeedback();
  const [typed, setTyped] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (typed.trim().toLowerCase() !== email.toLowerCase()) {
      return feedback.refuse(MESSAGES.dataRights.confirmErasure);
    }
    feedback.begin();
    try {
      await erase.mutateAsync(typed);
    } catch (error) {
      if (hasErrorCode(error, ...ERASURE_REFUSALS)) return feedback.refuse(error.message);
      console.error('Could not erase the account', error);
      return feedback.refuse(MESSAGES.dataRights.erasureFailed);
    }
    feedback.succeed(MESSAGES.dataRights.erased);
    feedback.later(UI_TIMINGS_MS.messageDisplay, () => void logout());
  }

  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="erase-account-title">
      <Modal.Header closeButton closeVariant="white">
        <Modal.Title id="erase-account-title" as="h2" className="h5 fw-bold">
          Erase your account?
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={submit}>
        <Modal.Body>
          <p>
            Your profile, addresses, cart, tickets, coupons, offers consent and the forms you sent
            are deleted, and you are signed out everywhere. This cannot be undone.
          </p>
          <p className="text-secondary">
            The law asks us to keep your orders and payments for our tax records: they stay with the
            name and delivery address on them, without your phone number or email address.
          </p>
          <TextField
            id="erase-account-email"
            label="Type your email address to confirm"
            type="email"
            autoComplete="off"
            value={typed}
            onValue={setTyped}
            groupClassName="mb-3"
          />
          <StatusMessage message={feedback.message} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-light" onClick={onClose} disabled={feedback.busy}>
            Cancel
          </Button>
          <Button type="submit" variant="accent" disabled={feedback.busy}>
            Erase my account
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
