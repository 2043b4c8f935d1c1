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
/** Set by the shop by hand (a part out of stock); seeding never changes it. */
type InStock = ColumnType<boolean, boolean | undefined, boolean>;

/** Columns every catalogue table has: id, file order, features, warranty years, stock. */
interface CataloguePartColumns {
  id: string;
  position: number;
  features: Json<string[]>;
  warranty: number;
  in_stock: InStock;
}

export interface ProcessorTable extends CataloguePartColumns {
  title: string;
  platform: string;
  gputype: Json<string[]>;
  series: string;
  socket: string;
  maxtdp: number;
  igpu: string | null;
  cooler: string | null;
  price_paise: PaiseColumn;
  benchmark: Json<Record<string, number>>;
  igpu_timespy: number;
}

export interface ChipsetTable extends CataloguePartColumns {
  chipset_name: string;
  chipset_platform: string;
  chipset_ram_type: string;
  chipset_tdp: number;
  chipset_size: string;
  chipset_price_paise: PaiseColumn;
  chipset_ram_slots: number;
  chipset_m2_slots: number;
  chipset_sata_ports: number;
  connectivity: Json<Record<string, number | string>>;
  displayout: Json<string[]>;
}

export interface RamTable extends CataloguePartColumns {
  ram_name: string;
  ram_size: number;
  ram_rgb: string;
  ram_type: string;
  ram_count: number;
  ram_price_paise: PaiseColumn;
}

export interface GpuTable extends CataloguePartColumns {
  gpubrand: string;
  gpumodel: string;
  length: number;
  price_paise: PaiseColumn;
  maxtdp: number;
  benchmarks: Json<Record<string, number>>;
  displayout: Json<string[]>;
}

export interface CoolerTable extends CataloguePartColumns {
  coolername: string;
  coolertype: string;
  coolersize: number;
  maxtdp: number;
  price_paise: PaiseColumn;
}

export interface StorageTable extends CataloguePartColumns {
  storagename: string;
  storagetype: string;
  price_paise: PaiseColumn;
}

export interface PsuTable extends CataloguePartColumns {
  psuname: string;
  tdp: number;
  price_paise: PaiseColumn;
}

export interface CabinetTable extends CataloguePartColumns {
  cabinetbrand: string;
  cabinetmodel: string;
  cabinetchipset: Json<string[]>;
  cabinetvga: number;
  cabinetcooler: Json<Record<string, number>>;
  price_paise: PaiseColumn;
  connectivity: Json<Record<string, number>>;
  expansion: Json<Record<string, number>>;
  colour: string;
}

/** One row; moved by a trigger on every change to a catalogue table. */
export interface CatalogueVersionTable {
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

/** A customer account (D5); `verified` is the phone's, 0 or 1 (SPEC §3). */
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
  created_at: CreatedAt;
}

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
}

export interface WelcomeGrantTable {
  user_id: string;
  phone: string;
  granted_at: Timestamp;
}

export type OutboxChannel = 'email' | 'sms' | 'crm';
export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** A message to a person or another system, kept until delivered (D9). */
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

/** One add-on of SPEC §2, seeded from data/accessories/accessories.json. */
export interface AccessoryTable {
  id: string;
  position: number;
  category: string;
  item_short: string;
  /** The description. */
  item: string;
  price_paise: PaiseColumn;
  warranty: number;
  colour: string;
  in_stock: InStock;
}

/** One row; moved by a trigger on every change to accessories. */
export interface AccessoriesVersionTable {
  id: ColumnType<boolean, never, never>;
  version: ColumnType<number, never, never>;
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

/** A payment the shop asked for, with what it was for frozen at pay time (D8). */
export interface PaymentTransactionTable {
  merchant_transaction_id: string;
  user_id: string;
  provider: string;
  /** What was asked: the grand total. */
  amount_paise: PaiseColumn;
  /** What the provider reported paid, once it did. */
  paid_amount_paise: PaiseColumn | null;
  coupon_id: string | null;
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

/** One paid cart line (SPEC §3 Order). */
export interface OrderTable {
  orderid: Generated<string>;
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
}

/** A support ticket on one of the user's orders (SPEC §3 Ticket). */
export interface TicketTable {
  id: Generated<string>;
  user_id: string;
  orderid: string;
  description: string;
  created: Timestamp;
  updated: Date | null;
}

/** Every table, as Kysely sees it. Each migration that adds a table adds it here. */
export interface Database {
  seed_state: SeedStateTable;
  catalogue_version: CatalogueVersionTable;
  processors: ProcessorTable;
  chipsets: ChipsetTable;
  rams: RamTable;
  gpus: GpuTable;
  coolers: CoolerTable;
  storages: StorageTable;
  psus: PsuTable;
  cabinets: CabinetTable;
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
  accessories: AccessoryTable;
  accessories_version: AccessoriesVersionTable;
  cart_items: CartItemTable;
  payment_transactions: PaymentTransactionTable;
  sandbox_payments: SandboxPaymentTable;
  orders: OrderTable;
  tickets: TicketTable;
}
