import { randomBytes } from 'node:crypto';
import { staffRoleSchema } from '@shop/domain';
import { ConfigError, loadConfig } from './config';
import { createPasswordHasher } from './modules/accounts/passwords';
import { createAccountsService } from './modules/accounts/service';
import { createDatabase } from './platform/db/kysely';
import { prepareDatabase } from './platform/db/prepare';
import { seeders } from './seed-registry';

const USAGE = 'Usage: npm run staff:create -- <email> <staff|admin>';

/**
 * `npm run staff:create -- email role` (docs/api/staff-console.md#staff-accounts): makes an account
 * staff or admin, creating it with a password printed here when it is new. The first
 * admin comes from here; later ones can be made in the console. The second factor is added at
 * the first sign-in at /admin/login.
 */
async function main(args: string[]): Promise<void> {
  const [email, roleArgument] = args;
  const role = staffRoleSchema.safeParse(roleArgument);
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !role.success) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await createDatabase(config);
  try {
    await prepareDatabase(database.db, seeders);
    const accounts = createAccountsService(database.db);
    const existing = await accounts.findStaffByEmail(email);
    if (existing) {
      await accounts.setRole(existing.id, role.data);
      console.log(`${existing.email} is now ${role.data}.`);
      return;
    }
    const password = `${randomBytes(12).toString('base64url')}#9a`;
    const passwords = createPasswordHasher(config.passwordHashCost);
    const id = await accounts.createUser({
      firstname: email.split('@')[0] ?? 'Staff',
      lastname: '',
      email,
      number: null,
      passwordHash: await passwords.hash(password),
      emailVerifiedAt: new Date(),
    });
    if (!id) throw new Error(`${email} could not be created`);
    await accounts.setRole(id, role.data);
    console.log(`Created ${email} as ${role.data}.`);
    console.log(`Password: ${password}`);
    console.log('Sign in at /admin/login, add the authenticator, and keep the recovery codes.');
  } finally {
    await database.close();
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
