import { z } from 'zod';
import { ERASURE_RULES } from './data-rights';
import { endpoint } from './endpoint';
import { storedUuid } from './shared';
import { pageQuerySchema } from './staff';

/**
 * Customers' downloads and erasures as the shop's admins see them, and the copy of an erased
 * customer that the CRM may still hold (docs/api/data-rights.md#for-the-shops-admins).
 */

export const DATA_RIGHTS_KINDS = ['export', 'erasure'] as const;
export type DataRightsKind = (typeof DATA_RIGHTS_KINDS)[number];

/** What a request did to one table: rows exported, or the erasure's rule and the rows it touched. */
export const dataRightsTableSchema = z.object({
  table: z.string(),
  rule: z.enum(ERASURE_RULES).nullable().describe('Null for an export'),
  rows: z.number(),
});

/**
 * The CRM's copy of an erased customer: the email and phone it is filed under, kept only until an
 * admin says it is deleted there, then cleared.
 */
export const crmCopySchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  deletedAt: z.string().nullable(),
  deletedBy: z.string().nullable().describe('The admin who said so'),
});
export type CrmCopy = z.infer<typeof crmCopySchema>;

export const dataRightsRecordSchema = z.object({
  id: storedUuid(),
  kind: z.enum(DATA_RIGHTS_KINDS),
  userId: storedUuid(),
  /** The account's email today; null once the account is erased. */
  account: z.string().nullable(),
  requestedAt: z.string(),
  completedAt: z.string().nullable().describe('Null: asked but never finished'),
  tables: z.array(dataRightsTableSchema),
  crmCopy: crmCopySchema.nullable().describe('Only for an erasure the CRM may hold a copy of'),
});
export type DataRightsRecord = z.infer<typeof dataRightsRecordSchema>;

export const staffDataRightsEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/data-rights',
  tag: 'staff',
  summary: "Customers' downloads and erasures, newest first (admins only)",
  query: pageQuerySchema.extend({
    kind: z.enum(DATA_RIGHTS_KINDS).optional(),
  }),
  response: z.object({
    requests: z.array(dataRightsRecordSchema),
    total: z.number(),
    /** Erased customers the CRM may still hold: a to-do for the admins, whatever the page. */
    crmCopiesToDelete: z.number(),
  }),
  errors: [],
});

export const staffCrmCopyDeletedEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/data-rights/crm-copy-deleted',
  tag: 'staff',
  summary:
    "An admin says the erased customer's contact is deleted in the CRM: the email and phone kept for it are cleared (admins only)",
  body: z.object({ requestId: storedUuid({ error: 'Request not found' }) }),
  response: z.object({ request: dataRightsRecordSchema }),
  errors: ['NOT_FOUND'],
});
