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

type StaffMember = { email: string; password: string };
export type StoriesStaff = {
  staffAdmin: StaffMember;
  staffEvents: StaffMember;
  staffCatalogue: StaffMember;
  staffComposer: StaffMember;
};

/**
 * Builds the shop unless E2E_SKIP_BUILD says it is built, then starts the one shop every spec file
 * shares, with its console staff and the local OpenID Connect server it signs in with.
 */
export async function startStoriesShop(): Promise<{ baseURL: string; staff: StoriesStaff }> {
  if (!chromiumIsInstalled()) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH} (apt-get install -y chromium)`);
  }
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
  let staff: StoriesStaff | undefined;
  shop = await startShop(
    {
      GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT.secret,
      GOOGLE_ISSUER_URL: oidc.issuerUrl,
      // A no-cost offer on 3 months, so the stories see how the shop shows one.
      EMI_NO_COST_MONTHS: '3',
    },
    (env) => {
      staff = {
        staffAdmin: createStaffAdmin(env),
        staffEvents: createStaffAdmin(env, STAFF_EVENTS_EMAIL, 'staff'),
        staffCatalogue: createStaffAdmin(env, STAFF_CATALOGUE_EMAIL, 'admin'),
        staffComposer: createStaffAdmin(env, STAFF_COMPOSER_EMAIL, 'admin'),
      };
    },
  );
  if (!staff) throw new Error('The console staff were not made');
  return { baseURL: shop.baseURL, staff };
}

export async function setup(project: TestProject): Promise<void> {
  clearFailureRecords();
  const { baseURL, staff } = await startStoriesShop();
  project.provide('baseURL', baseURL);
  project.provide('staffAdmin', staff.staffAdmin);
  project.provide('staffEvents', staff.staffEvents);
  project.provide('staffCatalogue', staff.staffCatalogue);
  project.provide('staffComposer', staff.staffComposer);
}

export async function teardown(): Promise<void> {
  const failures = failureRecordsSummary();
  if (failures) console.log(`\n${failures}`);
  await shop?.stop();
  await oidc?.stop();
}
