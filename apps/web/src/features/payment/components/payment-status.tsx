import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { CheckCircleFill, HourglassSplit, XCircleFill } from 'react-bootstrap-icons';

type PaymentStatusProps = {
  tone: 'waiting' | 'success' | 'pending' | 'failure';
  title: string;
  merchantTransactionId: string;
  children?: ReactNode;
};

const ICONS = {
  waiting: <Spinner animation="border" className="payment-status-spinner" aria-hidden="true" />,
  success: <CheckCircleFill aria-hidden="true" className="payment-status-icon" />,
  pending: <HourglassSplit aria-hidden="true" className="payment-status-icon" />,
  failure: <XCircleFill aria-hidden="true" className="payment-status-icon" />,
};

/** The one card the payment screens share: a sign, the screen's words, the transaction. */
export function PaymentStatus({
  tone,
  title,
  merchantTransactionId,
  children,
}: PaymentStatusProps) {
  return (
    <section className="payment-screen">
      <div
        className={`payment-status is-${tone}`}
        role={tone === 'waiting' ? 'status' : undefined}
        aria-live="polite"
      >
        {ICONS[tone]}
        <h1 className="payment-status-title">{title}</h1>
        {children}
        {merchantTransactionId && (
          <p className="payment-status-id">
            Transaction <span className="text-nowrap">{merchantTransactionId}</span>
          </p>
        )}
      </div>
    </section>
  );
}
