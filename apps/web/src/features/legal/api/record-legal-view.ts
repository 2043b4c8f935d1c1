import { biginEndpoint, type UserInfo } from '@shop/domain';
import { useEffect, useRef } from 'react';
import { callApi } from '../../../lib/api-client';

/**
 * A logged-in visitor reading a policy is noted in the CRM; failures are only logged
 * (docs/api/screens.md#policies).
 */
export function recordLegalView(user: UserInfo): Promise<void> {
  return callApi(biginEndpoint, { user, activity: 'legalViewed' }).then(
    () => undefined,
    (error: unknown) => console.error('Could not record the policy view', error),
  );
}

/** Once per policy page and user, not on every re-render that hands over a new user object. */
export function useRecordLegalView(user: UserInfo | null, page: string): void {
  const latestUser = useRef(user);
  latestUser.current = user;
  const userId = user?.id;
  useEffect(() => {
    const current = latestUser.current;
    if (userId && current && page) void recordLegalView(current);
  }, [userId, page]);
}
