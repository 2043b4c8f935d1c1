import { z } from 'zod';
import { endpoint } from './endpoint';
import { pagedTotalShape } from './paged-total';
import { storedUuid } from './shared';
import { pageQuerySchema } from './staff';

/** Leads and event registrations, for staff to follow up (docs/api/staff-console.md). */

export const FOLLOW_UP_STATUSES = ['new', 'contacted', 'closed'] as const;
export const followUpStatusSchema = z.enum(FOLLOW_UP_STATUSES);

export const staffLeadSchema = z.object({
  id: z.string(),
  source: z.string().describe('callback, consultation, careers, or the event'),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  date: z.string().nullable(),
  message: z.string().nullable(),
  status: followUpStatusSchema,
  note: z.string().nullable(),
  created: z.string(),
});
export type StaffLead = z.infer<typeof staffLeadSchema>;

const leadsQuery = pageQuerySchema.extend({
  status: z.enum(['all', ...FOLLOW_UP_STATUSES]).default('all'),
  source: z.string().max(100).optional(),
});

const followUpBody = z.object({
  status: followUpStatusSchema,
  note: z.string().trim().max(1000).nullable(),
});
const leadParams = z.object({ id: storedUuid({ error: 'Not found' }) });

export const staffLeadsEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/leads',
  tag: 'staff-leads',
  summary: 'Callbacks, consultations and job applications, newest first',
  query: leadsQuery,
  response: z.object({ leads: z.array(staffLeadSchema), ...pagedTotalShape }),
  errors: [],
});

export const staffUpdateLeadEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/leads/:id',
  tag: 'staff-leads',
  summary: "Sets a lead's status and note",
  params: leadParams,
  body: followUpBody,
  response: z.object({ lead: staffLeadSchema }),
  errors: ['NOT_FOUND'],
});

export const staffLeadsCsvEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/leads.csv',
  tag: 'staff-leads',
  summary: 'The leads as CSV, with the same filters',
  query: leadsQuery.omit({ page: true, pageSize: true }),
  response: z.string().describe('text/csv'),
  errors: [],
});

export const staffRegistrationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/registrations',
  tag: 'staff-leads',
  summary: 'Event registrations, newest first',
  query: leadsQuery,
  response: z.object({ leads: z.array(staffLeadSchema), ...pagedTotalShape }),
  errors: [],
});

export const staffUpdateRegistrationEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/registrations/:id',
  tag: 'staff-leads',
  summary: "Sets a registration's status and note",
  params: leadParams,
  body: followUpBody,
  response: z.object({ lead: staffLeadSchema }),
  errors: ['NOT_FOUND'],
});

export const staffRegistrationsCsvEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/registrations.csv',
  tag: 'staff-leads',
  summary: 'The event registrations as CSV, with the same filters',
  query: leadsQuery.omit({ page: true, pageSize: true }),
  response: z.string().describe('text/csv'),
  errors: [],
});
