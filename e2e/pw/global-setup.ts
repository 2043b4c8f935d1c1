import { startStoriesShop, teardown } from '../support/global-setup';

/**
 * Starts the shop every spec file shares; the workers read where it is, and its console staff,
 * from the environment they inherit. Answers the teardown Playwright runs at the end.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const { baseURL, staff } = await startStoriesShop();
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_STAFF = JSON.stringify(staff);
  return teardown;
}
