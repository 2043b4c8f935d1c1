import { type RequestBody, submitGameBuildEndpoint } from '@shop/domain';
import { callApi } from '../../../lib/api-client';

/** POST /api/submitGameBuild: the server judges a finished build against the budget in play. */
export function submitGameBuild(body: RequestBody<typeof submitGameBuildEndpoint>) {
  return callApi(submitGameBuildEndpoint, body);
}
