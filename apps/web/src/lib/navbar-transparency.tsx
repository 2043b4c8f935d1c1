import { createContext, type ReactNode, useContext, useLayoutEffect, useState } from 'react';

type NavbarTransparency = { transparent: boolean; setTransparent: (value: boolean) => void };

const NavbarTransparencyContext = createContext<NavbarTransparency | null>(null);

/**
 * The bar is transparent over home's hero and solid everywhere else (docs/api/screens.md#navbar).
 * Home is also what unknown paths show, so the page says so itself rather than the navbar guessing
 * from the path.
 */
export function NavbarTransparencyProvider({ children }: { children: ReactNode }) {
  const [transparent, setTransparent] = useState(false);
  return (
    <NavbarTransparencyContext.Provider value={{ transparent, setTransparent }}>
      {children}
    </NavbarTransparencyContext.Provider>
  );
}

/** Called by a page with a full-screen hero: the navbar stays see-through over it. */
export function useTransparentNavbar(): void {
  const context = useContext(NavbarTransparencyContext);
  const setTransparent = context?.setTransparent;
  // Before paint, so home never flashes a solid bar that then fades out.
  useLayoutEffect(() => {
    if (!setTransparent) return;
    setTransparent(true);
    return () => setTransparent(false);
  }, [setTransparent]);
}

export function useIsNavbarTransparentPage(): boolean {
  return useContext(NavbarTransparencyContext)?.transparent ?? false;
}
