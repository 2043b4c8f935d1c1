import { z } from 'zod';
import { emailSchema, firstNameSchema, lastNameSchema } from '../validation/schemas';
import { endpoint } from './endpoint';
import { pagedTotalShape } from './paged-total';
import { storedUuid } from './shared';

/**
 * Staff sign-in with a second factor, staff accounts and the audit log
 * (docs/api/staff-console.md). Every path under /api/admin/ but the sign-in steps needs a staff
 * session; without one (a customer's included) the answer is 404.
 */

export const STAFF_ROLES = ['staff', 'admin'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRoleName = z.infer<typeof staffRoleSchema>;
/** A role as staff read it, in the console and in the emails that tell them of it. */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRoleName, string>> = {
  staff: 'Staff',
  admin: 'Admin',
};

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
});
export type StaffMemberRecord = z.infer<typeof staffMemberSchema>;

export const staffSessionEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/session',
  tag: 'staff',
  summary: 'The signed-in staff member, or null',
  response: z.object({ staff: staffMemberSchema.nullable() }),
  errors: [],
});

export const staffLoginEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/login',
  tag: 'staff',
  summary: "Checks a staff member's password: the first of two steps",
  description:
    'Sets a short-lived sign-in cookie. `enrol` comes with a new TOTP secret to add to an authenticator app; ' +
    '`verify` asks for a code from the app (or a recovery code).',
  body: z.object({
    email: emailSchema,
    password: z.string().min(1).max(200),
  }),
  response: z.discriminatedUnion('next', [
    z.object({ next: z.literal('verify') }),
    z.object({ next: z.literal('enrol'), secret: z.string(), otpauthUrl: z.string() }),
  ]),
  errors: ['WRONG_CREDENTIALS', 'RATE_LIMITED'],
});

export const staffSecondFactorEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/login/verify',
  tag: 'staff',
  summary: 'Checks the second factor and starts the staff session',
  description:
    'A 6-digit TOTP code, or a recovery code (each works once). On enrolment the answer carries ' +
    'ten recovery codes, shown once.',
  body: z.object({
    code: z
      .string()
      .trim()
      .regex(/^(\d{6}|[A-Za-z0-9]{5}-[A-Za-z0-9]{5})$/, 'Please enter the 6-digit code.'),
  }),
  response: z.object({
    staff: staffMemberSchema,
    recoveryCodes: z.array(z.string()).optional(),
  }),
  errors: ['SIGN_IN_EXPIRED', 'CODE_REFUSED', 'RATE_LIMITED'],
});

export const staffLogoutEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/logout',
  tag: 'staff',
  summary: 'Ends the staff session',
  response: z.object({ ok: z.literal(true) }),
  errors: [],
});

export const staffListEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/staff',
  tag: 'staff',
  summary: 'Every staff account (admins only)',
  response: z.object({
    staff: z.array(staffMemberSchema.extend({ secondFactor: z.boolean() })),
  }),
  errors: [],
});

export const staffCreateEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/staff',
  tag: 'staff',
  summary: 'Makes an account staff or admin, creating it when new (admins only)',
  description: 'A new account is mailed a link to choose its password.',
  body: z.object({
    email: emailSchema,
    role: staffRoleSchema,
    firstName: firstNameSchema,
    lastName: lastNameSchema,
  }),
  status: 201,
  response: z.object({ member: staffMemberSchema, created: z.boolean() }),
  errors: ['LAST_ADMIN'],
});

export const staffRoleEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/staff/role',
  tag: 'staff',
  summary: "Changes or removes a staff member's role (admins only)",
  description: 'Removing the role ends their staff sessions.',
  body: z.object({ userId: storedUuid(), role: staffRoleSchema.nullable() }),
  response: z.object({ ok: z.literal(true) }),
  errors: ['NOT_FOUND', 'LAST_ADMIN'],
});

export const staffResetSecondFactorEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/staff/reset-second-factor',
  tag: 'staff',
  summary: "Clears a staff member's TOTP and recovery codes (admins only)",
  description: 'They enrol a new authenticator at their next sign-in; their sessions end.',
  body: z.object({ userId: storedUuid() }),
  response: z.object({ ok: z.literal(true) }),
  errors: ['NOT_FOUND'],
});

export const auditEntrySchema = z.object({
  id: z.number(),
  staffEmail: z.string(),
  action: z.string(),
  subject: z.string(),
  orderNumber: z
    .string()
    .nullable()
    .describe('The OD-XXXX-XXXX number of the order the entry is about, if it is about one'),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(5).max(200).default(25),
});

export const auditLogEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/audit',
  tag: 'staff',
  summary: 'The audit log, newest first (admins only)',
  query: pageQuerySchema.extend({
    action: z.string().max(60).optional(),
    subject: z.string().max(200).optional(),
  }),
  response: z.object({ entries: z.array(auditEntrySchema), ...pagedTotalShape }),
  errors: [],
});
