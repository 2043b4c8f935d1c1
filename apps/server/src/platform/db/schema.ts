// Each area's tables are declared in a schema-*.ts file of their own; here they are put together
// as the Database. Code imports the Database from here and any table's own types from its area file.

import type {
  AddressTable,
  CrmCopyToDeleteTable,
  DataRightsRequestTable,
  EmailTokenTable,
  MarketingConsentTable,
  OidcLoginTable,
  OtpCodeTable,
  PendingVerificationTable,
  SessionTable,
  UserTable,
} from './schema-accounts';
import type {
  BuildTable,
  CatalogueItemsVersionTable,
  CatalogueItemTable,
  ReviewTable,
  SeedStateTable,
} from './schema-catalogue';
import type {
  CouponOfferTable,
  CouponTable,
  WelcomeCouponTable,
  WelcomeGrantTable,
} from './schema-coupons';
import type { EventRegistrationTable, EventTable, LeadTable } from './schema-follow-up';
import type { GameBestScoreTable, GameBuildTable, GameSessionTable } from './schema-game';
import type {
  CreditNoteSerialTable,
  CreditNoteTable,
  InvoiceSerialTable,
  TaxInvoiceTable,
} from './schema-invoices';
import type {
  CartItemTable,
  OrderStageCountTable,
  OrderStageEventTable,
  OrderTable,
  TicketReplyTable,
  TicketTable,
} from './schema-orders';
import type {
  PaymentRefundTable,
  PaymentTransactionTable,
  SandboxPaymentTable,
  SandboxRefundTable,
} from './schema-payments';
import type { KeptCountTable, OutboxTable, RateLimitTable } from './schema-platform';
import type {
  AuditLogTable,
  StaffRecoveryCodeTable,
  StaffSessionTable,
  StaffSignInTable,
  StaffTotpTable,
} from './schema-staff';

/** Every table, as Kysely sees it. Each migration that adds a table adds it here. */
export interface Database {
  seed_state: SeedStateTable;
  catalogue_items: CatalogueItemTable;
  catalogue_items_version: CatalogueItemsVersionTable;
  builds: BuildTable;
  users: UserTable;
  sessions: SessionTable;
  email_tokens: EmailTokenTable;
  pending_verifications: PendingVerificationTable;
  oidc_logins: OidcLoginTable;
  otp_codes: OtpCodeTable;
  rate_limits: RateLimitTable;
  addresses: AddressTable;
  welcome_coupons: WelcomeCouponTable;
  coupons: CouponTable;
  welcome_grants: WelcomeGrantTable;
  outbox: OutboxTable;
  leads: LeadTable;
  events: EventTable;
  event_registrations: EventRegistrationTable;
  cart_items: CartItemTable;
  payment_transactions: PaymentTransactionTable;
  sandbox_payments: SandboxPaymentTable;
  payment_refunds: PaymentRefundTable;
  sandbox_refunds: SandboxRefundTable;
  invoice_serials: InvoiceSerialTable;
  tax_invoices: TaxInvoiceTable;
  credit_note_serials: CreditNoteSerialTable;
  credit_notes: CreditNoteTable;
  orders: OrderTable;
  order_stage_counts: OrderStageCountTable;
  kept_counts: KeptCountTable;
  tickets: TicketTable;
  reviews: ReviewTable;
  staff_totp: StaffTotpTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  staff_sign_ins: StaffSignInTable;
  staff_sessions: StaffSessionTable;
  audit_log: AuditLogTable;
  order_stage_events: OrderStageEventTable;
  ticket_replies: TicketReplyTable;
  coupon_offers: CouponOfferTable;
  marketing_consents: MarketingConsentTable;
  data_rights_requests: DataRightsRequestTable;
  crm_copies_to_delete: CrmCopyToDeleteTable;
  game_sessions: GameSessionTable;
  game_builds: GameBuildTable;
  game_best_scores: GameBestScoreTable;
}
