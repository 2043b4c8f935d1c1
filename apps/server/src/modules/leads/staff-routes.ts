import {
  type StaffLead,
  staffLeadsCsvEndpoint,
  staffLeadsEndpoint,
  staffUpdateLeadEndpoint,
} from '@shop/domain';
import { staffFollowUpRoutes } from '../follow-up/service';
import { createLeadsRepository, type LeadRow } from './repository';

function toLead(row: LeadRow): StaffLead {
  return {
    id: row.id,
    source: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    date: row.preferred_date,
    message: row.message,
    status: row.status,
    note: row.note,
    created: row.created_at.toISOString(),
  };
}

/** Leads for staff: status, note and a CSV export (docs/api/staff-console.md#leads-and-events). */
export const leadsStaffRoutes = staffFollowUpRoutes({
  endpoints: {
    list: staffLeadsEndpoint,
    csv: staffLeadsCsvEndpoint,
    update: staffUpdateLeadEndpoint,
  },
  storeOf: createLeadsRepository,
  toLead,
  audit: { action: 'lead.update', subject: (id) => `lead ${id}` },
  csv: { filename: 'leads.csv', sourceHeading: 'Source' },
});
