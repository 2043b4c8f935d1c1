import {
  API_MESSAGES,
  callbackBodySchema,
  callbackEndpoint,
  careersEndpoint,
  consultationBodySchema,
  consultationEndpoint,
  MESSAGES,
} from '@shop/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/errors';
import { dropBots } from '../../platform/http/honeypot';
import { routeOf } from '../../platform/http/route-schema';
import { createRateLimiter, limitPerIp, RATE_RULES } from '../../platform/rate-limit/limiter';
import { type CrmLead, createCrmService } from '../crm/service';
import { createLeadsRepository, type NewLead } from './repository';

/**
 * The lead forms (docs/api/leads.md): Request a Call Back, Video Consultation and Careers. Each
 * lead is stored first and queued for the CRM in the same transaction; calls are limited per
 * address and per email and phone; a filled honeypot is answered as a success and dropped.
 */
export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter(app.db, app.clock);
  const perIp = limitPerIp(limiter, RATE_RULES.leadsPerIp, API_MESSAGES.tooManyAttempts);
  // The dates are checked against the shop's clock, when each request is read.
  const now = () => app.clock.now();
  app.personalData.register({
    table: 'leads',
    section: 'callbacksConsultationsAndApplications',
    erasure: 'delete',
    note:
      'Call-back and video consultation requests and job applications you sent, signed in or ' +
      'from your email address or phone number.',
    export: (subject) => createLeadsRepository(app.db).exportFor(subject),
    erase: (trx, subject) => createLeadsRepository(trx).deleteFor(subject),
  });

  async function store(request: FastifyRequest, lead: Omit<NewLead, 'userId'>, note: string) {
    // Counted per address and contact: a third party naming someone's phone or email fills only
    // their own count, never the owner's (docs/decisions/089-lead-limits-that-silence-nobody.md).
    for (const contact of [`email:${lead.email.toLowerCase()}`, `phone:${lead.phone}`]) {
      // The contact last: a person's counters are found (and erased) by how their keys end.
      const subject = `${lead.kind}:${request.ip}|${contact}`;
      if (!(await limiter.consume(RATE_RULES.leadsPerContact, subject))) {
        throw new HttpError('RATE_LIMITED', API_MESSAGES.tooManyAttempts);
      }
    }
    const user = await app.sessions.resolve(request);
    const crmLead: CrmLead = { source: lead.kind, ...lead, note };
    const time = app.clock.now();
    await app.db.transaction().execute(async (trx) => {
      await createLeadsRepository(trx).insert({ ...lead, userId: user?.id ?? null }, time);
      await createCrmService(trx).queueLead(crmLead, time);
    });
  }

  const callbackAnswer = { message: MESSAGES.leads.callbackSubmitted };
  app.route({
    ...routeOf(callbackEndpoint),
    schema: { ...routeOf(callbackEndpoint).schema, body: callbackBodySchema(now) },
    onRequest: perIp,
    preValidation: dropBots(201, callbackAnswer),
    handler: async (request, reply) => {
      const { name, phone, email, date, message } = request.body.data;
      const lead = { kind: 'callback', name, email, phone, preferredDate: date, message } as const;
      await store(request, lead, `Callback requested for ${date}: ${message}`);
      return reply.code(201).send(callbackAnswer);
    },
  });

  const consultationAnswer = { message: MESSAGES.leads.consultationSubmitted };
  app.route({
    ...routeOf(consultationEndpoint),
    schema: { ...routeOf(consultationEndpoint).schema, body: consultationBodySchema(now) },
    onRequest: perIp,
    preValidation: dropBots(201, consultationAnswer),
    handler: async (request, reply) => {
      const { name, phone, email, date, message } = request.body.data;
      const lead = {
        kind: 'consultation',
        name,
        email,
        phone,
        preferredDate: date,
        message,
      } as const;
      await store(request, lead, `Video consultation requested for ${date}: ${message}`);
      return reply.code(201).send(consultationAnswer);
    },
  });

  const careersAnswer = { message: MESSAGES.leads.applicationSubmitted };
  app.route({
    ...routeOf(careersEndpoint),
    onRequest: perIp,
    preValidation: dropBots(201, careersAnswer),
    handler: async (request, reply) => {
      const { name, email, phone, description } = request.body.data;
      const lead = {
        kind: 'careers',
        name,
        email,
        phone,
        preferredDate: null,
        message: description,
      } as const;
      await store(request, lead, `Job application: ${description}`);
      return reply.code(201).send(careersAnswer);
    },
  });
};
