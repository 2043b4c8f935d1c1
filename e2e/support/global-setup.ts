import { execSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, chromiumIsInstalled } from './browser';
import { GOOGLE_TEST_CLIENT, type RunningOidcServer, startOidcServer } from './oidc-server';
import { REPO_ROOT, type RunningShop, startShop } from './shop-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let shop: RunningShop | undefined;
let oidc: RunningOidcServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!chromiumIsInstalled()) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH} (apt-get install -y chromium)`);
  }
  if (process.env.E2E_SKIP_BUILD !== '1') {
    execSync('npm run build', { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  // Google sign-in goes to a local OpenID Connect server (DECISIONS D5), never to Google.
  oidc = await startOidcServer();
  shop = await startShop({
    GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT.id,
    GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT.secret,
    GOOGLE_ISSUER_URL: oidc.issuerUrl,
  });
  project.provide('baseURL', shop.baseURL);
}

export async function teardown(): Promise<void> {
  await shop?.stop();
  await oidc?.stop();
}
