import { execSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, chromiumIsInstalled } from './browser';
import { REPO_ROOT, type RunningShop, startShop } from './shop-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let shop: RunningShop | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!chromiumIsInstalled()) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH} (apt-get install -y chromium)`);
  }
  if (process.env.E2E_SKIP_BUILD !== '1') {
    execSync('npm run build', { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  shop = await startShop();
  project.provide('baseURL', shop.baseURL);
}

export async function teardown(): Promise<void> {
  await shop?.stop();
}
