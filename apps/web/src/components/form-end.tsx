import Button from 'react-bootstrap/Button';
import { HoneypotField } from './honeypot-field';
import { StatusMessage, type TimedMessage } from './timed-message';

/**
 * How each lead and event form ends: the field only bots fill, the form's message, and its one
 * button, disabled while the form's call is out (components/form-feedback.ts).
 */
export function FormEnd({
  trapId,
  trap,
  onTrap,
  feedback,
  label,
}: {
  trapId: string;
  trap: string;
  onTrap: (value: string) => void;
  feedback: { message: TimedMessage | null; busy: boolean };
  label: string;
}) {
  return (
    <>
      <HoneypotField id={trapId} value={trap} onValue={onTrap} />
      <StatusMessage message={feedback.message} className="mt-3" />
      <Button type="submit" variant="accent" className="mt-3 px-5" disabled={feedback.busy}>
        {label}
      </Button>
    </>
  );
}
