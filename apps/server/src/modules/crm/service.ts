import type { Kysely, Transaction } from 'kysely';
import { type CrmContact, splitName } from '../../integrations/crm/crm-contact';
import type { Database } from '../../platform/db/schema';
import { createOutboxRepository, type NewOutboxMessage } from '../../platform/outbox/repository';
import { createAccountsService, type ProfileRow } from '../accounts/service';

type Db = Kysely<Database> | Transaction<Database>;

/** A lead or event registration, as the CRM hears of it. */
export interface CrmLead {
  source: Exclude<CrmContact['source'], 'account'>;
  name: string;
  email: string;
  phone: string;
  /** What was asked for, in a line a salesperson reads. */
  note: string;
}

/**
 * What other modules may ask of the CRM sync (docs/api/crm.md): every message is written to the
 * outbox's `crm` channel in the caller's transaction, so it leaves only if the change commits and
 * an outage of the CRM loses nothing (docs/decisions/009-an-outbox-for-email-sms-and-crm.md).
 */
export function createCrmService(db: Db) {
  const outbox = createOutboxRepository(db);
  return {
    /** Queues the user's contact with their latest activity; false when there is no such user. */
    async queueContactSync(userId: string, now: Date): Promise<boolean> {
      const profile = await createAccountsService(db).findProfile(userId);
      if (!profile) return false;
      await outbox.enqueue(contactSyncMessage(profile), now);
      return true;
    },

    async queueLead(lead: CrmLead, now: Date): Promise<void> {
      await outbox.enqueue(leadMessage(lead), now);
    },
  };
}

function crmMessage(contact: CrmContact, extra: Record<string, unknown> = {}): NewOutboxMessage {
  return {
    channel: 'crm',
    recipient: contact.email,
    subject: `Contact update (${contact.source})`,
    body: `${`${contact.firstName} ${contact.lastName}`.trim()}: ${contact.note}`,
    payload: { ...contact, ...extra },
  };
}

/** The CRM's copy of a customer and what they last did on the site. */
export function contactSyncMessage(profile: ProfileRow): NewOutboxMessage {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const activity = {
    contactClicked: iso(profile.contact_clicked),
    legalViewed: iso(profile.legal_viewed),
    checkoutClicked: iso(profile.checkout_clicked),
    paymentAttempted: iso(profile.payment_attempted),
  };
  const seen = [
    ['contact link clicked', activity.contactClicked],
    ['policy viewed', activity.legalViewed],
    ['checkout started', activity.checkoutClicked],
    ['payment attempted', activity.paymentAttempted],
  ].flatMap(([what, when]) => (when ? [`${what} ${when}`] : []));
  const note = [
    `Customer account, phone ${profile.verified === 1 ? 'verified' : 'not verified'}`,
    ...seen,
  ].join('; ');
  return crmMessage(
    {
      source: 'account',
      firstName: profile.firstname,
      lastName: profile.lastname,
      email: profile.email,
      phone: profile.number,
      note,
    },
    { userId: profile.id, phoneVerified: profile.verified === 1, ...activity },
  );
}

function leadMessage(lead: CrmLead): NewOutboxMessage {
  return crmMessage({
    source: lead.source,
    ...splitName(lead.name),
    email: lead.email,
    phone: lead.phone,
    note: lead.note,
  });
}
