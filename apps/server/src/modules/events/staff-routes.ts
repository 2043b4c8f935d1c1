import {
  type StaffLead,
  staffRegistrationsCsvEndpoint,
  staffRegistrationsEndpoint,
  staffUpdateRegistrationEndpoint,
} from '@shop/domain';
import { staffFollowUpRoutes } from '../follow-up/service';
import { createEventsRepository, type RegistrationRow } from './repository';

function toLead(row: RegistrationRow): StaffLead {
  return {
    id: row.id,
    source: `${row.event_name} (${row.event_location})`,
    name: row.name,
    email: row.email,
    phone: row.phone,
    date: row.event_date,
    message: row.description,
    status: row.status,
    note: row.note,
    created: row.created_at.toISOString(),
  };
}

/** Event registrations for staff: status, note and a CSV export. */
export const eventsStaffRoutes = staffFollowUpRoutes({
  endpoints: {
    list: staffRegistrationsEndpoint,
    csv: staffRegistrationsCsvEndpoint,
    update: staffUpdateRegistrationEndpoint,
  },
  storeOf: createEventsRepository,
  toLead,
  audit: { action: 'registration.update', subject: (id) => `registration ${id}` },
  csv: { filename: 'event-registrations.csv', sourceHeading: 'Event' },
});
