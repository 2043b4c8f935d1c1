import { API_MESSAGES, type DataExport, GRIEVANCE_OFFICER } from '@shop/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HttpError } from '../../platform/http/errors';
import { createOutboxRepository } from '../../platform/outbox/repository';
import type { PersonalDataSubject } from '../../platform/personal-data';
import type { createAccountsService } from '../accounts/service';
import { createDataRightsRepository } from './repository';
import { createStaffDataRightsRepository } from './staff-repository';

const CONTROLLER =
  'RigForge, Chennai, Tamil Nadu. Questions about your data: ' +
  `${GRIEVANCE_OFFICER.name}, ${GRIEVANCE_OFFICER.designation}, ${GRIEVANCE_OFFICER.email}.`;

/** Whose data: the signed-in account's email and phone, read before anything changes. */
export async function subjectOf(
  accounts: ReturnType<typeof createAccountsService>,
  userId: string,
): Promise<PersonalDataSubject> {
  const profile = await accounts.findProfile(userId);
  if (!profile) throw new HttpError('LOGIN_REQUIRED', API_MESSAGES.loginRequired);
  return { userId, email: profile.email, phone: profile.number };
}

/**
 * Everything the registry's entries hold about the subject, one section per table, with what
 * erasure would do to it. The request is logged when it arrives and when it is done.
 */
export async function exportSubject(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  subject: PersonalDataSubject,
): Promise<DataExport> {
  const requests = createDataRightsRepository(app.db);
  const now = app.clock.now();
  const requestId = await requests.openRequest(subject.userId, 'export', now);
  log.info(
    { dataRightsRequest: requestId, kind: 'export', userId: subject.userId },
    'data export asked',
  );
  const sections: DataExport['sections'] = [];
  for (const entry of app.personalData.entries()) {
    sections.push({
      section: entry.section,
      table: entry.table,
      onErasure: entry.erasure,
      note: entry.note,
      rows: await entry.export(subject),
    });
  }
  const report = Object.fromEntries(sections.map((each) => [each.table, each.rows.length]));
  await requests.completeRequest(requestId, app.clock.now(), report);
  log.info({ dataRightsRequest: requestId, kind: 'export' }, 'data export completed');
  return {
    exportedAt: now.toISOString(),
    controller: CONTROLLER,
    userId: subject.userId,
    sections,
  };
}

/**
 * Erases the subject: refused while an entry holds it (a payment being confirmed); else the
 * request is logged, then every entry's rule runs in one transaction, backwards through the
 * registry (a module registers after those it refers to, so rows are erased before what they
 * point at), and the request is completed with what was done to each table. When the CRM may hold
 * the customer, the email and phone it files them under wait for an admin to delete the contact
 * there (docs/decisions/071-the-crms-copy-after-erasure.md).
 */
export async function eraseSubject(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  subject: PersonalDataSubject,
): Promise<void> {
  const entries = app.personalData.entries();
  for (const entry of entries) {
    const hold = await entry.holdsErasure?.(subject);
    if (hold) throw new HttpError('ERASURE_HELD', hold);
  }
  const requestId = await createDataRightsRepository(app.db).openRequest(
    subject.userId,
    'erasure',
    app.clock.now(),
  );
  log.info(
    { dataRightsRequest: requestId, kind: 'erasure', userId: subject.userId },
    'erasure asked',
  );
  const { report, crmCopyToDelete } = await app.db.transaction().execute(async (trx) => {
    const now = app.clock.now();
    // Read before the outbox's entry deletes the messages that tell (decision 071).
    const crmCopyToDelete =
      (await createOutboxRepository(trx).countCrmMessagesTriedFor(subject)) > 0;
    const done: Record<string, { rule: string; rows: number }> = {};
    for (const entry of [...entries].reverse()) {
      done[entry.table] = { rule: entry.erasure, rows: await entry.erase(trx, subject, now) };
    }
    await createDataRightsRepository(trx).completeRequest(requestId, now, done);
    if (crmCopyToDelete) {
      await createStaffDataRightsRepository(trx).recordCopy(requestId, subject, now);
    }
    return { report: done, crmCopyToDelete };
  });
  log.info(
    { dataRightsRequest: requestId, kind: 'erasure', report, crmCopyToDelete },
    'erasure completed',
  );
}
