import { eraseMyAccountEndpoint } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/eraseMyAccount (docs/api/data-rights.md#erasure): the account's email confirms it. */
export function useEraseMyAccount() {
  return useMutation({
    mutationFn: (email: string) => callApi(eraseMyAccountEndpoint, { email }),
  });
}

/** The refusals whose words the dialog shows. */
export const ERASURE_REFUSALS = ['ERASURE_NOT_CONFIRMED', 'ERASURE_HELD'] as const;
