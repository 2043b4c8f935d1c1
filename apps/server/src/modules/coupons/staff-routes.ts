import {
  API_MESSAGES,
  type CouponOffer,
  isCouponActive,
  MESSAGES,
  rupeesToPaise,
  staffCouponsEndpoint,
  staffCreateCouponEndpoint,
  staffExpireCouponEndpoint,
  staffUpdateCouponEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuditLog } from '../../platform/audit/audit-log';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { staffMember } from '../../platform/staff/access';
import { createAccountsService } from '../accounts/service';
import { createOffersRepository } from './offers-repository';

const notFound = () => new HttpError('NOT_FOUND', API_MESSAGES.couponNotFound);

type OfferRow = Awaited<ReturnType<ReturnType<typeof createOffersRepository>['list']>>[number];

function toOffer(row: OfferRow): CouponOffer {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    amountOff: -row.value_paise / 100,
    minPurchaseValue: row.min_purchase_value_paise / 100,
    validity: row.validity?.toISOString() ?? null,
    target: row.target_email ?? 'all',
    created: row.created.toISOString(),
    expiredAt: row.expired_at?.toISOString() ?? null,
    issued: Number(row.issued ?? 0),
    used: Number(row.used ?? 0),
  };
}

type TermsBody = {
  description: string;
  amountOff: number;
  minPurchaseValue: number;
  validity: string | null;
};

/**
 * The terms as stored. A last day already behind the shop's clock is refused: the offer would be
 * issued to customers dead, yet listed as running (docs/api/staff-console.md#coupons).
 */
function terms(body: TermsBody, now: Date) {
  if (!isCouponActive(body.validity, now)) {
    throw new HttpError('COUPON_LAST_DAY_PASSED', MESSAGES.staff.couponLastDayPassed);
  }
  return {
    description: body.description,
    valuePaise: -rupeesToPaise(body.amountOff),
    minPurchaseValuePaise: rupeesToPaise(body.minPurchaseValue),
    validity: body.validity === null ? null : new Date(body.validity),
  };
}

/** The terms as the audit log keeps them: the end as an instant, written as every other one is. */
const auditedTerms = <Body extends TermsBody>(body: Body) => ({
  ...body,
  validity: body.validity === null ? null : new Date(body.validity).toISOString(),
});

/** Coupon offers: create, edit, expire, target, and count (docs/api/staff-console.md#coupons). */
export const couponsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const offers = createOffersRepository(app.db);
  const findOffer = async (id: string) => {
    const row = (await offers.list()).find((offer) => offer.id === id);
    if (!row) throw notFound();
    return toOffer(row);
  };

  app.route({
    ...routeOf(staffCouponsEndpoint),
    handler: async () => ({ offers: (await offers.list()).map(toOffer) }),
  });

  app.route({
    ...routeOf(staffCreateCouponEndpoint),
    handler: async (request, reply) => {
      const member = staffMember(request);
      const { code, targetEmail } = request.body;
      const now = app.clock.now();
      const offerTerms = terms(request.body, now);
      const id = await app.db.transaction().execute(async (trx) => {
        let targetUserId: string | null = null;
        if (targetEmail) {
          const customer = await createAccountsService(trx).findStaffByEmail(targetEmail);
          if (!customer) throw new HttpError('NOT_FOUND', 'No customer has that email.');
          targetUserId = customer.id;
        }
        const repository = createOffersRepository(trx);
        const offerId = await repository.create({ ...offerTerms, code, targetUserId }, now);
        if (!offerId) throw new HttpError('COUPON_CODE_TAKEN', MESSAGES.staff.couponCodeTaken);
        const issued = await repository.issue(offerId, now);
        await createAuditLog(trx).record(
          member,
          {
            action: 'coupon.create',
            subject: `coupon ${code}`,
            after: { ...auditedTerms(request.body), issued },
          },
          now,
        );
        return offerId;
      });
      return reply.code(201).send({ offer: await findOffer(id) });
    },
  });

  app.route({
    ...routeOf(staffUpdateCouponEndpoint),
    handler: async (request) => {
      const member = staffMember(request);
      const { offerId } = request.params;
      const before = await findOffer(offerId);
      const now = app.clock.now();
      const offerTerms = terms(request.body, now);
      await app.db.transaction().execute(async (trx) => {
        if (!(await createOffersRepository(trx).update(offerId, offerTerms))) {
          throw notFound();
        }
        await createAuditLog(trx).record(
          member,
          {
            action: 'coupon.update',
            subject: `coupon ${before.code}`,
            before: {
              description: before.description,
              amountOff: before.amountOff,
              minPurchaseValue: before.minPurchaseValue,
              validity: before.validity,
            },
            after: auditedTerms(request.body),
          },
          now,
        );
      });
      return { offer: await findOffer(offerId) };
    },
  });

  app.route({
    ...routeOf(staffExpireCouponEndpoint),
    handler: async (request) => {
      const member = staffMember(request);
      const { offerId } = request.params;
      const before = await findOffer(offerId);
      const now = app.clock.now();
      await app.db.transaction().execute(async (trx) => {
        await createOffersRepository(trx).expire(offerId, now);
        await createAuditLog(trx).record(
          member,
          {
            action: 'coupon.expire',
            subject: `coupon ${before.code}`,
            before: { validity: before.validity },
            after: { validity: now.toISOString() },
          },
          now,
        );
      });
      return { offer: await findOffer(offerId) };
    },
  });
};
