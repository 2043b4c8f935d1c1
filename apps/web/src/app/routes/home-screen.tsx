import { Suspense } from 'react';
import { ClientOnly } from '../../components/client-only/client-only';
import { HydratesOnItsOwn } from '../../components/hydrates-on-its-own/hydrates-on-its-own';
import { HomePage, preloadHomeSections } from '../../features/home/home-page';
import { lazyOnFirstUse, loadOnFirstUse } from '../../lib/load-on-first-use';

// The finder and the callback form load beside home, not before it: their forms, contracts and the
// API client stay out of the start-up JavaScript; each keeps its place on the page while it loads
// (docs/decisions/056-initial-javascript-budget.md).
const homeFinder = loadOnFirstUse(() => import('../../features/prebuilts/home-finder'));
const HomePrebuiltFinder = lazyOnFirstUse(homeFinder, (module) => module.HomePrebuiltFinder);
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

/**
 * The code of the parts a prerendered home draws (the finder, the FAQ and the reviews), loaded
 * before it hydrates, as each lazy screen's is (app/router.tsx, preloadScreensOf): React hydrates
 * each boundary on its own, and a tap on one hydrates it at once, which it cannot while the part's
 * code is still on its way (docs/decisions/075-react-hydrates-the-page-a-part-at-a-time.md). The
 * callback form is not among them: the HTML holds only its placeholder.
 */
HomeScreen.preload = () => Promise.all([homeFinder.load(), preloadHomeSections()]);
