import { execSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, chromiumIsInstalled } from './browser';
import { clearFailureRecords, failureRecordsSummary } from './failure-record';
import { GOOGLE_TEST_CLIENT, type RunningOidcServer, startOidcServer } from './oidc-server';
import { createStaffAdmin, REPO_ROOT, type RunningShop, startShop } from './shop-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The console's admin, made by `npm run staff:create` before the shop starts. */
    staffAdmin: { email: string; password: string };
    /** A second staff member, for a story that runs beside the admin's (events.spec.ts). */
    staffEvents: { email: string; password: string };
    /** A third, for the catalogue story (catalogue-edit.spec.ts), beside the other two. */
    staffCatalogue: { email: string; password: string };
    /** A fourth, for the story of a new pre-built (catalogue-compose.spec.ts). */
    staffComposer: { email: string; password: string };
  }
}

const STAFF_EVENTS_EMAIL = 'events-desk@rigforge.in';
const STAFF_CATALOGUE_EMAIL = 'catalogue-desk@rigforge.in';
const STAFF_COMPOSER_EMAIL = 'range-desk@rigforge.in';

let shop: RunningShop | undefined;
let oidc: RunningOidcServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!chromiumIsInstalled()) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH} (apt-get install -y chromium)`);
  }
  clearFailureRecords();
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // The build a shop runs: Vitest's NODE_ENV (test) would give React's development build.
    execSync('npm run build', {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  // Google sign-in goes to a local OpenID Connect server, never to Google
  // (docs/api/accounts.md#google-sign-in).
  oidc = await startOidcServer();
  let staffAdmin: { email: string; password: string } | undefined;
  let staffEvents: { email: string; password: string } | undefined;
  let staffCatalogue: { email: string; password: string } | undefined;
  let staffComposer: { email: string; password: string } | undefined;
  shop = await startShop(
    {
      GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT.secret,
      GOOGLE_ISSUER_URL: oidc.issuerUrl,
      // A no-cost offer on 3 months, so the stories see how the shop shows one.
      EMI_NO_COST_MONTHS: '3',
    },
    (env) => {
      staffAdmin = createStaffAdmin(env);
      staffEvents = createStaffAdmin(env, STAFF_EVENTS_EMAIL, 'staff');
      staffCatalogue = createStaffAdmin(env, STAFF_CATALOGUE_EMAIL, 'admin');
      staffComposer = createStaffAdmin(env, STAFF_COMPOSER_EMAIL, 'admin');
    },
  );
  if (!staffAdmin || !staffEvents || !staffCatalogue || !staffComposer)
    throw new Error('The console staff were not made');
  project.provide('baseURL', shop.baseURL);
  project.provide('staffAdmin', staffAdmin);
  project.provide('staffEvents', staffEvents);
  project.provide('staffCatalogue', staffCatalogue);
  project.provide('staffComposer', staffComposer);
}

export async function teardown(): Promise<void> {
  const failures = failureRecordsSummary();
  if (failures) console.log(`\n${failures}`);
  await shop?.stop();
  await oidc?.stop();
}
