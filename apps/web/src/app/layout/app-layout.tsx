import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { HydratesOnItsOwn } from '../../components/hydrates-on-its-own/hydrates-on-its-own';
import { SignUpModal } from '../../features/auth/components/sign-up-modal';
import { PrebuiltParmProvider } from '../../features/prebuilts/prebuilt-parm';
import { useContactClickTracking } from '../../lib/crm/contact-clicks';
import { useSession } from '../../lib/session/session-context';
import { ScrollToTop } from '../scroll-to-top';
import { FloatingButtons } from './floating-buttons';
import { SiteFooter } from './footer/site-footer';
import { HydrationMark } from './hydration-mark';
import { SiteNavbar } from './navbar/site-navbar';
import { TagManager } from './tag-manager';

/**
 * The shop's frame around every screen but the console's. `opensOverAHero` says from the route
 * table whether a path's page opens with a full-screen hero (app/router.tsx).
 */
export function AppLayout({ opensOverAHero }: { opensOverAHero: (pathname: string) => boolean }) {
  const { status } = useSession();
  useContactClickTracking();
  return (
    <>
      <ScrollToTop />
      <TagManager />
      <a className="visually-hidden-focusable skip-link" href="#main-content">
        Skip to main content
      </a>
      <HydratesOnItsOwn>
        <SiteNavbar opensOverAHero={opensOverAHero} />
      </HydratesOnItsOwn>
      <main id="main-content" tabIndex={-1}>
        <Suspense fallback={<FullScreenSpinner />}>
          {/* The finder's choices live across /prebuilts and a machine's page. */}
          <PrebuiltParmProvider>
            <Outlet />
          </PrebuiltParmProvider>
          <HydrationMark />
        </Suspense>
      </main>
      {/* Below every screen: hydrated once near the screen, or once the visitor does anything or
          the page navigates (docs/decisions/117-lower-parts-hydrate-when-near-the-screen.md). */}
      <HydratesOnItsOwn whenNear>
        <SiteFooter />
      </HydratesOnItsOwn>
      <HydratesOnItsOwn>
        <FloatingButtons />
      </HydratesOnItsOwn>
      <SignUpModal />
      {status === 'loading' && <FullScreenSpinner label="Checking your session..." />}
    </>
  );
}
