import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { SignUpModal } from '../../features/auth/components/sign-up-modal';
import { useSession } from '../../lib/session/session-context';
import { ScrollToTop } from '../scroll-to-top';
import { FloatingButtons } from './floating-buttons';
import { SiteFooter } from './footer/site-footer';
import { SiteNavbar } from './navbar/site-navbar';

export function AppLayout() {
  const { status } = useSession();
  return (
    <>
      <ScrollToTop />
      <a className="visually-hidden-focusable skip-link" href="#main-content">
        Skip to main content
      </a>
      <SiteNavbar />
      <main id="main-content" tabIndex={-1}>
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <FloatingButtons />
      <SignUpModal />
      {status === 'loading' && <FullScreenSpinner label="Checking your session..." />}
    </>
  );
}
