import type { Migration } from 'kysely';
import * as seedState from './0001_seed_state';
import * as catalogue from './0002_catalogue';
import * as builds from './0003_builds';
import * as accounts from './0004_accounts';
import * as phoneOtpAndRateLimits from './0005_phone_otp_and_rate_limits';
import * as addressesAndCoupons from './0006_addresses_and_coupons';
import * as outbox from './0007_outbox';
import * as accessories from './0008_accessories';
import * as cartItems from './0009_cart_items';
import * as paymentsOrdersTickets from './0010_payments_orders_tickets';
import * as leadsAndEventRegistrations from './0011_leads_and_event_registrations';
import * as prebuiltsAndReviews from './0012_prebuilts_and_reviews';
import * as gameSessionsAndScores from './0013_game_sessions_and_scores';
import * as paymentCouponRelease from './0014_payment_coupon_release';
import * as paymentRefunds from './0015_payment_refunds';
import * as taxInvoices from './0015_tax_invoices';
import * as staffConsole from './0016_staff_console';
import * as productFactsAndDataRights from './0017_product_facts_and_data_rights';
import * as changeNotifications from './0018_change_notifications';
import * as crmCopiesToDelete from './0019_crm_copies_to_delete';
import * as catalogueItems from './0030_catalogue_items';
import * as events from './0036_events';
import * as creditNotes from './0040_credit_notes';
import * as consoleAtScale from './0050_console_at_scale';
import * as orderNumbers from './0051_order_numbers';
import * as trigramSearch from './0052_trigram_search';
import * as dashboardCounts from './0054_dashboard_counts';

// A static map rather than a folder scan, so the bundled server carries its migrations.
// Names are zero-padded so they sort in the order they must run; never edit one that has landed.
export const migrations: Record<string, Migration> = {
  '0001_seed_state': seedState,
  '0002_catalogue': catalogue,
  '0003_builds': builds,
  '0004_accounts': accounts,
  '0005_phone_otp_and_rate_limits': phoneOtpAndRateLimits,
  '0006_addresses_and_coupons': addressesAndCoupons,
  '0007_outbox': outbox,
  '0008_accessories': accessories,
  '0009_cart_items': cartItems,
  '0010_payments_orders_tickets': paymentsOrdersTickets,
  '0011_leads_and_event_registrations': leadsAndEventRegistrations,
  '0012_prebuilts_and_reviews': prebuiltsAndReviews,
  '0013_game_sessions_and_scores': gameSessionsAndScores,
  '0014_payment_coupon_release': paymentCouponRelease,
  '0015_payment_refunds': paymentRefunds,
  '0015_tax_invoices': taxInvoices,
  '0016_staff_console': staffConsole,
  '0017_product_facts_and_data_rights': productFactsAndDataRights,
  '0018_change_notifications': changeNotifications,
  '0019_crm_copies_to_delete': crmCopiesToDelete,
  '0030_catalogue_items': catalogueItems,
  '0036_events': events,
  '0040_credit_notes': creditNotes,
  '0050_console_at_scale': consoleAtScale,
  '0051_order_numbers': orderNumbers,
  '0052_trigram_search': trigramSearch,
  '0054_dashboard_counts': dashboardCounts,
};
