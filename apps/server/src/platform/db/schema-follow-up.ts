// The tables of what the shop follows up: leads, events and their registrations.
import type { ColumnType } from 'kysely';
import type { Generated, Timestamp } from './schema-columns';

export type LeadKind = 'callback' | 'consultation' | 'careers';

/** A callback request, video consultation booking or job application (docs/api/leads.md). */
export interface LeadTable {
  id: Generated<string>;
  kind: LeadKind;
  name: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD; null for a job application. */
  preferred_date: string | null;
  message: string;
  user_id: string | null;
  created_at: Timestamp;
  /** The shop's follow-up (docs/api/staff-console.md#leads-and-events). */
  status: ColumnType<FollowUpStatus, FollowUpStatus | undefined, FollowUpStatus>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  status_updated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type FollowUpStatus = 'new' | 'contacted' | 'closed';

/** An event: the domain's document plus what is looked up by (docs/decisions/097-events-are-data.md). */
export interface EventTable {
  id: Generated<string>;
  slug: string;
  /** YYYY-MM-DD, the document's date, to sort by. */
  event_date: string;
  /** Staff's switch: registration opened or closed by hand. */
  registration: 'open' | 'closed';
  /** The domain's EventDetails, as stored. */
  document: ColumnType<unknown, string, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** One visitor registered for one of the shop's events (docs/api/events.md). */
export interface EventRegistrationTable {
  id: Generated<string>;
  event_id: string;
  event_name: string;
  /** YYYY-MM-DD. */
  event_date: string;
  event_location: string;
  name: string;
  email: string;
  phone: string;
  description: string | null;
  created_at: Timestamp;
  /** The shop's follow-up (docs/api/staff-console.md#leads-and-events). */
  status: ColumnType<FollowUpStatus, FollowUpStatus | undefined, FollowUpStatus>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  status_updated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
