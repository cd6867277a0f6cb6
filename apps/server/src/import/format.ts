/**
 * The import format (issue 28, docs/import.md): one file per entity, `<entity>.csv` (a header row,
 * RFC 4180 quoting) or `<entity>.jsonl` (one JSON object per line, the same field names). Every column
 * has a type, units where it has any, and the spec field it feeds; docs/import.md is generated from
 * this list (`npm run import -- --describe`), so the two cannot drift.
 */
import { CHARGE_KINDS } from '../db/migrations/0023-costs-and-charges.ts';

import { z } from 'zod';

export type ColumnType = 'integer' | 'text' | 'date' | 'timestamp' | 'decimal' | 'boolean' | 'json' | 'list' | 'colour' | 'svg' | 'file';

export interface Column {
  name: string;
  type: ColumnType;
  required?: boolean;
  /** Units or allowed values, as the docs print them. */
  units?: string;
  /** What the column feeds (the spec's field or the portal's use). */
  feeds: string;
  /** Allowed values (checked). */
  values?: readonly string[];
  /** `entity.column` this must name (in this folder or already in the database). */
  references?: string;
  /** A json column's shape (checked): a value the portal's answers could not carry is refused at import. */
  shape?: z.ZodType;
}

const money = z.number().finite();
const text = z.string().min(1).max(200);
/** transaction_events.fees: what the back office deducted from the event's cash (spec §3 trevFees). */
const FEES_SHAPE = z.array(z.strictObject({ description: text, amount: money })).max(50);
export type ImportedFees = z.infer<typeof FEES_SHAPE>;
/** news.links: a news item's links (spec §3). */
const LINKS_SHAPE = z.array(z.strictObject({ rel: text, href: z.string().min(1).max(2000) })).max(50);
/** accounts.wrapper_details: the keys wrapperDetails answers (spec §3), each optional; no other key (a typo is refused). */
const WRAPPER_DETAILS_SHAPE = z.strictObject({
  airdAnnualLimit: money.nullish(),
  totalSubscriptionCTY: money.nullish(),
  replaceableWithdrawals: money.nullish(),
  returnedReplaceableWithdrawals: money.nullish(),
  accountIncomeCTY: money.nullish(),
  maxIncomeAmount: money.nullish(),
  drawdownType: text.nullish(),
  taxCode: text.nullish(),
  reviewFrequency: text.nullish(),
  nextReviewDate: z.iso.date().nullish(),
});

export interface Entity {
  /** File stem: `<name>.csv` or `<name>.jsonl`. */
  name: string;
  about: string;
  /** The columns forming the back office's id (upsert key). */
  key: readonly string[];
  columns: readonly Column[];
}

const WRAPPERS = ['ISA', 'JISA', 'GIA', 'SIPP', 'PENSION', 'DRAWDOWN', 'ONSHORE_BOND', 'OFFSHORE_BOND'] as const;

/** In load order: an entity only references entities before it. */
export const ENTITIES: readonly Entity[] = [
  {
    name: 'firms',
    about: 'The firm (or firms) whose clients the portal serves.',
    key: ['firm_id'],
    columns: [
      { name: 'firm_id', type: 'integer', required: true, feeds: 'firm id (back office)' },
      { name: 'name', type: 'text', required: true, feeds: 'firm name (documents, header)' },
    ],
  },
  {
    name: 'locations',
    about: "A firm's offices; clients see the theme of their adviser's location (spec §7 locations).",
    key: ['location_id'],
    columns: [
      { name: 'location_id', type: 'integer', required: true, feeds: 'locationId' },
      { name: 'firm_id', type: 'integer', required: true, feeds: 'the firm', references: 'firms.firm_id' },
      { name: 'name', type: 'text', required: true, feeds: 'location name' },
      { name: 'theme_name', type: 'text', feeds: 'themeName (default: location-<id>)' },
    ],
  },
  {
    name: 'branding',
    about:
      "Location branding (JSON Lines only: `branding.jsonl`), as Storybook's theme preview downloads it. A line without location_id brands every location. The colour must give the theme's text (near-black #1a1a1a or white, whichever is higher) a contrast of at least 4.5:1 (WCAG AA), as the portal's theme rules require; the SVG must be a plain <svg> document without script, event handlers, external references or embedded HTML, at most 100 kB.",
    key: ['location_id'],
    columns: [
      {
        name: 'location_id',
        type: 'integer',
        feeds: 'the location branded (omitted: every location)',
        references: 'locations.location_id',
      },
      { name: 'highlight_colour', type: 'colour', required: true, units: '#rrggbb', feeds: 'highlightColour (firm theme)' },
      { name: 'logo_svg', type: 'svg', units: 'SVG markup', feeds: 'the location logo (spec §7 locations/{id}/logo)' },
    ],
  },
  {
    name: 'advisers',
    about:
      'Financial advisers; an adviser logs in only once given a login (`npm run admin -- user add <e-mail> --adviser <id>`), which e-mails a code to choose a password with on /reset.',
    key: ['adviser_id'],
    columns: [
      { name: 'adviser_id', type: 'integer', required: true, feeds: 'adviserId' },
      {
        name: 'location_id',
        type: 'integer',
        required: true,
        feeds: "the adviser's location (theme)",
        references: 'locations.location_id',
      },
      { name: 'forename', type: 'text', required: true, feeds: 'adviser forename (client home, impersonation banner)' },
      { name: 'surname', type: 'text', required: true, feeds: 'adviser surname' },
      { name: 'email_address', type: 'text', feeds: 'adviser e-mail (contact card)' },
      { name: 'phone_number', type: 'text', feeds: 'adviser phone (contact card)' },
      { name: 'address_line1', type: 'text', feeds: 'adviser address' },
      { name: 'city', type: 'text', feeds: 'adviser address' },
      { name: 'postcode', type: 'text', feeds: 'adviser address' },
    ],
  },
  {
    name: 'clients',
    about: 'Account holders. The client id is also the client reference a client logs in and registers with.',
    key: ['client_id'],
    columns: [
      { name: 'client_id', type: 'integer', required: true, feeds: 'clientId and the client reference (login alias)' },
      { name: 'adviser_id', type: 'integer', feeds: 'the adviser (blank: no adviser)', references: 'advisers.adviser_id' },
      { name: 'title', type: 'text', feeds: 'title (personal details)' },
      { name: 'forename', type: 'text', required: true, feeds: 'forename' },
      { name: 'surname', type: 'text', required: true, feeds: 'surname' },
      { name: 'gender', type: 'text', feeds: 'gender' },
      { name: 'marital_status', type: 'text', feeds: 'maritalStatus' },
      { name: 'nationalities', type: 'list', units: 'ISO 3166 codes separated by ;', feeds: 'nationalities' },
      { name: 'employment_status', type: 'text', feeds: 'employmentStatus' },
      { name: 'date_of_birth', type: 'date', units: 'YYYY-MM-DD', feeds: 'dateOfBirth' },
      { name: 'country_of_residence', type: 'text', feeds: 'countryOfResidence' },
      { name: 'national_insurance_number', type: 'text', feeds: 'taxIdentifierNumbers.GB' },
      { name: 'fsa_category', type: 'text', feeds: 'fsaCategory' },
      { name: 'home_phone', type: 'text', feeds: 'homePhone' },
      { name: 'mobile_phone', type: 'text', feeds: 'mobilePhone' },
      { name: 'business_phone', type: 'text', feeds: 'businessPhone' },
    ],
  },
  {
    name: 'addresses',
    about: "A client's postal addresses (personal details).",
    key: ['address_id'],
    columns: [
      { name: 'address_id', type: 'integer', required: true, feeds: 'address id' },
      { name: 'client_id', type: 'integer', required: true, feeds: 'the client', references: 'clients.client_id' },
      { name: 'address_type', type: 'text', required: true, units: 'e.g. HOME, CORRESPONDENCE', feeds: 'addressType' },
      { name: 'is_primary', type: 'boolean', required: true, units: 'true/false', feeds: 'isPrimary' },
      { name: 'address_line1', type: 'text', feeds: 'addressLine1' },
      { name: 'address_line2', type: 'text', feeds: 'addressLine2' },
      { name: 'address_line3', type: 'text', feeds: 'addressLine3' },
      { name: 'city', type: 'text', feeds: 'city' },
      { name: 'country', type: 'text', feeds: 'country' },
      { name: 'postcode', type: 'text', feeds: 'postcode' },
    ],
  },
  {
    name: 'email_addresses',
    about: "A client's e-mail addresses; the primary one receives the invitation and the reset codes.",
    key: ['address_id'],
    columns: [
      { name: 'address_id', type: 'integer', required: true, feeds: 'e-mail address id' },
      { name: 'client_id', type: 'integer', required: true, feeds: 'the client', references: 'clients.client_id' },
      { name: 'email_address', type: 'text', required: true, feeds: 'emailAddress (and the login username)' },
      { name: 'is_primary', type: 'boolean', required: true, units: 'true/false', feeds: 'primaryType' },
    ],
  },
  {
    name: 'bank_accounts',
    about: "A client's nominated bank accounts.",
    key: ['bank_account_id'],
    columns: [
      { name: 'bank_account_id', type: 'integer', required: true, feeds: 'bank account id' },
      { name: 'client_id', type: 'integer', required: true, feeds: 'the client', references: 'clients.client_id' },
      { name: 'account_name', type: 'text', required: true, feeds: 'accountName' },
      { name: 'account_number', type: 'text', required: true, units: '8 digits', feeds: 'accountNumber' },
      { name: 'sort_code', type: 'text', required: true, units: '6 digits', feeds: 'sortCode' },
      { name: 'status', type: 'text', units: 'default Active', feeds: 'bankAccountStatus' },
    ],
  },
  {
    name: 'funds',
    about: 'Funds (the cash fund has asset_class Cash); their fact-sheet flag decides the fact-sheet link.',
    key: ['fund_id'],
    columns: [
      { name: 'fund_id', type: 'integer', required: true, feeds: 'fundId' },
      { name: 'isin', type: 'text', required: true, units: '12 characters', feeds: 'isin' },
      { name: 'long_name', type: 'text', required: true, feeds: 'asset / fundName' },
      { name: 'short_name', type: 'text', required: true, feeds: 'short name' },
      { name: 'asset_class', type: 'text', required: true, units: 'Cash for the cash fund', feeds: 'asset class' },
      { name: 'fact_sheet_available', type: 'boolean', required: true, units: 'true/false', feeds: 'fundFactSheetAvailable' },
    ],
  },
  {
    name: 'fund_prices',
    about: 'Fund prices, one row per fund and trading day (or month end).',
    key: ['fund_id', 'price_date'],
    columns: [
      { name: 'fund_id', type: 'integer', required: true, feeds: 'the fund', references: 'funds.fund_id' },
      { name: 'price_date', type: 'date', required: true, units: 'YYYY-MM-DD', feeds: 'valuation dates' },
      { name: 'price', type: 'decimal', required: true, units: 'GBP per unit', feeds: 'price (holdings, valuations)' },
    ],
  },
  {
    name: 'fund_charges',
    about:
      "A fund's ongoing charges figure (OCF) and transaction-cost estimate from an effective date on (issue 32): the row in force on a day is the latest on or before it; a change is a new row, the old ones stay.",
    key: ['fund_id', 'effective_date'],
    columns: [
      { name: 'fund_id', type: 'integer', required: true, feeds: 'the fund', references: 'funds.fund_id' },
      { name: 'effective_date', type: 'date', required: true, units: 'YYYY-MM-DD', feeds: 'from when the figures apply' },
      {
        name: 'ongoing_charge_percent',
        type: 'decimal',
        required: true,
        units: 'percent a year, 0 ≤ x < 100 (0.45 = 0.45 %)',
        feeds: 'fund costs taken in the price (costs and charges)',
      },
      {
        name: 'transaction_cost_percent',
        type: 'decimal',
        required: true,
        units: 'percent a year, −100 < x < 100 (PRIIPs estimates may be negative)',
        feeds: 'transaction costs (costs and charges)',
      },
    ],
  },
  {
    name: 'model_portfolios',
    about: 'Model portfolios accounts may follow.',
    key: ['name'],
    columns: [
      { name: 'name', type: 'text', required: true, feeds: 'modelPortfolio.name (accounts name it)' },
      { name: 'short_name', type: 'text', required: true, feeds: 'modelPortfolio.shortName' },
    ],
  },
  {
    name: 'model_portfolio_funds',
    about: "A model portfolio's funds and weights.",
    key: ['model_portfolio_name', 'fund_id'],
    columns: [
      { name: 'model_portfolio_name', type: 'text', required: true, feeds: 'the model', references: 'model_portfolios.name' },
      { name: 'fund_id', type: 'integer', required: true, feeds: 'the fund', references: 'funds.fund_id' },
      { name: 'weight', type: 'decimal', required: true, units: 'fraction, 0 < w ≤ 1', feeds: 'modelPortfolio.funds[].percentage (× 100)' },
    ],
  },
  {
    name: 'accounts',
    about:
      'Accounts (ISA, pension, drawdown, GIA, …). An account present in the database but missing from a later accounts file is closed (status Closed, closed on the import day), never deleted.',
    key: ['account_id'],
    columns: [
      { name: 'account_id', type: 'integer', required: true, feeds: 'account id (back office)' },
      { name: 'account_number', type: 'text', required: true, feeds: 'accountNumber' },
      { name: 'wrapper_type', type: 'text', required: true, values: WRAPPERS, feeds: 'wrapperType' },
      { name: 'account_type', type: 'text', required: true, feeds: 'accountType' },
      { name: 'alias', type: 'text', feeds: "alias (the client's name for it)" },
      { name: 'opened_date', type: 'date', required: true, units: 'YYYY-MM-DD', feeds: 'effectiveDateRange.startDate' },
      { name: 'closed_date', type: 'date', units: 'YYYY-MM-DD', feeds: 'accountStatus Closed when given' },
      { name: 'annual_adviser_fee_percentage', type: 'decimal', units: '% a year', feeds: 'annualAdviserFeePercentage' },
      { name: 'annual_adviser_fee_amount', type: 'decimal', units: 'GBP a year', feeds: 'annualAdviserFeeAmount' },
      { name: 'model_portfolio_name', type: 'text', feeds: 'the model portfolio followed', references: 'model_portfolios.name' },
      {
        name: 'wrapper_details',
        type: 'json',
        units: 'JSON object',
        shape: WRAPPER_DETAILS_SHAPE,
        feeds:
          'wrapperDetails (airdAnnualLimit, totalSubscriptionCTY, maxIncomeAmount, drawdownType, taxCode, reviewFrequency, nextReviewDate, …)',
      },
    ],
  },
  {
    name: 'account_charges',
    about:
      "An account's platform charge and ongoing adviser charge from an effective date on (issue 32): the rates the back office charges; the charge events themselves are transaction_events.",
    key: ['account_id', 'effective_date'],
    columns: [
      { name: 'account_id', type: 'integer', required: true, feeds: 'the account', references: 'accounts.account_id' },
      { name: 'effective_date', type: 'date', required: true, units: 'YYYY-MM-DD', feeds: 'from when the rates apply' },
      {
        name: 'platform_charge_percent',
        type: 'decimal',
        required: true,
        units: 'percent a year, 0 ≤ x < 100',
        feeds: 'platform charge (costs and charges, the next 12 months)',
      },
      {
        name: 'adviser_ongoing_percent',
        type: 'decimal',
        required: true,
        units: 'percent a year, 0 ≤ x < 100',
        feeds: 'ongoing adviser charge (costs and charges)',
      },
    ],
  },
  {
    name: 'account_owners',
    about: 'Who holds each account; two owners make a joint account.',
    key: ['account_id', 'client_id'],
    columns: [
      { name: 'account_id', type: 'integer', required: true, feeds: 'the account', references: 'accounts.account_id' },
      { name: 'client_id', type: 'integer', required: true, feeds: 'an owner', references: 'clients.client_id' },
      { name: 'relationship', type: 'text', units: 'default OWNER', feeds: 'account relationships' },
      { name: 'ordinal', type: 'integer', units: '1 = first holder', feeds: 'owner order (jointHolderName)' },
    ],
  },
  {
    name: 'transaction_events',
    about:
      'Transaction events (money in and out, trades, income, fees). The code must be one of the reference transaction types (migration 0016); its description, analysis category and flow come from there.',
    key: ['trev_id'],
    columns: [
      { name: 'trev_id', type: 'integer', required: true, feeds: 'trevId' },
      { name: 'account_id', type: 'integer', required: true, feeds: 'the account', references: 'accounts.account_id' },
      { name: 'code', type: 'text', required: true, units: 'transaction_types code, e.g. LSCN, RPPM, BUY', feeds: 'trevTtypCode' },
      { name: 'effective_date', type: 'date', required: true, units: 'YYYY-MM-DD', feeds: 'trevEffectiveDate' },
      { name: 'processed_date', type: 'date', units: 'YYYY-MM-DD (default effective_date)', feeds: 'trevProcessedDate' },
      { name: 'amount', type: 'decimal', required: true, units: "GBP, + into the account's cash, − out", feeds: 'trevAmount' },
      { name: 'cash_balance', type: 'decimal', units: 'GBP after the event (default 0)', feeds: 'cashBalance' },
      { name: 'reason', type: 'text', feeds: 'trevReason' },
      { name: 'reference', type: 'text', feeds: 'trevReference' },
      { name: 'transfer_account', type: 'text', feeds: 'trevTransferAccount' },
      { name: 'status', type: 'text', units: 'default Completed', feeds: 'eventStatus' },
      { name: 'pending', type: 'boolean', units: 'default false', feeds: 'pending' },
      { name: 'fees', type: 'json', units: 'JSON array of {description, amount}', feeds: 'trevFees', shape: FEES_SHAPE },
      {
        name: 'charge_kind',
        type: 'text',
        values: CHARGE_KINDS,
        units:
          'blank on a charge event: the kind of its code (PLAT platform, ADVO adviserOngoing, ADVI adviserInitial, IMFE investmentManagement); an ad-hoc adviser charge must say adviserAdHoc; blank on any other event',
        feeds: "the kind of charge (the waterfall's charge steps, costs and charges)",
      },
    ],
  },
  {
    name: 'investment_transactions',
    about: 'The unit movements of an event (buys, sells, switches; the cash fund for cash legs).',
    key: ['itrn_id'],
    columns: [
      { name: 'itrn_id', type: 'integer', required: true, feeds: 'itrnId' },
      { name: 'trev_id', type: 'integer', required: true, feeds: 'the event', references: 'transaction_events.trev_id' },
      { name: 'fund_id', type: 'integer', required: true, feeds: 'the fund', references: 'funds.fund_id' },
      {
        name: 'code',
        type: 'text',
        required: true,
        units: 'itrn_types code, e.g. BUY, SELL',
        feeds: 'itrnTtypCode (and the filter mappings)',
      },
      { name: 'effective_date', type: 'date', required: true, units: 'YYYY-MM-DD', feeds: 'itrnEffectiveDate' },
      { name: 'units', type: 'decimal', required: true, units: 'units, + bought, − sold (6 decimals)', feeds: 'itrnEffectiveUnits' },
      { name: 'price', type: 'decimal', required: true, units: 'GBP per unit', feeds: 'itrnPriceApplied' },
      { name: 'amount', type: 'decimal', required: true, units: 'GBP', feeds: 'itrnEffectiveAmount' },
      { name: 'fees', type: 'decimal', units: 'GBP (default 0)', feeds: 'itrnFees' },
      { name: 'status', type: 'text', units: 'default Completed', feeds: 'orderStatus' },
    ],
  },
  {
    name: 'holdings',
    about:
      "Unit positions at the valuation date (cash as units of the cash fund at price 1). The file replaces the listed accounts' holdings; the account's value, cash balance and valuation date follow from them.",
    key: ['account_id', 'fund_id'],
    columns: [
      { name: 'account_id', type: 'integer', required: true, feeds: 'the account', references: 'accounts.account_id' },
      { name: 'fund_id', type: 'integer', required: true, feeds: 'the fund', references: 'funds.fund_id' },
      { name: 'units', type: 'decimal', required: true, units: 'units', feeds: 'holdings[].units' },
      { name: 'price', type: 'decimal', required: true, units: 'GBP per unit', feeds: 'holdings[].price' },
      { name: 'valuation_date', type: 'date', required: true, units: 'YYYY-MM-DD', feeds: 'valuationDate' },
    ],
  },
  {
    name: 'memo_assets',
    about: "Assets held elsewhere that the client's home lists for information.",
    key: ['memo_asset_id'],
    columns: [
      { name: 'memo_asset_id', type: 'integer', required: true, feeds: 'memo asset id' },
      { name: 'client_id', type: 'integer', required: true, feeds: 'the client', references: 'clients.client_id' },
      { name: 'description', type: 'text', required: true, feeds: 'description' },
      { name: 'plan_number', type: 'text', feeds: 'planNumber' },
      { name: 'institution', type: 'text', feeds: 'institution' },
      { name: 'approximate_value', type: 'decimal', units: 'GBP', feeds: 'approximateValue' },
      { name: 'value_effective_date', type: 'date', units: 'YYYY-MM-DD', feeds: 'valueEffectiveDate' },
    ],
  },
  {
    name: 'documents',
    about: 'Documents (statements, contract notes, tax packs, letters) with their PDF file; a new document is unread.',
    key: ['document_id'],
    columns: [
      { name: 'document_id', type: 'integer', required: true, feeds: 'documentId' },
      { name: 'client_id', type: 'integer', required: true, feeds: 'the client', references: 'clients.client_id' },
      { name: 'account_number', type: 'text', feeds: 'accountNumber (blank: a client-level document)' },
      { name: 'display_name', type: 'text', required: true, feeds: 'displayName' },
      { name: 'category', type: 'text', required: true, units: 'e.g. STATEMENT, CONTRACT_NOTE, TAX, LETTER', feeds: 'category' },
      { name: 'document_type_code', type: 'text', required: true, feeds: 'documentTypeCode' },
      { name: 'sent_date', type: 'timestamp', required: true, units: 'ISO 8601 date-time', feeds: 'sentDate' },
      { name: 'file', type: 'file', required: true, units: 'path of the PDF, relative to the folder', feeds: 'the download' },
    ],
  },
  {
    name: 'news',
    about: 'News items shown on the home page and the news list.',
    key: ['article_id'],
    columns: [
      { name: 'article_id', type: 'integer', required: true, feeds: 'articleId' },
      { name: 'title', type: 'text', required: true, feeds: 'title' },
      { name: 'published_at', type: 'timestamp', required: true, units: 'ISO 8601 date-time', feeds: 'publishedAt' },
      { name: 'content', type: 'text', required: true, units: 'plain text, paragraphs separated by blank lines', feeds: 'content' },
      { name: 'links', type: 'json', units: 'JSON array of {rel, href}', feeds: 'links', shape: LINKS_SHAPE },
    ],
  },
];

export const entityNamed = (name: string): Entity | undefined => ENTITIES.find((e) => e.name === name);

/** The Markdown tables of docs/import.md (`npm run import -- --describe`). */
export function describeFormat(): string {
  const out: string[] = [];
  for (const e of ENTITIES) {
    out.push(
      `### \`${e.name}\`${e.name === 'branding' ? ' (`.jsonl`)' : ''}`,
      '',
      e.about,
      '',
      `Key (upsert by): ${e.key.map((k) => `\`${k}\``).join(', ')}.`,
      '',
    );
    out.push('| column | type | required | units / values | feeds |', '|---|---|---|---|---|');
    for (const c of e.columns) {
      const units = [c.units, c.values?.join(', '), c.references ? `→ ${c.references}` : undefined].filter(Boolean).join('; ');
      out.push(
        `| \`${c.name}\` | ${c.type} | ${c.required ? 'yes' : ''} | ${units.replace(/\|/g, '\\|')} | ${c.feeds.replace(/\|/g, '\\|')} |`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}
