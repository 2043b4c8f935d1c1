import { API_MESSAGES } from '@shop/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../platform/http/errors';
import {
  STAFF_PATH_PREFIX,
  type StaffAccess,
  type StaffMember,
  staffNotFound,
} from '../../platform/staff/access';
import { sha256Hex } from '../../platform/tokens';
import { createAccountsService } from '../accounts/service';
import { createStaffRepository } from './repository';

export const STAFF_SESSION_COOKIE = 'staff_sid';

/** A route of the console as registered: what the authorization tests walk. */
export interface StaffRoute {
  method: string;
  url: string;
  access: StaffAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under /api/admin/, with who may call it, as registered. */
    staffRoutes: StaffRoute[];
    /** The request's staff member (from the staff session cookie), or null. */
    resolveStaff(request: FastifyRequest): Promise<StaffMember | null>;
    /** A staff member by account id; null for a customer or no one. */
    resolveStaffById(userId: string): Promise<StaffMember | null>;
  }
}

/**
 * The console's guard (docs/decisions/046-staff-sign-in-with-a-second-factor.md), registered
 * before every module: each route under /api/admin/ is staff-only unless its config says `public`
 * (the sign-in steps) or `admin`. Without a staff session the answer is 404, so a customer learns
 * nothing of the console; a staff member on an admin route is refused 403.
 */
export const staffGuardPlugin = fp(
  async (app) => {
    const staff = createStaffRepository(app.db);
    const accounts = createAccountsService(app.db);
    const routes: StaffRoute[] = [];
    app.decorate('staffRoutes', routes);
    app.decorateRequest('staff', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(STAFF_PATH_PREFIX)) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const access = (route.config as { staffAccess?: StaffAccess } | undefined)?.staffAccess;
      for (const method of methods) {
        if (method === 'HEAD') continue;
        routes.push({ method, url: route.url, access: access ?? 'staff' });
      }
    });

    async function resolveStaff(request: FastifyRequest): Promise<StaffMember | null> {
      const token = request.cookies[STAFF_SESSION_COOKIE];
      if (!token) return null;
      const session = await staff.findSession(sha256Hex(token), app.clock.now());
      return session ? resolveStaffById(session.user_id) : null;
    }

    async function resolveStaffById(userId: string): Promise<StaffMember | null> {
      const user = await accounts.findStaffById(userId);
      if (!user?.role) return null;
      return {
        id: user.id,
        email: user.email,
        name: `${user.firstname} ${user.lastname}`.trim(),
        role: user.role,
      };
    }
    app.decorate('resolveStaff', resolveStaff);
    app.decorate('resolveStaffById', resolveStaffById);

    async function guard(request: FastifyRequest): Promise<void> {
      const access = request.routeOptions.config?.staffAccess ?? 'staff';
      if (access === 'public') return;
      request.staff = await resolveStaff(request);
      if (!request.staff) throw staffNotFound();
      if (access === 'admin' && request.staff.role !== 'admin') {
        throw new HttpError('FORBIDDEN', API_MESSAGES.forbidden);
      }
    }

    // Runs on every request of the shop: the callback form costs the shop's own calls no promise,
    // and only the console's wait for the staff member. Nothing the console answers is stored by a
    // browser or a proxy: set before the guard, the header goes out with a refusal too.
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.url.startsWith(STAFF_PATH_PREFIX)) return done();
      reply.header('cache-control', 'no-store');
      guard(request).then(() => done(), done);
    });
  },
  { name: 'staff-guard', dependencies: ['context', 'clock'] },
);
