/**
 * The typed shape of every table (Kysely's `Database`). Column names are the SQL names (snake_case);
 * the migrations in ./migrations create exactly these. Dates are 'YYYY-MM-DD' strings, timestamps
 * are Date, numerics are numbers (see the type parsers in ./connect.ts).
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Json = unknown;
/** A jsonb column: written as a JSON string, read back as a parsed value. */
type JsonColumn<T = Json> = ColumnType<T, string, string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface FirmsTable {
  firm_id: number;
  name: string;
}

export interface LocationsTable {
  location_id: number;
  firm_id: number;
  name: string;
  theme_name: string | null;
  highlight_colour: string | null;
  logo_svg: string | null;
}

export interface AdvisersTable {
  adviser_id: number;
  adviser_outlet_id: number | null;
  location_id: number;
  forename: string;
  surname: string;
  email_address: string | null;
  phone_number: string | null;
  address_line1: string | null;
  address_line2: string | null;
  address_line3: string | null;
  address_line4: string | null;
  city: string | null;
  postcode: string | null;
}

export interface ClientsTable {
  client_id: number;
  /** NO_ADVISER_ID (100000085) means the client has no adviser. */
  adviser_id: number;
  forename: string;
  surname: string;
  title: string | null;
  gender: string | null;
  marital_status: string | null;
  nationalities: string[];
  employment_status: string | null;
  date_of_birth: string | null;
  country_of_residence: string | null;
  tax_identifier_numbers: JsonColumn<Record<string, string>>;
  fsa_category: string | null;
  home_phone: string | null;
  mobile_phone: string | null;
  business_phone: string | null;
  ad_hoc_fee_auth: Generated<boolean>;
  ad_hoc_fee_auth_updated: Date | null;
}

export interface UsersTable {
  user_id: Generated<number>;
  /** The primary username (an e-mail address); unique case-insensitively. */
  username: string;
  client_id: number | null;
  adviser_id: number | null;
  password_hash: string;
  roles: string[];
  terms_accepted: Generated<boolean>;
  last_login: Date | null;
  failed_login_count: Generated<number>;
  locked_at: Date | null;
  created_at: CreatedAt;
  password_changed_at: Date | null;
  /** When a client last answered 'Not now' to the offer of two-step login (migration 0027). */
  mfa_offer_declined_at: Date | null;
}

/** Every name a user may log in with (lower-cased): the e-mail and, for clients, the client reference. */
export interface UserAliasesTable {
  alias: string;
  user_id: number;
}

export interface SessionsTable {
  /** SHA-256 (base64url) of the cookie's session id: a database leak does not leak live sessions. */
  id_hash: string;
  user_id: number;
  created_at: Date;
  last_seen_at: Date;
  data: JsonColumn<Record<string, unknown>>;
  /** When the user last proved who they are; kept when the id rotates (the 12 h absolute limit counts from it). */
  authenticated_at: Date;
  /** What the owner's list of signed-in devices shows: the browser's User-Agent and the address, at sign-in. */
  user_agent: string | null;
  client_address: string | null;
  /** An opaque id the owner's device list names the session by (migration 0024): never the cookie's hash. */
  public_id: Generated<string>;
}

/** Per-source rate limits (access/rate-limit.ts): the admitted attempts' times in the window. */
export interface RateLimitsTable {
  rate_key: string;
  hits: Date[];
  admitted: boolean;
  updated_at: Date;
}

/** The devices a user signed in from (a hash of the device cookie): their own throttle bucket (review M1). */
export interface KnownDevicesTable {
  user_id: number;
  device_hash: string;
  last_login_at: Date;
}

export interface AccountsTable {
  account_id: number;
  account_number: string;
  wrapper_type: string;
  account_type: string;
  account_status: string;
  alias: string | null;
  opened_date: string;
  closed_date: string | null;
  annual_adviser_fee_percentage: number | null;
  annual_adviser_fee_amount: number | null;
  prlk_short_name: string | null;
  model_portfolio_name: string | null;
  wrapper_details: JsonColumn<Record<string, unknown>>;
  /** Derived from the simulation at seed time: value at valuation_date. */
  total_holdings: number | null;
  cash_balance: number | null;
  valuation_date: string | null;
}

export interface AccountOwnersTable {
  account_id: number;
  client_id: number;
  owner_relationship: string;
  ordinal: number;
}

export interface RegularPaymentsTable {
  regular_payment_id: Generated<number>;
  account_id: number;
  direction: 'CONTRIBUTION' | 'WITHDRAWAL';
  type: string;
  amount: number;
  frequency: string;
  next_contribution_date: string | null;
  bank_sort_code: string | null;
  bank_account_number: string | null;
}

export interface FundsTable {
  fund_id: number;
  isin: string;
  long_name: string;
  short_name: string;
  asset_class: string;
  fund_fact_sheet_available: boolean;
}

export interface FundPricesTable {
  fund_id: number;
  price_date: string;
  price: number;
}

export interface TransactionEventsTable {
  trev_id: number;
  account_id: number;
  trev_ttyp_code: string;
  trev_ttyp_description: string;
  category: string;
  trev_effective_date: string;
  trev_processed_date: string;
  trev_reporting_date: string;
  trev_amount: number;
  trev_reason: string | null;
  trev_reference: string | null;
  trev_transfer_account: string | null;
  trev_commitment_plan_number: string | null;
  trev_mappings: JsonColumn;
  trev_fees: JsonColumn;
  event_status: string;
  pending: boolean;
  model_portfolio_name: string | null;
  payment_details: JsonColumn | null;
  cash_balance: number;
  /** Migration 0023: the kind of a charge event (null for every other event). */
  charge_kind: Generated<ChargeKind | null>;
}

/** Migration 0023: the kinds of charge an event can be. */
export type ChargeKind = 'platform' | 'adviserOngoing' | 'adviserInitial' | 'adviserAdHoc' | 'investmentManagement' | 'dealing';

/** Migration 0023: a fund's OCF and transaction-cost estimate (percent a year) from a date on. */
export interface FundChargesTable {
  fund_id: number;
  effective_date: string;
  ongoing_charge_percent: number;
  transaction_cost_percent: number;
}

/** Migration 0023: an account's platform and ongoing adviser charge (percent a year) from a date on. */
export interface AccountChargesTable {
  account_id: number;
  effective_date: string;
  platform_charge_percent: number;
  adviser_ongoing_percent: number;
}

export interface InvestmentTransactionsTable {
  itrn_id: number;
  trev_id: number;
  account_id: number;
  fund_id: number;
  itrn_ttyp_code: string;
  itrn_ttyp_description: string;
  itrn_effective_date: string;
  itrn_effective_units: number;
  itrn_price_applied: number;
  itrn_effective_amount: number;
  itrn_fees: number;
  order_status: string;
  xord_exp_cash_settlement_date: string | null;
  reversal: boolean;
  dishonour: boolean;
  itrn_mappings: JsonColumn;
}

export interface HoldingsTable {
  account_id: number;
  fund_id: number;
  units: number;
  price: number;
  value: number;
  valuation_date: string;
}

export interface MemoAssetsTable {
  memo_asset_id: number;
  client_id: number;
  description: string;
  plan_number: string | null;
  institution: string | null;
  approximate_value: number | null;
  value_effective_date: string | null;
}

export interface BankAccountsTable {
  bank_account_id: number;
  client_id: number;
  account_name: string;
  account_number: string;
  sort_code: string;
  bank_account_status: string;
}

export interface CorrespondencesTable {
  document_id: number;
  client_id: number;
  account_number: string | null;
  display_name: string;
  category: string;
  document_type_code: string;
  sent_date: Date;
  first_open_date: Date | null;
}

export interface AddressesTable {
  address_id: number;
  client_id: number;
  address_type: string;
  is_primary: boolean;
  address_line1: string | null;
  address_line2: string | null;
  address_line3: string | null;
  address_line4: string | null;
  city: string | null;
  country: string | null;
  postcode: string | null;
}

export interface EmailAddressesTable {
  address_id: number;
  client_id: number;
  email_address: string;
  primary_type: boolean;
}

export interface NewsItemsTable {
  article_id: number;
  title: string;
  published_at: Date;
  content: string;
  links: JsonColumn<{ rel: string; href: string }[]>;
}

export interface RegistrationCodesTable {
  code_id: Generated<number>;
  /** The client; null only on a staff member's RESET code (their first password, issued by `npm run admin`). */
  client_id: number | null;
  /** The username the code is for (lower-cased). */
  username: string;
  purpose: 'REGISTER' | 'RESET';
  /** SHA-256 (base64url) of the code. */
  code_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export interface OutboxTable {
  message_id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
  sent_at: Date | null;
}

export interface AppMetaTable {
  key: string;
  value: JsonColumn;
}

/** One row per account and day on which its value or a running sum changed (migration 0010). */
export interface ValuationSeriesTable {
  account_id: number;
  day: string;
  value_pence: number;
  cash_pence: number;
  money_in: number;
  money_out: number;
  adjustments: number;
  transfers: number;
  events: number;
  c_lump_sums: number;
  c_regular_payments_and_withdrawals: number;
  c_pension_tax_relief: number;
  c_employer_payments: number;
  c_cash_transfers: number;
  c_re_registrations: number;
  c_natural_income: number;
  c_income_and_interest_distributions: number;
  c_rebates: number;
  c_adviser_charges: number;
  c_platform_charges: number;
  c_investment_management_fees: number;
  c_adjustments: number;
  c_inter_account_transfers: number;
  /** Migration 0025: the day's external flow and the running growth index (features/portfolio/growth-index.ts). */
  flow_pence: number;
  growth_log: number;
  growth_breaks: number;
}

export interface CombinedSeriesSetsTable {
  set_id: Generated<number>;
  account_ids: number[];
}

export interface CombinedSeriesTable {
  set_id: number;
  day: string;
  value_pence: number;
  flow_pence: number;
  net_pence: number;
  growth_log: number;
  growth_breaks: number;
}

/** The client's own settings (migration 0010, features/preferences). */
export interface DeliveryOptionsTable {
  option_code: string;
  description: string;
  sort_order: number;
}

export interface DocumentTypesTable {
  document_type_code: string;
  description: string;
  sort_order: number;
  /** What a client who never chose gets (the back office's default). */
  default_option_code: string;
}

/** Which delivery options each document type offers (reference data). */
export interface DocumentTypeDeliveryOptionsTable {
  document_type_code: string;
  option_code: string;
}

export interface ClientDeliveryPreferencesTable {
  client_id: number;
  document_type_code: string;
  option_code: string;
  updated_at: Date;
}

/** Investment-transaction codes with the filter panel's mappings (reference data, migration 0016). */
export interface ItrnTypesTable {
  itrn_ttyp_code: string;
  description: string;
  trx_high_level: string;
  trx_high_level_ordinal: number;
  trx_low_level: string;
  trx_low_level_ordinal: number;
}

/** Event codes: analysis category and how their cash counts in spec §5's flows (migration 0016). */
export interface TransactionTypesTable {
  trev_ttyp_code: string;
  description: string;
  category: string;
  flow: string;
  itrn_ttyp_code: string;
  excluded: boolean;
}

/** A model portfolio an account may follow (accounts.model_portfolio_name), from the import or the demo seed. */
export interface ModelPortfoliosTable {
  name: string;
  short_name: string;
}

export interface ModelPortfolioFundsTable {
  model_portfolio_name: string;
  fund_id: number;
  /** Share of the model (0 < weight ≤ 1). */
  weight: number;
}

/** An imported document's PDF (migration 0017): served as it is. */
export interface DocumentFilesTable {
  document_id: number;
  sha256: string;
  content: Buffer;
}

/** Every `npm run admin` action, with who ran it (migration 0017). */
export interface AdminAuditTable {
  audit_id: Generated<string>;
  ran_at: CreatedAt;
  ran_by: string;
  action: string;
  target: string | null;
  detail: JsonColumn;
}

/** A print job's page state, read once by the print route (features/print/service.ts). */
export interface PrintStatesTable {
  uuid: string;
  /** The PrintPageState as JSON. */
  state: string;
  expires_at: Date;
}

export interface Database {
  app_meta: AppMetaTable;
  firms: FirmsTable;
  locations: LocationsTable;
  advisers: AdvisersTable;
  clients: ClientsTable;
  users: UsersTable;
  user_aliases: UserAliasesTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
  known_devices: KnownDevicesTable;
  accounts: AccountsTable;
  account_owners: AccountOwnersTable;
  regular_payments: RegularPaymentsTable;
  funds: FundsTable;
  fund_prices: FundPricesTable;
  fund_charges: FundChargesTable;
  account_charges: AccountChargesTable;
  transaction_events: TransactionEventsTable;
  investment_transactions: InvestmentTransactionsTable;
  holdings: HoldingsTable;
  memo_assets: MemoAssetsTable;
  bank_accounts: BankAccountsTable;
  correspondences: CorrespondencesTable;
  addresses: AddressesTable;
  email_addresses: EmailAddressesTable;
  news_items: NewsItemsTable;
  registration_codes: RegistrationCodesTable;
  outbox: OutboxTable;
  valuation_series: ValuationSeriesTable;
  combined_series_sets: CombinedSeriesSetsTable;
  combined_series: CombinedSeriesTable;
  delivery_options: DeliveryOptionsTable;
  document_types: DocumentTypesTable;
  document_type_delivery_options: DocumentTypeDeliveryOptionsTable;
  client_delivery_preferences: ClientDeliveryPreferencesTable;
  itrn_types: ItrnTypesTable;
  transaction_types: TransactionTypesTable;
  model_portfolios: ModelPortfoliosTable;
  model_portfolio_funds: ModelPortfolioFundsTable;
  document_files: DocumentFilesTable;
  admin_audit: AdminAuditTable;
  print_states: PrintStatesTable;
}

export type UserRow = Selectable<UsersTable>;
export type ClientRow = Selectable<ClientsTable>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
