import { API_MESSAGES, type StaffRoleName } from '@shop/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';

/**
 * Who may call a route under /api/admin/ (docs/decisions/046-staff-sign-in-with-a-second-factor.md):
 * `staff` (the default: any staff member with both factors), `admin` (admins only; staff are
 * refused 403), or `public` (the sign-in steps). Without a staff session every other route there
 * answers 404, a customer's session included.
 */
export type StaffAccess = 'public' | 'staff' | 'admin';

export const STAFF_PATH_PREFIX = '/api/admin/';

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRoleName;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member of a request under /api/admin/, set by the staff guard. */
    staff: StaffMember | null;
  }
  interface FastifyContextConfig {
    staffAccess?: StaffAccess;
  }
}

/** A route's config for admin-only routes: `app.route({ ...routeOf(e), config: ADMIN_ONLY, ... })`. */
export const ADMIN_ONLY = { staffAccess: 'admin' } as const;
/** A route's config for the sign-in steps, which need no staff session. */
export const STAFF_PUBLIC = { staffAccess: 'public' } as const;

export const staffNotFound = () => new HttpError('NOT_FOUND', API_MESSAGES.notFound);

/** The staff member of a request the guard let through. */
export function staffMember(request: FastifyRequest): StaffMember {
  if (!request.staff) throw staffNotFound();
  return request.staff;
}
