import type { CouponOffer } from '@shop/domain';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TextField } from '../../components/text-field';
import { errorWords, onlyDigits } from '../components/format';

/** An offer's terms as the form holds them: rupees and a last day, as typed. */
export interface CouponTermsDraft {
  description: string;
  amountOff: string;
  minPurchaseValue: string;
  /** YYYY-MM-DD, the last day in India; empty while the offer lasts. */
  lastDay: string;
}

export interface CouponTerms {
  description: string;
  amountOff: number;
  minPurchaseValue: number;
  validity: string | null;
}

const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

export function draftOf(offer: CouponOffer | null): CouponTermsDraft {
  return {
    description: offer?.description ?? '',
    amountOff: offer ? String(offer.amountOff) : '',
    minPurchaseValue: offer ? String(offer.minPurchaseValue) : '0',
    lastDay: offer?.validity ? indiaDay.format(new Date(offer.validity)) : '',
  };
}

/** An offer lasts to the end of its last day in India, where the shop and its customers are. */
export function termsOf(draft: CouponTermsDraft): CouponTerms {
  return {
    description: draft.description,
    amountOff: Number(draft.amountOff),
    minPurchaseValue: Number(draft.minPurchaseValue || '0'),
    validity: draft.lastDay ? `${draft.lastDay}T23:59:59+05:30` : null,
  };
}

/**
 * Rupees off and the minimum PC value share a line on a phone, where only the longer label wraps:
 * each field sits at the foot of its half, so the two boxes line up whatever their labels take.
 */
const PAIRED_FIELD = 'col-6 col-md-3 d-flex flex-column justify-content-end';

/** The terms every offer has: what it says, rupees off, the PC value it needs, its last day. */
export function CouponTermsFields({
  idPrefix,
  draft,
  onDraft,
}: {
  idPrefix: string;
  draft: CouponTermsDraft;
  onDraft: (draft: CouponTermsDraft) => void;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-description`}
        label="Description"
        groupClassName="col-md-6"
        value={draft.description}
        onValue={(description) => onDraft({ ...draft, description })}
      />
      <TextField
        id={`${idPrefix}-amount`}
        label="Rupees off"
        inputMode="numeric"
        groupClassName={PAIRED_FIELD}
        value={draft.amountOff}
        onValue={(value) => onDraft({ ...draft, amountOff: onlyDigits(value) })}
      />
      <TextField
        id={`${idPrefix}-minimum`}
        label="Minimum PC value (₹)"
        inputMode="numeric"
        groupClassName={PAIRED_FIELD}
        value={draft.minPurchaseValue}
        onValue={(value) => onDraft({ ...draft, minPurchaseValue: onlyDigits(value) })}
      />
      <TextField
        id={`${idPrefix}-last-day`}
        label="Valid until (last day)"
        type="date"
        groupClassName="col-md-4"
        note="Leave empty for an offer without an end."
        value={draft.lastDay}
        onValue={(lastDay) => onDraft({ ...draft, lastDay })}
      />
    </>
  );
}

/**
 * A form's submit button with the server's refusal above it. The refusal speaks of what was sent:
 * the forms clear it (clearingOnEdit) as soon as a field changes, and a new submit replaces it.
 */
export function SubmitRow({
  label,
  pending,
  error,
  onCancel,
}: {
  label: string;
  pending: boolean;
  error: unknown;
  onCancel?: () => void;
}) {
  return (
    <div className="col-12 d-grid gap-2">
      {error ? (
        <Alert variant="danger" role="alert" className="mb-0">
          {errorWords(error)}
        </Alert>
      ) : null}
      <div className="d-flex gap-2">
        <Button type="submit" disabled={pending}>
          {label}
        </Button>
        {onCancel && (
          <Button variant="outline-secondary" onClick={onCancel}>
            Close
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * A field's setter that also clears the form's last answer (a refusal, or "created"), so nothing
 * on screen speaks of values no longer in the form.
 */
export function clearingOnEdit(answer: {
  isError: boolean;
  isSuccess: boolean;
  reset: () => void;
}) {
  return <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      if (answer.isError || answer.isSuccess) answer.reset();
    };
}

/** A form laid out on the grid, submitting without a page load. */
export function GridForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Form
      aria-label={label}
      className="row g-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </Form>
  );
}
