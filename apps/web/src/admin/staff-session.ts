import { staffSessionEndpoint } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';

export const STAFF_SESSION_KEY = ['staff-session'] as const;

/** The signed-in staff member, or null (docs/api/staff-console.md#signing-in). */
export function useStaffSession() {
  return useQuery({
    queryKey: STAFF_SESSION_KEY,
    queryFn: async () => (await callApi(staffSessionEndpoint)).staff,
    staleTime: 60_000,
  });
}
