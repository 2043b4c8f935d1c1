import { fieldNameInWords } from '@shop/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatWhen } from '../components/format';

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ORDER_SUBJECT = /^order ([0-9a-f-]{36})$/i;

/** The console's own names for what the log stores under its field names. */
const KEY_WORDS: Readonly<Record<string, string>> = {
  stockQty: 'count',
  inStock: 'in stock',
  trackingUrl: 'tracking link',
  awb: 'AWB number',
  amountOff: 'rupees off',
  minPurchaseValue: 'minimum PC value',
  validity: 'last day',
  targetEmail: 'for the customer',
  reservedStock: 'parts reserved',
  secondFactor: 'second factor',
  celsius: '°C',
};

/** A stored field name in words: `stockQty` is "count", an unlisted `someField` "some field". */
function keyWords(key: string): string {
  return KEY_WORDS[key] ?? fieldNameInWords(key);
}

type Plain = string | number | boolean | null | undefined;
const isPlain = (value: unknown): value is Plain => value === null || typeof value !== 'object';

/** One value as staff read it: a moment in Indian time, yes or no, "none" for nothing. */
function plainWords(value: Plain): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && ISO_MOMENT.test(value)) return formatWhen(value);
  return String(value);
}

/** An object of plain values on one line: `name: 3DMark Time Spy, score: 13250`. */
function oneLine(value: Record<string, unknown>): string | null {
  const fields = Object.entries(value);
  if (!fields.every(([, field]) => isPlain(field))) return null;
  return fields.map(([key, field]) => `${keyWords(key)}: ${plainWords(field as Plain)}`).join(', ');
}

function Value({ value }: { value: unknown }): ReactNode {
  if (isPlain(value)) return plainWords(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    if (value.every(isPlain)) return value.map(plainWords).join(', ');
    return (
      <ul className="audit-values">
        {value.map((each, index) => (
          // Entries are written once and never reordered: the position is the entry's identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index}>
            {isPlain(each)
              ? plainWords(each)
              : (oneLine(each as Record<string, unknown>) ?? <Value value={each} />)}
          </li>
        ))}
      </ul>
    );
  }
  return <Fields value={value as Record<string, unknown>} />;
}

function Fields({ value }: { value: Record<string, unknown> }) {
  return (
    <ul className="audit-values">
      {Object.entries(value).map(([key, field]) => (
        <li key={key}>
          {keyWords(key)}: <Value value={field} />
        </li>
      ))}
    </ul>
  );
}

/**
 * An entry's before or after, one `key: value` a line: nested details (a shipment, a stress test's
 * scores) indented under their key, a list of like records one line each, moments in Indian time.
 * The log stores what the change wrote (docs/api/staff-console.md#audit-log); this only reads it.
 */
export function AuditValue({ value }: { value: unknown }) {
  if (value === null || value === undefined) return null;
  if (isPlain(value) || Array.isArray(value)) return <Value value={value} />;
  return <Fields value={value as Record<string, unknown>} />;
}

/**
 * What an entry is about; an order goes by its OD- number (the log keeps its id, the answer
 * brings the number) and opens its console page.
 */
export function AuditSubject({
  subject,
  orderNumber,
}: {
  subject: string;
  orderNumber: string | null;
}) {
  const order = ORDER_SUBJECT.exec(subject)?.[1];
  if (!order || !orderNumber) return subject;
  return (
    <>
      order <Link to={`/admin/orders/${order.toLowerCase()}`}>{orderNumber}</Link>
    </>
  );
}
