import type { AccountsTestApp } from '../accounts/support';

export const callbackData = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Raman',
  phone: '9876543210',
  email: 'asha@example.in',
  // The test clock starts at 12:00 on 1 June 2025 in India and moves on a few hours at most.
  date: '2025-07-01',
  message: 'Call Back Requested',
  ...overrides,
});

/** Every lead stored, oldest first. */
export function storedLeads(testApp: AccountsTestApp) {
  return testApp.database.db.selectFrom('leads').selectAll().orderBy('created_at').execute();
}

export function storedRegistrations(testApp: AccountsTestApp) {
  return testApp.database.db
    .selectFrom('event_registrations')
    .selectAll()
    .orderBy('created_at')
    .execute();
}

/** The CRM messages queued on the outbox, oldest first. */
export function queuedForCrm(testApp: AccountsTestApp) {
  return testApp.database.db
    .selectFrom('outbox')
    .select(['recipient', 'subject', 'body', 'payload', 'status'])
    .where('channel', '=', 'crm')
    .orderBy('id')
    .execute();
}

/** Empties what one test stored, so the next starts clean on the same database. */
export async function forgetEverything(testApp: AccountsTestApp) {
  const { db } = testApp.database;
  await db.deleteFrom('leads').execute();
  await db.deleteFrom('event_registrations').execute();
  await db.deleteFrom('outbox').execute();
  await db.deleteFrom('rate_limits').execute();
}
