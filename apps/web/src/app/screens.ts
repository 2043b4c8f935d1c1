import { lazyScreen } from './lazy-screen';

// Every screen but home loads on first visit; home is the landing page and the catch-all, so it
// ships in the main bundle.
export const ConfiguratorPage = lazyScreen(
  () => import('./routes/configurator-screen'),
  'ConfiguratorScreen',
);
export const PrebuiltsPage = lazyScreen(
  () => import('../features/prebuilts/prebuilts-page'),
  'PrebuiltsPage',
);
export const PrebuiltDetailPage = lazyScreen(
  () => import('./routes/prebuilt-detail-screen'),
  'PrebuiltDetailScreen',
);
export const SharedBuildPage = lazyScreen(
  () => import('./routes/shared-build-screen'),
  'SharedBuildScreen',
);
export const AccessoriesPage = lazyScreen(
  () => import('./routes/accessories-screen'),
  'AccessoriesScreen',
);
export const CartPage = lazyScreen(() => import('../features/cart/cart-page'), 'CartPage');
export const CheckoutPage = lazyScreen(() => import('./routes/checkout-screen'), 'CheckoutScreen');
export const PaymentValidatePage = lazyScreen(
  () => import('../features/payment/payment-validate-page'),
  'PaymentValidatePage',
);
export const PaymentSuccessPage = lazyScreen(
  () => import('./routes/payment-success-screen'),
  'PaymentSuccessScreen',
);
export const PaymentPendingPage = lazyScreen(
  () => import('../features/payment/payment-pending-page'),
  'PaymentPendingPage',
);
export const PaymentFailPage = lazyScreen(
  () => import('../features/payment/payment-fail-page'),
  'PaymentFailPage',
);
export const LoginPage = lazyScreen(() => import('../features/auth/login-page'), 'LoginPage');
export const RegisterPage = lazyScreen(
  () => import('../features/auth/register-page'),
  'RegisterPage',
);
export const ForgotPasswordPage = lazyScreen(
  () => import('../features/auth/forgot-password-page'),
  'ForgotPasswordPage',
);
export const ResetPasswordPage = lazyScreen(
  () => import('../features/auth/reset-password-page'),
  'ResetPasswordPage',
);
export const PendingVerificationPage = lazyScreen(
  () => import('../features/auth/pending-verification-page'),
  'PendingVerificationPage',
);
export const AccountLayout = lazyScreen(
  () => import('../features/account/account-layout'),
  'AccountLayout',
);
export const ProfilePage = lazyScreen(
  () => import('../features/account/profile-page'),
  'ProfilePage',
);
export const EditProfilePage = lazyScreen(
  () => import('../features/account/edit-profile-page'),
  'EditProfilePage',
);
export const OrdersPage = lazyScreen(() => import('./routes/orders-screen'), 'OrdersScreen');
export const AddressesPage = lazyScreen(
  () => import('../features/account/addresses-page'),
  'AddressesPage',
);
export const AddAddressPage = lazyScreen(
  () => import('../features/account/add-address-page'),
  'AddAddressPage',
);
export const CouponsPage = lazyScreen(
  () => import('../features/account/coupons-page'),
  'CouponsPage',
);
export const TicketsPage = lazyScreen(
  () => import('../features/tickets/tickets-page'),
  'TicketsPage',
);
export const PcMasterGamePage = lazyScreen(
  () => import('../features/game/pc-master-game-page'),
  'PcMasterGamePage',
);
export const CareersPage = lazyScreen(
  () => import('../features/leads/careers-page'),
  'CareersPage',
);
export const VideoConsultationPage = lazyScreen(
  () => import('../features/leads/video-consultation-page'),
  'VideoConsultationPage',
);
export const ContactUsPage = lazyScreen(
  () => import('../features/leads/contact-us-page'),
  'ContactUsPage',
);
export const LegalPage = lazyScreen(() => import('../features/legal/legal-page'), 'LegalPage');
export const PromotionsPage = lazyScreen(
  () => import('../features/events/promotions-page'),
  'PromotionsPage',
);
export const EventBySlugPage = lazyScreen(
  () => import('../features/events/event-by-slug-page'),
  'EventBySlugPage',
);
export const VideoEditingContestPage = lazyScreen(
  () => import('../features/events/video-editing-contest-page'),
  'VideoEditingContestPage',
);
export const PcMasterContestPage = lazyScreen(
  () => import('./routes/pc-master-contest-screen'),
  'PcMasterContestScreen',
);
export const FifaTournamentPage = lazyScreen(
  () => import('../features/events/fifa-tournament-page'),
  'FifaTournamentPage',
);

// The staff console: its own chunk, loaded only at /admin/* (docs/api/staff-console.md).
export const AdminApp = lazyScreen(() => import('../admin/admin-app'), 'AdminApp');
