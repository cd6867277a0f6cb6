/**
 * The account resources followed through an account's `_links` (spec §7): account summary, wrapper
 * details, holdings, model portfolio and account relationships. Each is one or two indexed queries
 * on the stored data (values were derived from the simulated history when the data was seeded; lifetime
 * flows come from the valuation series).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { resourceLinks } from '@portal/api';
import type { AccountSummary, HoldingsResource, ModelPortfolio, RegularPayment, WrapperDetails } from '@portal/api';
import { portfolioTexts, roundHalfDown } from '@portal/domain';
import type { Database } from '../../db/schema.ts';
import { toModelFunds, toWrapperDetails } from '../../shared/account-parts.ts';
import { seriesReady } from './series.ts';

const num = (value: number | string | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));
const pounds = (pence: number): number => pence / 100;

export function accountResourceLinks(accountNumber: string) {
  return {
    self: { href: resourceLinks.account(accountNumber) },
    accountDetails: { href: resourceLinks.accountDetails(accountNumber) },
    modelPortfolio: { href: resourceLinks.modelPortfolio(accountNumber) },
    holdings: { href: resourceLinks.holdings(accountNumber) },
    accountRelationships: { href: resourceLinks.accountRelationships(accountNumber) },
    wrapperDetails: { href: resourceLinks.wrapperDetails(accountNumber) },
  };
}

export async function loadAccountSummary(db: Kysely<Database>, accountId: number, viewerClientId: number): Promise<AccountSummary | null> {
  const account = await db
    .selectFrom('accounts')
    .selectAll('accounts')
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('account_owners')
          .innerJoin('clients', 'clients.client_id', 'account_owners.client_id')
          .select(['clients.client_id', 'clients.title', 'clients.forename', 'clients.surname'])
          .whereRef('account_owners.account_id', '=', 'accounts.account_id')
          .orderBy('account_owners.ordinal'),
      ).as('owners'),
      jsonArrayFrom(
        eb
          .selectFrom('regular_payments')
          .selectAll()
          .whereRef('regular_payments.account_id', '=', 'accounts.account_id')
          .orderBy('regular_payment_id'),
      ).as('payments'),
    ])
    .where('accounts.account_id', '=', accountId)
    .executeTakeFirst();
  if (!account) return null;
  // Lifetime flows: the account's latest valuation series row holds them as running sums.
  await seriesReady(db);
  const sums = await db
    .selectFrom('valuation_series')
    .select(['money_in', 'money_out', 'adjustments', 'transfers'])
    .where('account_id', '=', accountId)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  const moneyIn = Number(sums?.money_in ?? 0);
  const moneyOut = Number(sums?.money_out ?? 0);
  const adjustments = Number(sums?.adjustments ?? 0) + Number(sums?.transfers ?? 0);
  const valuePence = Math.round((num(account.total_holdings) ?? 0) * 100);
  // Opened with nothing: lifetime gain/loss = value − money in + money out − adjustments and transfers.
  const gainLoss = valuePence - moneyIn + moneyOut - adjustments;
  const others = account.owners.filter((o) => o.client_id !== viewerClientId);
  const toPayment = (p: (typeof account.payments)[number]): RegularPayment => ({
    type: p.type,
    amount: Number(p.amount),
    frequency: p.frequency,
    nextContributionDate: p.next_contribution_date,
    bankSortCode: p.bank_sort_code,
    bankAccountNumber: p.bank_account_number,
  });
  return {
    accountNumber: account.account_number,
    wrapperType: account.wrapper_type,
    accountType: account.account_type,
    alias: account.alias,
    accountStatus: account.account_status,
    isJointAccount: account.owners.length > 1,
    jointHolderName:
      account.owners.length > 1 ? others.map((o) => [o.title, o.forename, o.surname].filter(Boolean).join(' ')).join(', ') || null : null,
    effectiveDateRange: { startDate: account.opened_date, valuationDate: account.valuation_date },
    accountValue: pounds(valuePence),
    cashBalance: num(account.cash_balance) ?? 0,
    transactions: [
      { label: portfolioTexts.moneyIn, value: pounds(moneyIn) },
      { label: portfolioTexts.moneyOut, value: pounds(moneyOut) },
      { label: portfolioTexts.adjustmentsAndTransfers, value: pounds(adjustments) },
      { label: portfolioTexts.gainLoss, value: pounds(gainLoss) },
    ],
    annualAdviserFeePercentage: num(account.annual_adviser_fee_percentage),
    annualAdviserFeeAmount: num(account.annual_adviser_fee_amount),
    regularContributions: account.payments.filter((p) => p.direction === 'CONTRIBUTION').map(toPayment),
    regularWithdrawals: account.payments.filter((p) => p.direction === 'WITHDRAWAL').map(toPayment),
    _links: accountResourceLinks(account.account_number),
  };
}

export async function loadWrapperDetails(db: Kysely<Database>, accountId: number): Promise<WrapperDetails | null> {
  const row = await db
    .selectFrom('accounts')
    .select(['account_number', 'account_type', 'wrapper_details'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ? toWrapperDetails(row) : null;
}

export async function loadHoldings(db: Kysely<Database>, accountId: number, viewerClientId: number): Promise<HoldingsResource | null> {
  const [account, rows, portfolio] = await Promise.all([
    db
      .selectFrom('accounts')
      .select(['account_number', 'total_holdings', 'valuation_date'])
      .where('account_id', '=', accountId)
      .executeTakeFirst(),
    db
      .selectFrom('holdings')
      .innerJoin('funds', 'funds.fund_id', 'holdings.fund_id')
      .select([
        'holdings.fund_id',
        'funds.long_name',
        'funds.isin',
        'funds.fund_fact_sheet_available',
        'holdings.units',
        'holdings.price',
        'holdings.value',
        'holdings.valuation_date',
      ])
      .where('holdings.account_id', '=', accountId)
      .execute(),
    db
      .selectFrom('account_owners')
      .innerJoin('accounts', 'accounts.account_id', 'account_owners.account_id')
      .select(sql<number>`coalesce(sum(accounts.total_holdings), 0)`.as('total'))
      .where('account_owners.client_id', '=', viewerClientId)
      .executeTakeFirstOrThrow(),
  ]);
  if (!account) return null;
  const total = rows.reduce((sum, r) => sum + Math.round(Number(r.value) * 100), 0) / 100;
  const portfolioTotal = Number(portfolio.total);
  const pct = (value: number, of: number) => (of > 0 ? roundHalfDown((value / of) * 100, 2) : 0);
  return {
    accountNumber: account.account_number,
    valuationDate: account.valuation_date,
    totalValue: total,
    accountValue: num(account.total_holdings) ?? 0,
    holdings: rows.map((r) => ({
      fundId: r.fund_id,
      asset: r.long_name,
      isin: r.isin,
      units: Number(r.units),
      price: Number(r.price),
      value: Number(r.value),
      percentageOfAccount: pct(Number(r.value), total),
      percentageOfPortfolio: pct(Number(r.value), portfolioTotal),
      fundFactSheetAvailable: r.fund_fact_sheet_available,
    })),
    _links: { self: { href: resourceLinks.holdings(account.account_number) } },
  };
}

/** Null when the account follows no model portfolio (the route answers 404, a benign error). */
export async function loadModelPortfolio(db: Kysely<Database>, accountId: number): Promise<ModelPortfolio | null> {
  const account = await db
    .selectFrom('accounts')
    .select(['account_number', 'model_portfolio_name', 'opened_date'])
    .select((eb) =>
      eb
        .selectFrom('transaction_events')
        .select((t) => t.fn.max('trev_effective_date').as('d'))
        .whereRef('transaction_events.account_id', '=', 'accounts.account_id')
        .where('transaction_events.model_portfolio_name', 'is not', null)
        .as('last_rebalance'),
    )
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  const name = account?.model_portfolio_name;
  if (!account || !name) return null;
  // The model and its weights are reference data (model_portfolios, migration 0016), matched by name.
  const [model, funds] = await Promise.all([
    db.selectFrom('model_portfolios').select('short_name').where('name', '=', name).executeTakeFirst(),
    db
      .selectFrom('model_portfolio_funds')
      .innerJoin('funds', 'funds.fund_id', 'model_portfolio_funds.fund_id')
      .select(['funds.fund_id', 'funds.long_name', 'funds.isin', 'funds.fund_fact_sheet_available', 'model_portfolio_funds.weight'])
      .where('model_portfolio_funds.model_portfolio_name', '=', name)
      .execute(),
  ]);
  return {
    name,
    shortName: model?.short_name ?? name.replace(/\s+/g, '').toUpperCase(),
    effectiveDate: account.opened_date,
    lastUpdatedDate: (account.last_rebalance as string | null) ?? account.opened_date,
    funds: toModelFunds(funds),
    _links: { self: { href: resourceLinks.modelPortfolio(account.account_number) } },
  };
}

/** The accounts a client holds: the access kernel's query (one query for both). */
export { heldAccounts } from '../../access/account-access.ts';
