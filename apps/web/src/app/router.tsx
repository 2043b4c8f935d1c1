import { Suspense } from 'react';
import {
  createRoutesFromElements,
  matchRoutes,
  Route,
  type RouteObject,
  useRoutes,
} from 'react-router';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { RedirectIfAuthenticated } from './guards/redirect-if-authenticated';
import { RequireAuth } from './guards/require-auth';
import { AppLayout } from './layout/app-layout';
import { HomeScreen } from './routes/home-screen';
import * as Screen from './screens';

/** Every route of the shop (docs/api/screens.md#routes). */
export function AppRoutes() {
  return useRoutes(routeTable());
}

/**
 * The mark of a route whose page opens with a full-screen hero, under a see-through navbar
 * (docs/api/screens.md#navbar): home, which is also what unknown paths show.
 */
const OPENS_OVER_A_HERO = { navbar: 'over-a-hero' } as const;

/**
 * Whether the page at `pathname` opens with a full-screen hero. Read from the route, not set by the
 * page once drawn, so the prerendered HTML draws the navbar as the page will keep it: hydrating
 * home then changes nothing, where it used to turn the bar see-through and draw the page twice.
 */
export function opensOverAHero(pathname: string): boolean {
  return matchRoutes(routeTable(), pathname)?.at(-1)?.route.handle === OPENS_OVER_A_HERO;
}

let table: RouteObject[] | undefined;

/**
 * The routes as React Router matches them, built once on first use: `<Routes>` would build them
 * again from the elements on every render, and the start-up did it twice.
 */
function routeTable(): RouteObject[] {
  table ??= createRoutesFromElements(ROUTES);
  return table;
}

/**
 * Loads the code of the screens a path shows, so a prerendered page hydrates them in one pass
 * (docs/decisions/055-the-first-paint-is-in-the-html.md). Screens not loaded on first visit are
 * lazy; home and its layout are in the start-up code already.
 */
export async function preloadScreensOf(pathname: string): Promise<void> {
  const matches = matchRoutes(routeTable(), pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const screen = route.element && typeof route.element === 'object' ? route.element : null;
      const type = screen && 'type' in screen ? (screen.type as { preload?: () => unknown }) : null;
      return type?.preload?.();
    }),
  );
}

const ROUTES = (
  <>
    {/* The staff console has its own frame, apart from the shop's, and a spinner while its code
        loads: nothing above it waits for a part still on its way. */}
    <Route
      path="admin/*"
      element={
        <Suspense fallback={<FullScreenSpinner />}>
          <Screen.AdminApp />
        </Suspense>
      }
    />
    <Route element={<AppLayout opensOverAHero={opensOverAHero} />}>
      <Route index element={<HomeScreen />} handle={OPENS_OVER_A_HERO} />
      <Route path="config" element={<Screen.ConfiguratorPage />} />
      <Route path="prebuilts" element={<Screen.PrebuiltsPage />} />
      <Route path="prebuilts/:useCase/:id" element={<Screen.PrebuiltDetailPage />} />
      <Route path="builds/:id" element={<Screen.SharedBuildPage />} />
      <Route path="accessories" element={<Screen.AccessoriesPage />} />
      <Route path="cart" element={<Screen.CartPage />} />
      <Route path="payment">
        <Route path="validate/:merchantTransactionId" element={<Screen.PaymentValidatePage />} />
        <Route path="success/:merchantTransactionId" element={<Screen.PaymentSuccessPage />} />
        <Route path="pending/:merchantTransactionId" element={<Screen.PaymentPendingPage />} />
        <Route path="fail/:merchantTransactionId" element={<Screen.PaymentFailPage />} />
      </Route>

      <Route element={<RedirectIfAuthenticated />}>
        <Route path="login" element={<Screen.LoginPage />} />
        <Route path="register" element={<Screen.RegisterPage />} />
        <Route path="forgotpassword" element={<Screen.ForgotPasswordPage />} />
      </Route>
      <Route path="reset-password" element={<Screen.ResetPasswordPage />} />
      <Route path="unauthorized" element={<Screen.PendingVerificationPage />} />

      <Route element={<RequireAuth />}>
        <Route path="checkout" element={<Screen.CheckoutPage />} />
        {/* The account area: these screens sit beside the account side menu. */}
        <Route element={<Screen.AccountLayout />}>
          <Route path="profile" element={<Screen.ProfilePage />} />
          <Route path="editprofile" element={<Screen.EditProfilePage />} />
          <Route path="orders" element={<Screen.OrdersPage />} />
          <Route path="addresses" element={<Screen.AddressesPage />} />
          <Route path="addaddress" element={<Screen.AddAddressPage />} />
          <Route path="coupons" element={<Screen.CouponsPage />} />
          <Route path="tickets" element={<Screen.TicketsPage />} />
        </Route>
        <Route path="pc-master-game" element={<Screen.PcMasterGamePage />} />
      </Route>

      <Route path="careers" element={<Screen.CareersPage />} />
      <Route path="video-consultation" element={<Screen.VideoConsultationPage />} />
      <Route path="contact-us" element={<Screen.ContactUsPage />} />

      <Route path="terms-and-conditions" element={<Screen.LegalPage document="terms" />} />
      <Route
        path="cancellation-and-refund-policy"
        element={<Screen.LegalPage document="cancellation" />}
      />
      <Route path="returns-policy" element={<Screen.LegalPage document="returns" />} />
      <Route path="shipping-policy" element={<Screen.LegalPage document="shipping" />} />
      <Route path="privacy-policy" element={<Screen.LegalPage document="privacy" />} />

      <Route path="ad" element={<Screen.PromotionsPage />} />
      <Route path="events/:slug" element={<Screen.EventBySlugPage />} />
      <Route path="video-editing-contest" element={<Screen.VideoEditingContestPage />} />
      <Route path="pc-master-contest" element={<Screen.PcMasterContestPage />} />
      <Route path="fifa-tournament" element={<Screen.FifaTournamentPage />} />

      {/* Unknown paths show home, at the address the visitor typed. */}
      <Route path="*" element={<HomeScreen />} handle={OPENS_OVER_A_HERO} />
    </Route>
  </>
);
