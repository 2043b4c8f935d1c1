import type { InjectOptions } from 'fastify';
import { buildApp } from '../../../src/app';
import type { AppConfig } from '../../../src/config';
import type { Clock } from '../../../src/platform/clock';
import type { DatabaseHandle } from '../../../src/platform/db/kysely';
import { createTestDatabase, testConfig } from '../../helper';

export const SHOP_ORIGIN = 'http://localhost:3000';
export const PASSWORD = 'Rig#Forge2025';

/** A clock the test moves by hand. */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function testClock(start = new Date('2025-06-01T06:30:00Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
}

export interface AccountsTestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  config: AppConfig;
  clock: TestClock;
  close(): Promise<void>;
}

/** The real app on a fresh database, with a clock the test controls. */
export async function buildAccountsApp(
  options: { env?: Record<string, string>; database?: DatabaseHandle } = {},
): Promise<AccountsTestApp> {
  const config = testConfig(options.env);
  const database = options.database ?? (await createTestDatabase());
  const clock = testClock();
  const app = await buildApp(config, { database, clock });
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

type Answer = Awaited<ReturnType<AccountsTestApp['app']['inject']>>;

/**
 * One browser: keeps its cookies between calls (honouring Max-Age=0 and expiry as deletion),
 * and sends the shop's Origin on state-changing calls as a browser on the shop's pages would.
 */
let browsers = 0;

export class Browser {
  readonly cookies = new Map<string, string>();
  /** Each browser has its own address unless told, so per-IP limits do not mix tests. */
  constructor(
    private readonly testApp: AccountsTestApp,
    private readonly ip = `10.0.${Math.floor(++browsers / 250)}.${browsers % 250}`,
  ) {}

  async request(options: InjectOptions & { url: string }): Promise<Answer> {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {
      ...(method !== 'GET' && { origin: new URL(this.testApp.config.publicBaseUrl).origin }),
      ...(options.headers as Record<string, string> | undefined),
    };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const response = await this.testApp.app.inject({
      ...options,
      method: method as InjectOptions['method'],
      headers,
      remoteAddress: this.ip,
    });
    for (const cookie of response.cookies) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  post(url: string, payload?: object): Promise<Answer> {
    return this.request({ method: 'POST', url, ...(payload && { payload }) });
  }

  get(url: string): Promise<Answer> {
    return this.request({ method: 'GET', url });
  }
}

/** A user inserted directly with PASSWORD. Email verified unless told otherwise. */
export async function createUser(
  testApp: AccountsTestApp,
  user: { email: string; firstname?: string; emailVerified?: boolean; number?: string | null },
): Promise<string> {
  const row = await testApp.database.db
    .insertInto('users')
    .values({
      firstname: user.firstname ?? 'Asha',
      lastname: 'Rao',
      email: user.email,
      number: user.number ?? null,
      password_hash: await testApp.app.passwords.hash(PASSWORD),
      email_verified_at: user.emailVerified === false ? null : testApp.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A browser that signed up as Ravi Kumar with `email`, which is not yet verified. */
export async function registeredBrowser(testApp: AccountsTestApp, email: string): Promise<Browser> {
  const browser = new Browser(testApp);
  const response = await browser.post('/api/register', {
    firstName: 'Ravi',
    lastName: 'Kumar',
    email,
    number: '9876543210',
    password: PASSWORD,
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return browser;
}

/** A browser signed in as a new verified user. */
export async function signedInBrowser(
  testApp: AccountsTestApp,
  email: string,
  ip?: string,
): Promise<{ browser: Browser; userId: string }> {
  const userId = await createUser(testApp, { email });
  const browser = new Browser(testApp, ip);
  const response = await browser.post('/api/login', { email, password: PASSWORD });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { browser, userId };
}

/** The newest outbox message to a recipient. */
export async function lastMessageTo(testApp: AccountsTestApp, recipient: string) {
  return testApp.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The first link in the newest email to a recipient. */
export async function lastLinkTo(testApp: AccountsTestApp, email: string): Promise<string> {
  const message = await lastMessageTo(testApp, email);
  const link = message?.body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link mailed to ${email}`);
  return link;
}

/** The path and query of a link, for app.inject. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
