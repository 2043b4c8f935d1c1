import { HONEYPOT_FIELD } from '@shop/domain';

/**
 * The field only bots fill (docs/api/leads.md#bots): off the screen, hidden from assistive
 * technology and out of the tab order, and never autofilled. The server answers a request that
 * fills it as a success and drops it.
 */
export function HoneypotField({
  id,
  value,
  onValue,
}: {
  id: string;
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <div className="form-trap" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
    </div>
  );
}

/** What a form adds to its body: the honeypot only when something filled it. */
export function honeypotOf(value: string): { [HONEYPOT_FIELD]?: string } {
  return value === '' ? {} : { [HONEYPOT_FIELD]: value };
}
