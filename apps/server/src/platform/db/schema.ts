import type { ColumnType } from 'kysely';

/** A timestamp the database fills in: optional on insert, read back as a Date. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Which seed data file was applied, by the sha256 of its contents. */
export interface SeedStateTable {
  name: string;
  checksum: string;
  applied_at: CreatedAt;
}

/** A jsonb column: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;
/** Integer paise in a bigint column. */
type PaiseColumn = number;
/** Set by the shop by hand (an item out of stock); seeding never changes it. */
type InStock = ColumnType<boolean, boolean | undefined, boolean>;

/**
 * Everything the shop sells (docs/decisions/090-one-document-per-catalogue-item.md): the domain
 * schema's document of the item without its id and price, which are columns with what staff
 * filter, sort or lock on.
 */
export interface CatalogueItemTable {
  kind: string;
  id: string;
  position: number;
  /** Null only for a pre-built, priced by its parts. */
  price_paise: PaiseColumn | null;
  in_stock: InStock;
  /** Counted stock set by staff; null when only the in_stock flag is kept. */
  stock_qty: ColumnType<number | null, number | null | undefined, number | null>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  revision: ColumnType<number, number | undefined, number>;
  origin: ColumnType<'seed' | 'staff', 'seed' | 'staff' | undefined, 'seed' | 'staff'>;
  document: Json<unknown>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One row; moved by a trigger on every change to catalogue_items. */
export interface CatalogueItemsVersionTable {
  id: ColumnType<boolean, never, never>;
  version: ColumnType<number, never, never>;
}

/** A build shared from /config; the item is the PC build object the server made. */
export interface BuildTable {
  id: string;
  item: Json<unknown>;
  itemshort: string;
  price_paise: PaiseColumn;
  created: CreatedAt;
}

/** A timestamp the shop sets from its clock. */
type Timestamp = ColumnType<Date, Date, Date>;
/** A column the database fills on insert (a generated id). */
type Generated<T> = ColumnType<T, T | undefined, T>;

/**
 * A customer account (docs/decisions/004-the-shops-own-identity.md); `verified` is the phone's, 0
 * or 1.
 */
export interface UserTable {
  id: Generated<string>;
  firstname: string;
  lastname: string;
  email: string;
  number: string | null;
  /** 'YYYY-MM-DD'. */
  dob: string | null;
  gender: string | null;
  gst: string | null;
  verified: ColumnType<number, number | undefined, number>;
  email_verified_at: Date | null;
  /** Null for accounts that only sign in with Google. */
  password_hash: string | null;
  google_sub: string | null;
  contact_clicked: Date | null;
  legal_viewed: Date | null;
  checkout_clicked: Date | null;
  payment_attempted: Date | null;
  /** Null for a customer (docs/decisions/046-staff-sign-in-with-a-second-factor.md). */
  role: ColumnType<StaffRole | null, StaffRole | null | undefined, StaffRole | null>;
  created_at: CreatedAt;
  /**
   * Set when the customer erased the account: the row stays as an anonymous stub for the orders
   * the law keeps (docs/decisions/053-erasure-keeps-what-tax-law-needs.md).
   */
  erased_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type StaffRole = 'staff' | 'admin';

/** A signed-in browser: the sha256 of its `sid` cookie. */
export interface SessionTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

/** A single-use link mailed to a user, by the sha256 of its token. */
export interface EmailTokenTable {
  token_hash: string;
  purpose: 'verify' | 'reset';
  user_id: string;
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: Timestamp;
}

/** A browser waiting on /unauthorized for its email to be verified. */
export interface PendingVerificationTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** A Google sign-in between the redirect and the callback. */
export interface OidcLoginTable {
  handle_hash: string;
  state: string;
  nonce: string;
  code_verifier: string;
  return_to: string;
  expires_at: Timestamp;
}

export interface OtpCodeTable {
  id: Generated<string>;
  user_id: string;
  phone: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  sent_at: Timestamp;
  used_at: Date | null;
}

/** A fixed-window counter shared by every instance. */
export interface RateLimitTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface AddressTable {
  addressid: Generated<string>;
  user_id: string;
  title: string;
  /** "line, city, state, pincode". */
  address: string;
  created: Timestamp;
}

/** A welcome offer, seeded; copied to each user whose phone is verified for the first time. */
export interface WelcomeCouponTable {
  code: string;
  description: string;
  value_paise: PaiseColumn;
  min_purchase_value_paise: PaiseColumn;
  /** A fixed end, or null. */
  validity: Date | null;
  /** Or an end this many days after it is issued. */
  valid_for_days: number | null;
}

export interface CouponTable {
  couponid: Generated<string>;
  user_id: string;
  code: string;
  description: string;
  /** Negative is a deduction. */
  value_paise: PaiseColumn;
  /** Null: valid while the offer lasts. */
  validity: Date | null;
  min_purchase_value_paise: PaiseColumn;
  created: Timestamp;
  spent_at: Date | null;
  /** The staff offer it was issued from, if any. */
  offer_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface WelcomeGrantTable {
  user_id: string;
  phone: string;
  granted_at: Timestamp;
}

export type OutboxChannel = 'email' | 'sms' | 'crm';
export type OutboxStatus = 'pending' | 'sent' | 'failed';

/**
 * A message to a person or another system, kept until delivered
 * (docs/decisions/009-an-outbox-for-email-sms-and-crm.md).
 */
export interface OutboxTable {
  id: ColumnType<number, never, never>;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  payload: Json<unknown> | null;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Date | null;
}

/** A line of a signed-in user's cart; its price and stock are worked out on every read. */
export interface CartItemTable {
  itemid: Generated<string>;
  seq: ColumnType<number, never, never>;
  user_id: string;
  item_type: string;
  item: Json<unknown>;
  item_short: string;
  /** The product's identity: its part selection for a PC, else its itemShort. */
  dedupe_key: string;
  qty: number;
  created: Timestamp;
  checkout_info: Json<unknown> | null;
  checkout_time: Date | null;
}

export type PaymentStatus = 'PENDING' | 'SUCCESS' | 'FAILED';

/** A payment the shop asked for, with what it was for frozen at pay time (docs/api/payments.md). */
export interface PaymentTransactionTable {
  merchant_transaction_id: string;
  user_id: string;
  provider: string;
  /** What was asked: the grand total. */
  amount_paise: PaiseColumn;
  /** What the provider reported paid, once it did. */
  paid_amount_paise: PaiseColumn | null;
  coupon_id: string | null;
  /** When a newer payment of the buyer took the coupon's hold over (the coupon stays named). */
  coupon_released_at: Date | null;
  totals: Json<unknown>;
  address: Json<unknown>;
  cart: Json<unknown>;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  provider_code: string | null;
  provider_transaction_id: string | null;
  review_reason: string | null;
  created_at: Timestamp;
  confirmed_at: Date | null;
  next_check_at: Date | null;
  checks: ColumnType<number, number | undefined, number>;
  last_checked_at: Date | null;
}

/** The built-in sandbox provider's record of a payment and the tester's choice. */
export interface SandboxPaymentTable {
  merchant_transaction_id: string;
  amount_paise: PaiseColumn;
  outcome: 'SUCCESS' | 'FAILURE' | 'PENDING' | null;
  created_at: Timestamp;
  decided_at: Date | null;
}

export type RefundStatus = 'REQUESTED' | 'PENDING' | 'COMPLETED' | 'FAILED';

/** A refund of a confirmed payment (docs/api/payments.md#refunds). */
export interface PaymentRefundTable {
  merchant_refund_id: string;
  merchant_transaction_id: string;
  provider: string;
  amount_paise: PaiseColumn;
  status: ColumnType<RefundStatus, RefundStatus | undefined, RefundStatus>;
  reason: string;
  requested_by: string;
  provider_code: string | null;
  provider_refund_id: string | null;
  refunded_amount_paise: PaiseColumn | null;
  review_reason: string | null;
  created_at: Timestamp;
  settled_at: Date | null;
  next_check_at: Date | null;
  checks: ColumnType<number, number | undefined, number>;
  last_checked_at: Date | null;
}

/** The built-in sandbox provider's record of a refund. */
export interface SandboxRefundTable {
  merchant_refund_id: string;
  merchant_transaction_id: string;
  amount_paise: PaiseColumn;
  created_at: Timestamp;
}

/** The last invoice serial issued in a financial year ("2025-26"). */
export interface InvoiceSerialTable {
  financial_year: string;
  last_serial: number;
}

/** A GST tax invoice of a confirmed payment, frozen when issued (docs/api/invoices.md). */
export interface TaxInvoiceTable {
  invoice_number: string;
  financial_year: string;
  serial: number;
  merchant_transaction_id: string;
  user_id: string;
  issued_at: Timestamp;
  content: Json<unknown>;
}

/** The last credit note serial issued in a financial year. */
export interface CreditNoteSerialTable {
  financial_year: string;
  last_serial: number;
}

/** A GST credit note reversing a cancelled payment's invoice (docs/decisions/102-gst-credit-notes.md). */
export interface CreditNoteTable {
  credit_note_number: string;
  financial_year: string;
  serial: number;
  merchant_transaction_id: string;
  invoice_number: string;
  user_id: string;
  issued_at: Timestamp;
  content: Json<unknown>;
}

/** One paid cart line (docs/api/orders.md#order-record). */
export interface OrderTable {
  orderid: Generated<string>;
  /** Eight random digits of Crockford's base32, unique: shown as OD-XXXX-XXXX (decision 111). */
  order_number: string;
  merchant_transaction_id: string;
  line_no: number;
  user_id: string;
  item_type: string;
  title: string;
  product: Json<unknown>;
  product_short: string;
  qty: number;
  unit_price_paise: PaiseColumn;
  value_paise: PaiseColumn;
  discount: Json<unknown>;
  address: string;
  status: ColumnType<string, string | undefined, string>;
  created: Timestamp;
  updated: Date | null;
  /** The parts the order holds since Parts Reserved, returned once if it is cancelled. */
  reserved_stock: ColumnType<unknown, string | null | undefined, string | null>;
}

/** A support ticket on one of the user's orders (docs/api/tickets.md#ticket-record). */
export interface TicketTable {
  id: Generated<string>;
  user_id: string;
  orderid: string;
  description: string;
  created: Timestamp;
  updated: Date | null;
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type LeadKind = 'callback' | 'consultation' | 'careers';

/** A callback request, video consultation booking or job application (docs/api/leads.md). */
export interface LeadTable {
  id: Generated<string>;
  kind: LeadKind;
  name: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD; null for a job application. */
  preferred_date: string | null;
  message: string;
  user_id: string | null;
  created_at: Timestamp;
  /** The shop's follow-up (docs/api/staff-console.md#leads-and-events). */
  status: ColumnType<FollowUpStatus, FollowUpStatus | undefined, FollowUpStatus>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  status_updated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type FollowUpStatus = 'new' | 'contacted' | 'closed';

/** One visitor registered for one of the shop's events (docs/api/events.md). */
/** An event: the domain's document plus what is looked up by (docs/decisions/097-events-are-data.md). */
export interface EventTable {
  id: Generated<string>;
  slug: string;
  /** YYYY-MM-DD, the document's date, to sort by. */
  event_date: string;
  /** Staff's switch: registration opened or closed by hand. */
  registration: 'open' | 'closed';
  /** The domain's EventDetails, as stored. */
  document: ColumnType<unknown, string, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface EventRegistrationTable {
  id: Generated<string>;
  event_id: string;
  event_name: string;
  /** YYYY-MM-DD. */
  event_date: string;
  event_location: string;
  name: string;
  email: string;
  phone: string;
  description: string | null;
  created_at: Timestamp;
  /** The shop's follow-up (docs/api/staff-console.md#leads-and-events). */
  status: ColumnType<FollowUpStatus, FollowUpStatus | undefined, FollowUpStatus>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  status_updated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One of the shop's own reviews, seeded from data/reviews/reviews.json. */
export interface ReviewTable {
  id: string;
  position: number;
  author_name: string;
  author_url: string;
  profile_photo_url: string;
  rating: number;
  text: string;
  /** YYYY-MM-DD. */
  published_on: string;
}

/** The TOTP secret of a staff account. */
export interface StaffTotpTable {
  user_id: string;
  secret: string;
  enabled_at: Date | null;
  last_time_step: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

export interface StaffRecoveryCodeTable {
  code_hash: string;
  user_id: string;
  used_at: Date | null;
  created_at: Timestamp;
}

/** A staff password checked, the second factor not yet. */
export interface StaffSignInTable {
  token_hash: string;
  user_id: string;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface StaffSessionTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** One staff action (docs/api/staff-console.md#audit-log). */
export interface AuditLogTable {
  id: ColumnType<number, never, never>;
  staff_id: string | null;
  staff_email: string;
  action: string;
  subject: string;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  at: Timestamp;
}

/** A stage an order reached (docs/api/staff-orders.md). */
export interface OrderStageEventTable {
  id: ColumnType<number, never, never>;
  orderid: string;
  stage: string;
  actor: 'staff' | 'customer' | 'shop';
  staff_id: string | null;
  note: string | null;
  details: Json<unknown> | null;
  at: Timestamp;
}

export interface TicketReplyTable {
  id: Generated<string>;
  ticket_id: string;
  author: 'staff' | 'customer';
  staff_id: string | null;
  body: string;
  created: Timestamp;
}

/** A coupon offer made by staff for one customer or all (docs/api/staff-console.md#coupons). */
export interface CouponOfferTable {
  id: Generated<string>;
  code: string;
  description: string;
  value_paise: PaiseColumn;
  min_purchase_value_paise: PaiseColumn;
  validity: Date | null;
  target_user_id: string | null;
  created: Timestamp;
  expired_at: Date | null;
}

/** One change of a customer's marketing consent, with the words it was given on. */
export interface MarketingConsentTable {
  id: Generated<string>;
  user_id: string;
  granted: boolean;
  wording_id: string;
  wording: string;
  source: 'phone-prompt' | 'profile';
  recorded_at: Timestamp;
}

/** A data export or erasure a customer asked for, and when it was done. */
export interface DataRightsRequestTable {
  id: Generated<string>;
  user_id: string;
  kind: 'export' | 'erasure';
  requested_at: Timestamp;
  completed_at: Date | null;
  /** Per table, what was done (counts only). */
  report: Json<unknown> | null;
}

/** An erased customer whom the CRM may still hold, until an admin deletes the contact there. */
export interface CrmCopyToDeleteTable {
  request_id: string;
  /** The CRM's keys for the contact; null once it is deleted there. */
  email: string | null;
  phone: string | null;
  created_at: Timestamp;
  deleted_at: Date | null;
  deleted_by: string | null;
}

/** Every table, as Kysely sees it. Each migration that adds a table adds it here. */
/** One game of PC Master Hunt, with its own clock (docs/api/game.md). */
export interface GameSessionTable {
  id: Generated<string>;
  user_id: string;
  started_at: Timestamp;
  ends_at: Timestamp;
  pause_ends_at: Timestamp | null;
  round: number;
  budget_low_paise: PaiseColumn;
  budget_high_paise: PaiseColumn;
  score: number;
  streak: number;
  highest_streak: number;
  total_builds: number;
  successful_builds: number;
  failed_builds: number;
  score_reached_at: Timestamp;
  /** Its result has been counted into game_best_scores. */
  recorded: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A build judged in a game, one per budget. */
export interface GameBuildTable {
  game_id: string;
  round: number;
  selection: Json<Record<string, string>>;
  price_paise: PaiseColumn;
  within_budget: boolean;
  points: number;
  judged_at: Timestamp;
}

/** A player's best score from finished games, and when they first reached it. */
export interface GameBestScoreTable {
  user_id: string;
  score: number;
  reached_at: Timestamp;
  game_id: string;
}

/** Orders per status, kept by a trigger on orders (docs/decisions/110-a-year-of-a-busy-shop.md). */
export interface OrderStageCountTable {
  status: string;
  count: ColumnType<string, never, never>;
}

/** Counts kept by triggers in each write's transaction (migration 0054): 'new leads', 'open tickets'. */
export interface KeptCountTable {
  name: 'new leads' | 'open tickets';
  count: ColumnType<string, never, never>;
}

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
