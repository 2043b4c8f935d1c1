import { useEffect, useRef } from 'react';
import { apiPost } from '../../../lib/api-client';
import type { UserInfo } from '../../../lib/session/session-types';

/** SPEC §7: a logged-in visitor reading a policy is noted in the CRM; failures are only logged. */
export function recordLegalView(user: UserInfo): Promise<void> {
  return apiPost<unknown>('/api/bigin', { user }).then(
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
