/**
 * What a message on the outbox's `crm` channel carries: one person, in the shop's words
 * (docs/api/crm.md#what-the-crm-receives). The CRM adapter maps it to the CRM's own fields.
 */
export interface CrmContact {
  /** Why the shop is telling the CRM: an account's activity, a lead form or an event form. */
  source: 'account' | 'callback' | 'consultation' | 'careers' | 'event';
  firstName: string;
  lastName: string;
  email: string;
  /** Ten digits, or null when the person gave none. */
  phone: string | null;
  /** What happened, in a line or two a salesperson reads on the contact. */
  note: string;
}

/** A payload read back from the outbox, checked before it is sent anywhere. */
export function asCrmContact(payload: unknown): CrmContact | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const value = payload as Partial<Record<keyof CrmContact, unknown>>;
  const text = (field: unknown) => typeof field === 'string';
  if (!text(value.email) || !text(value.firstName) || !text(value.lastName)) return null;
  if (!text(value.source) || !text(value.note)) return null;
  if (value.phone !== null && value.phone !== undefined && !text(value.phone)) return null;
  return {
    source: value.source as CrmContact['source'],
    firstName: value.firstName as string,
    lastName: value.lastName as string,
    email: value.email as string,
    phone: (value.phone as string | null | undefined) ?? null,
    note: value.note as string,
  };
}

/** "Asha Raman Iyer" is first name "Asha", last name "Raman Iyer"; one word is a last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: '', lastName: words[0] ?? '' };
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}
