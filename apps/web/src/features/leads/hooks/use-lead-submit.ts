import { useNavigate } from 'react-router';
import { useFormFeedback } from '../../../components/form-feedback';
import { hasErrorCode } from '../../../lib/api-client';
import { LEAD_TIMINGS_MS } from '../lead-timings';

type Submission = {
  /** The form's first failure, from its call's schema; sent only when there is none. */
  problem: string | undefined;
  call: () => Promise<unknown>;
  /** The spec's success message. */
  success: string;
  /** What was sent, for the log when it fails. */
  what: string;
  onSuccess?: () => void;
};

/**
 * The submit cycle of the lead forms (docs/api/leads.md#the-forms): a failed check or a refusal
 * shows its message for 2 s, then the button comes back; a network or server failure is only
 * logged and gives the button back with every field kept; a success shows its message and takes
 * the visitor home 2 s later.
 */
export function useLeadSubmit() {
  const feedback = useFormFeedback();
  const navigate = useNavigate();

  async function submit({ problem, call, success, what, onSuccess }: Submission) {
    if (feedback.busy) return;
    if (problem) return feedback.refuse(problem);
    feedback.begin();
    try {
      await call();
    } catch (error) {
      if (hasErrorCode(error, 'BAD_REQUEST', 'RATE_LIMITED', 'UNREADABLE_ENVELOPE')) {
        return feedback.refuse(error.message);
      }
      console.error(`Could not send the ${what}`, error);
      return feedback.release();
    }
    onSuccess?.();
    feedback.succeed(success);
    feedback.later(LEAD_TIMINGS_MS.homeAfterSuccess, () => {
      // Home's own callback form stays where it is: it gets its button back.
      feedback.release();
      navigate('/');
    });
  }

  return { feedback, submit };
}
