import { biginEndpoint } from '@shop/domain';
import { callApi } from '../api-client';

/** POST /api/bigin { activity: 'contactClicked' } (docs/api/crm.md#the-crm-call). */
export async function tellContactClick(): Promise<void> {
  await callApi(biginEndpoint, { activity: 'contactClicked' });
}
