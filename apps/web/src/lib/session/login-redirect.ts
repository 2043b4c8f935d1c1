import type { Location } from 'react-router';

/** What the guard leaves in history state when it sends a visitor to /login. */
export type LoginRedirectState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> };

/** Where to go back to after logging in: the guarded page that sent the visitor, else /profile. */
export function pathAfterLogin(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) {
    return '/profile';
  }
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
