import {
  MESSAGES,
  OTP_RESEND_COUNTDOWN_SECONDS,
  otpSchema,
  phoneInputValue,
  phoneSchema,
  type UserInfo,
} from '@shop/domain';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { firstFailure } from '../../../components/first-failure';
import { useFormFeedback } from '../../../components/form-feedback';
import { StatusMessage } from '../../../components/timed-message';
import { hasErrorCode } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { ACCOUNT_TIMINGS_MS } from '../account-timings';
import { useResendOtp } from '../api/resend-otp';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { useCountdown } from '../hooks/use-countdown';

const { otp: otpMessages } = MESSAGES;

/** A code refused, or checked too often: the server's words are shown. */
const REFUSED_CODE = ['OTP_REFUSED', 'RATE_LIMITED', 'BAD_REQUEST', 'UNREADABLE_ENVELOPE'] as const;

/**
 * Verify Phone Number (docs/api/profile.md#verify-phone-modal): send, enter the OTP, resend once
 * the 30 s countdown ends.
 */
export function VerifyPhoneModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { user } = useSession();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="verify-phone-title">
      <Modal.Header closeButton closeVariant="white">
        <Modal.Title id="verify-phone-title" as="h2" className="h4 fw-bold">
          Verify Phone Number
        </Modal.Title>
      </Modal.Header>
      {/* The modal unmounts its body when hidden, so every opening starts afresh. */}
      <Modal.Body>{user && <VerifyPhoneForm user={user} onVerified={onClose} />}</Modal.Body>
    </Modal>
  );
}

function VerifyPhoneForm({ user, onVerified }: { user: UserInfo; onVerified: () => void }) {
  const { updateDetails, refresh } = useSession();
  const [phone, setPhone] = useState(user.number ?? '');
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState(false);
  const countdown = useCountdown();
  const feedback = useFormFeedback();
  const { refuse, succeed, begin, release, show, later } = feedback;
  const sendCall = useSendOtp();
  const resendCall = useResendOtp();
  const verifyCall = useVerifyOtp();

  async function sendCode(again: boolean) {
    const problem = firstFailure([[phoneSchema, phone]]);
    if (problem) return refuse(problem);
    begin();
    let message: string;
    try {
      const answer = await (again ? resendCall : sendCall).mutateAsync(phone);
      message = answer.message;
    } catch (error) {
      // A limit (too soon, too many) says what to do; any other failure is the shared message.
      if (hasErrorCode(error, 'RATE_LIMITED') && error.message) return refuse(error.message);
      console.error('Could not send the OTP', error);
      return refuse(otpMessages.notSent);
    }
    release();
    setSent(true);
    setOtp('');
    countdown.start(OTP_RESEND_COUNTDOWN_SECONDS);
    if (message) show(message, 'info');
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = firstFailure([[otpSchema, otp]]);
    if (problem) return refuse(problem);
    begin();
    let userInfo: UserInfo[] | undefined;
    try {
      const answer = await verifyCall.mutateAsync({ phoneNumber: phone, otp });
      if (answer.type !== 'success') return refuse(otpMessages.wrong);
      userInfo = answer.userInfo;
    } catch (error) {
      // A refused code: wrong ("Wrong OTP!!"), expired or out of tries, in the server's words.
      if (hasErrorCode(error, ...REFUSED_CODE)) return refuse(error.message || otpMessages.wrong);
      console.error('Could not verify the OTP', error);
      return refuse(otpMessages.serverError);
    }
    succeed(otpMessages.verified);
    if (userInfo?.length) updateDetails((details) => ({ ...details, userInfo }));
    // Verifying issues the welcome coupons, so the rest of the account is loaded again.
    void refresh();
    later(ACCOUNT_TIMINGS_MS.otpVerifiedClose, onVerified);
  }

  return (
    <Form noValidate onSubmit={verify}>
      <p className="text-secondary">
        We will text a 4-digit code to this number. Verified numbers unlock coupons and checkout.
      </p>
      <Form.Group className="mb-3" controlId="verify-phone-number">
        <Form.Label>Phone number</Form.Label>
        <div className="d-flex gap-2">
          <Form.Control
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            value={phone}
            disabled={sent}
            onChange={(event) => setPhone(phoneInputValue(event.target.value))}
          />
          {!sent && (
            <Button
              variant="accent"
              className="text-nowrap"
              disabled={feedback.busy}
              onClick={() => void sendCode(false)}
            >
              Send OTP
            </Button>
          )}
        </div>
      </Form.Group>
      {sent && (
        <>
          <Form.Group className="mb-2" controlId="verify-phone-otp">
            <Form.Label>OTP</Form.Label>
            <div className="d-flex gap-2">
              <Form.Control
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={4}
                value={otp}
                onChange={(event) => setOtp(event.target.value)}
              />
              <Button type="submit" variant="accent" disabled={feedback.busy}>
                Verify
              </Button>
            </div>
          </Form.Group>
          <p className="small mb-3 otp-countdown">
            {countdown.remaining > 0 ? (
              <span className="text-secondary">Resend OTP in {countdown.remaining}s</span>
            ) : (
              <Button
                variant="link"
                className="p-0 small link-accent"
                disabled={feedback.busy}
                onClick={() => void sendCode(true)}
              >
                Resend OTP
              </Button>
            )}
          </p>
        </>
      )}
      <StatusMessage message={feedback.message} />
    </Form>
  );
}
