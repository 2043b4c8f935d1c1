import type { FastifyInstance } from 'fastify';
import { createTokensRepository } from './tokens-repository';
import { createUserPersonalDataRepository } from './user-personal-data-repository';

/** The accounts' tables in the registry of personal data (docs/api/data-rights.md#what-is-held). */
export function registerAccountsPersonalData(app: FastifyInstance) {
  const users = createUserPersonalDataRepository(app.db);
  const tokens = createTokensRepository(app.db);

  app.personalData.register({
    table: 'users',
    section: 'account',
    erasure: 'anonymise',
    note:
      'Your name, email, phone, date of birth, gender, GST number, sign-in methods and activity are ' +
      'removed; an empty account record stays so the orders we must keep still belong to an account.',
    export: async ({ userId }) => {
      const account = await users.exportAccount(userId);
      return account ? [account] : [];
    },
    erase: (trx, { userId }, now) => createUserPersonalDataRepository(trx).anonymise(userId, now),
  });

  app.personalData.register({
    table: 'email_tokens',
    section: 'emailLinks',
    erasure: 'delete',
    note: 'The verification and password-reset links we mailed you (never the links themselves).',
    export: ({ userId }) => tokens.exportEmailTokens(userId),
    erase: (trx, { userId }) => createTokensRepository(trx).deleteEmailTokensForUser(userId),
  });

  app.personalData.register({
    table: 'pending_verifications',
    section: 'pendingEmailVerifications',
    erasure: 'delete',
    note: 'Browsers that were waiting for your email address to be verified.',
    export: ({ userId }) => tokens.exportPending(userId),
    erase: (trx, { userId }) => createTokensRepository(trx).deletePendingForUser(userId),
  });
}
