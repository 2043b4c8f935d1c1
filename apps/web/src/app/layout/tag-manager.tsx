import { useEffect } from 'react';
import { loadTagManager } from '../../lib/analytics';
import { useClientConfig } from '../../lib/use-client-config';

/**
 * Loads the tag manager the shop's settings name, once they arrive. A component of its own, so
 * their arrival draws only this again, not the whole frame around the screen with it.
 */
export function TagManager(): null {
  const tagManagerId = useClientConfig()?.tagManagerId;
  useEffect(() => loadTagManager(tagManagerId), [tagManagerId]);
  return null;
}
