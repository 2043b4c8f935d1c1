import {
  MARKETING_CONSENT_WORDING,
  MESSAGES,
  phoneInputValue,
  phoneSchema,
  type UserInfo,
} from '@shop/domain';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Headset } from 'react-bootstrap-icons';
import { firstFailure } from '../../../components/first-failure';
import { useFormFeedback } from '../../../components/form-feedback';
import { StatusMessage } from '../../../components/timed-message';
import { hasErrorCode } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { ACCOUNT_TIMINGS_MS } from '../account-timings';
import { useSetMarketingConsent } from '../api/marketing-consent';
import { UPDATE_USER_REFUSALS, updateUserBody, useUpdateUser } from '../api/update-user';

export const PHONE_PROMPT_TITLE = 'Unlock Expert Help, Free Coupons & Easy EMI!';

/**
 * On the profile of a user with no phone number, ask for one and save it
 * (docs/api/profile.md#profile-screen); offers are sent only when the box is ticked, which records
 * consent on its words.
 */
export function PhonePromptModal({ user }: { user: UserInfo }) {
  const [open, setOpen] = useState(() => !user.number);
  const close = () => setOpen(false);
  return (
    <Modal show={open} onHide={close} centered aria-labelledby="phone-prompt-title">
      <Modal.Header closeButton closeVariant="white">
        <Modal.Title id="phone-prompt-title" as="h2" className="h5 fw-bold">
          {PHONE_PROMPT_TITLE}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <PhonePromptForm user={user} onSaved={close} />
      </Modal.Body>
    </Modal>
  );
}

function PhonePromptForm({ user, onSaved }: { user: UserInfo; onSaved: () => void }) {
  const { updateDetails } = useSession();
  const { mutateAsync: save } = useUpdateUser();
  const feedback = useFormFeedback();
  const { refuse, succeed, begin, release, later } = feedback;
  const [phone, setPhone] = useState('');
  const [offers, setOffers] = useState(false);
  const consent = useSetMarketingConsent();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = firstFailure([[phoneSchema, phone]]);
    if (problem) return refuse(problem);
    begin();
    try {
      const answer = await save(updateUserBody(user, { number: phone }));
      if (answer.userInfo.length) {
        updateDetails((details) => ({ ...details, userInfo: answer.userInfo }));
      }
      if (offers) await consent.mutateAsync({ granted: true, source: 'phone-prompt' });
    } catch (error) {
      if (hasErrorCode(error, ...UPDATE_USER_REFUSALS) && error.message) {
        return refuse(error.message);
      }
      console.error('Could not save the phone number', error);
      return release();
    }
    // Only a ticked box is consent to offers (docs/api/data-rights.md#consent).
    succeed(
      offers ? MESSAGES.dataRights.consentGiven : MESSAGES.profile.updated,
      ACCOUNT_TIMINGS_MS.phoneCapturedClose,
    );
    later(ACCOUNT_TIMINGS_MS.phoneCapturedClose, onSaved);
  }

  return (
    <Form noValidate onSubmit={submit}>
      <div className="d-flex gap-3 align-items-start mb-3">
        <Headset aria-hidden="true" size={32} className="text-accent flex-shrink-0" />
        <p className="mb-0 text-secondary">
          Share your number and our techies will help you choose parts, send you member coupons and
          tell you about no-cost EMI offers.
        </p>
      </div>
      <Form.Group className="mb-3" controlId="phone-prompt-number">
        <Form.Label>Phone number</Form.Label>
        <Form.Control
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={phone}
          onChange={(event) => setPhone(phoneInputValue(event.target.value))}
        />
      </Form.Group>
      <Form.Check
        id="phone-prompt-offers"
        className="mb-3"
        checked={offers}
        onChange={(event) => setOffers(event.target.checked)}
        label={MARKETING_CONSENT_WORDING.text}
      />
      <StatusMessage message={feedback.message} className="mb-3" />
      <Button type="submit" variant="accent" className="w-100" disabled={feedback.busy}>
        Keep Me Posted
      </Button>
    </Form>
  );
}
