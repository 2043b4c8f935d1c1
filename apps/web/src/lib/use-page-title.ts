import { useEffect } from 'react';

export const SHOP_NAME = 'RigForge';

/** Every screen names itself in the tab: "<Screen> | RigForge". */
export function usePageTitle(screen: string): void {
  useEffect(() => {
    document.title = `${screen} | ${SHOP_NAME}`;
  }, [screen]);
}
