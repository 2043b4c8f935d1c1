import { Suspense } from 'react';
import { ClientOnly } from '../../components/client-only/client-only';
import { HydratesOnItsOwn } from '../../components/hydrates-on-its-own/hydrates-on-its-own';
import { HomePage } from '../../features/home/home-page';
import { lazyOnFirstUse, loadOnFirstUse } from '../../lib/load-on-first-use';

// The finder and the callback form load beside home, not before it: their forms, contracts and the
// API client stay out of the start-up JavaScript; each keeps its place on the page while it loads.
// A prerendered home hydrates without them, and React hydrates each once its code is in
// (docs/decisions/075-react-hydrates-the-page-a-part-at-a-time.md).
const HomePrebuiltFinder = lazyOnFirstUse(
  loadOnFirstUse(() => import('./home-finder-with-cart')),
  (module) => module.HomeFinderWithCart,
);
const CallbackForm = lazyOnFirstUse(
  loadOnFirstUse(() => import('../../features/leads/components/callback-form')),
  (module) => module.CallbackForm,
);

/**
 * Home, with the parts other features bring: the pre-built finder in the hero and the callback
 * form as section 4. Not lazy itself: home is the landing page and the catch-all.
 */
export function HomeScreen() {
  return (
    <HomePage
      prebuiltFinder={
        // Hydrated on its own, after the hero's words and links.
        <HydratesOnItsOwn fallback={<div className="home-finder-placeholder" aria-hidden="true" />}>
          <HomePrebuiltFinder />
        </HydratesOnItsOwn>
      }
      callbackForm={
        // Its preferred date starts at the visitor's today, which the build cannot know.
        <ClientOnly fallback={<div className="callback-form-placeholder" aria-hidden="true" />}>
          <Suspense fallback={<div className="callback-form-placeholder" aria-hidden="true" />}>
            <CallbackForm />
          </Suspense>
        </ClientOnly>
      }
    />
  );
}
