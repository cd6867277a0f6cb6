/**
 * The client resource (GET /nui/nbs/clients/{id}): ONE statement of indexed sub-selects (each
 * json-aggregated), so the call costs a single round trip; no simulation at request time — account
 * values were derived from the simulated history when the data was seeded. The route serves it from
 * a short-lived cache (cache/client-resource-cache.ts): code that changes data in it must invalidate.
 * Its first page of documents is built like the documents list's (shared/correspondence.ts).
 */
import type { Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { NO_ADVISER_ID, href, resourceLinks, routes } from '@portal/api';
import type { Account, ClientResource, RegularPayment } from '@portal/api';
import type { Database } from '../../db/schema.ts';
import type { ClientResourceBase } from '../../plugins/caches/client-resource-cache.ts';
import { pageLinks, toCorrespondence } from '../../shared/correspondence.ts';
import { toMemoAsset } from '../../shared/memo-asset.ts';
import { toModelFunds, toWrapperDetails } from '../../shared/account-parts.ts';

function accountLinks(n: string) {
  return {
    self: { href: resourceLinks.account(n) },
    accountDetails: { href: resourceLinks.accountDetails(n) },
    modelPortfolio: { href: resourceLinks.modelPortfolio(n) },
    holdings: { href: resourceLinks.holdings(n) },
    accountRelationships: { href: resourceLinks.accountRelationships(n) },
    wrapperDetails: { href: resourceLinks.wrapperDetails(n) },
  };
}

export function selectClientResource(db: Kysely<Database>, clientId: number, pageSize: number) {
  return db
    .selectFrom('clients')
    .selectAll('clients')
    .select((eb) => [
      jsonObjectFrom(
        eb
          .selectFrom('advisers')
          .select([
            'adviser_id',
            'adviser_outlet_id',
            'forename',
            'surname',
            'email_address',
            'phone_number',
            'address_line1',
            'address_line2',
            'address_line3',
            'address_line4',
            'city',
            'postcode',
            'location_id',
          ])
          .whereRef('advisers.adviser_id', '=', 'clients.adviser_id'),
      ).as('adviser'),
      jsonArrayFrom(
        eb
          .selectFrom('account_owners as mine')
          .innerJoin('accounts', 'accounts.account_id', 'mine.account_id')
          .selectAll('accounts')
          .select((inner) => [
            jsonArrayFrom(
              inner
                .selectFrom('account_owners')
                .innerJoin('clients as owner', 'owner.client_id', 'account_owners.client_id')
                .select(['owner.client_id', 'owner.forename', 'owner.surname', 'account_owners.owner_relationship'])
                .whereRef('account_owners.account_id', '=', 'accounts.account_id')
                .orderBy('account_owners.ordinal'),
            ).as('owners'),
            jsonArrayFrom(
              inner
                .selectFrom('regular_payments')
                .selectAll('regular_payments')
                .whereRef('regular_payments.account_id', '=', 'accounts.account_id')
                .orderBy('regular_payments.regular_payment_id'),
            ).as('payments'),
            // Its model portfolio's funds (reference data, matched by name: migration 0016).
            jsonArrayFrom(
              inner
                .selectFrom('model_portfolio_funds')
                .innerJoin('funds', 'funds.fund_id', 'model_portfolio_funds.fund_id')
                .select([
                  'funds.fund_id',
                  'funds.long_name',
                  'funds.isin',
                  'funds.fund_fact_sheet_available',
                  'model_portfolio_funds.weight',
                ])
                .whereRef('model_portfolio_funds.model_portfolio_name', '=', 'accounts.model_portfolio_name'),
            ).as('model_funds'),
          ])
          .whereRef('mine.client_id', '=', 'clients.client_id')
          .orderBy('accounts.account_status')
          .orderBy('accounts.opened_date'),
      ).as('accounts'),
      jsonArrayFrom(
        eb.selectFrom('memo_assets').selectAll().whereRef('memo_assets.client_id', '=', 'clients.client_id').orderBy('memo_asset_id'),
      ).as('memo_assets'),
      jsonArrayFrom(
        eb.selectFrom('bank_accounts').selectAll().whereRef('bank_accounts.client_id', '=', 'clients.client_id').orderBy('bank_account_id'),
      ).as('bank_accounts'),
      jsonArrayFrom(
        eb
          .selectFrom('addresses')
          .selectAll()
          .whereRef('addresses.client_id', '=', 'clients.client_id')
          .orderBy('is_primary', 'desc')
          .orderBy('address_id'),
      ).as('addresses'),
      jsonArrayFrom(
        eb
          .selectFrom('email_addresses')
          .selectAll()
          .whereRef('email_addresses.client_id', '=', 'clients.client_id')
          .orderBy('primary_type', 'desc')
          .orderBy('address_id'),
      ).as('email_addresses'),
      jsonArrayFrom(
        eb
          .selectFrom('correspondences')
          .select(['document_id', 'display_name', 'category', 'sent_date', 'first_open_date', 'account_number'])
          .whereRef('correspondences.client_id', '=', 'clients.client_id')
          .orderBy('sent_date', 'desc')
          .orderBy('document_id', 'desc')
          .limit(pageSize),
      ).as('documents'),
      eb
        .selectFrom('correspondences')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('correspondences.client_id', '=', 'clients.client_id')
        .as('documents_total'),
      eb
        .exists(
          eb
            .selectFrom('correspondences')
            .select('document_id')
            .whereRef('correspondences.client_id', '=', 'clients.client_id')
            .where('first_open_date', 'is', null),
        )
        .as('documents_unread'),
      jsonArrayFrom(
        eb
          .selectFrom('correspondences')
          .select('category')
          .distinct()
          .whereRef('correspondences.client_id', '=', 'clients.client_id')
          .orderBy('category'),
      ).as('documents_categories'),
      eb
        .selectFrom('correspondences')
        .select((c) => c.fn.max('sent_date').as('m'))
        .whereRef('correspondences.client_id', '=', 'clients.client_id')
        .as('documents_newest'),
      // News is the same for everyone; its newest date decides the viewer's newsSinceLastLogin.
      eb
        .selectFrom('news_items')
        .select((n) => n.fn.max('published_at').as('m'))
        .as('news_newest'),
    ])
    .where('clients.client_id', '=', clientId);
}

/** Whether the newest news item is later than the viewer's previous login (null/undefined: first login or not a client: false). */
export function newsSince(newestNews: Date | null, since: Date | null | undefined): boolean {
  return since !== undefined && since !== null && newestNews !== null && newestNews > since;
}

/**
 * Whether the viewer has documents new since its previous login.
 * `since` is the viewer's previous login (null: first login, every document is new; undefined: not a client viewer).
 */
export function newCorrespondencesSince(newestDocument: Date | null, since: Date | null | undefined): boolean {
  return since === undefined ? false : newestDocument !== null && (since === null || newestDocument > since);
}

/** The whole client resource, or null when the client does not exist. */
export async function loadClientResource(
  db: Kysely<Database>,
  clientId: number,
  options: { pageSize: number; since: Date | null | undefined },
): Promise<ClientResource | null> {
  const loaded = await loadClientResourceBase(db, clientId, options.pageSize);
  if (!loaded) return null;
  return {
    ...loaded.resource,
    newCorrespondencesSinceLastLogin: newCorrespondencesSince(loaded.newestDocument, options.since),
    newsSinceLastLogin: newsSince(loaded.newestNews, options.since),
  };
}

/**
 * The client resource without its one viewer-dependent field, and the newest document's sent date
 * that decides it (so the rest can be cached and shared by every viewer: cache/client-resource-cache.ts).
 */
export async function loadClientResourceBase(
  db: Kysely<Database>,
  clientId: number,
  size: number,
): Promise<{ resource: ClientResourceBase; newestDocument: Date | null; newestNews: Date | null } | null> {
  const row = await selectClientResource(db, clientId, size).executeTakeFirst();
  if (!row) return null;
  const adviser = row.adviser_id !== NO_ADVISER_ID ? row.adviser : null;
  const total = Number(row.documents_total ?? 0);
  const newest = row.documents_newest === null || row.documents_newest === undefined ? null : new Date(row.documents_newest);
  const newestNews = row.news_newest === null || row.news_newest === undefined ? null : new Date(row.news_newest);

  const accounts = row.accounts.map((a): Account => {
    const toPayment = (p: (typeof a.payments)[number]): RegularPayment => ({
      type: p.type,
      amount: Number(p.amount),
      frequency: p.frequency,
      nextContributionDate: p.next_contribution_date,
      bankSortCode: p.bank_sort_code,
      bankAccountNumber: p.bank_account_number,
    });
    const num = (v: number | string | null) => (v === null ? null : Number(v));
    return {
      accountId: a.account_id,
      accountNumber: a.account_number,
      wrapperType: a.wrapper_type,
      accountType: a.account_type,
      accountStatus: a.account_status,
      alias: a.alias,
      numberOfOwners: a.owners.length,
      jointClients:
        a.owners.length > 1
          ? a.owners.map((o) => ({
              clientId: o.client_id,
              forename: o.forename,
              surname: o.surname,
              ownerRelationships: [{ code: o.owner_relationship }],
            }))
          : [],
      totalHoldings: num(a.total_holdings),
      annualAdviserFeePercentage: num(a.annual_adviser_fee_percentage),
      annualAdviserFeeAmount: num(a.annual_adviser_fee_amount),
      prlkShortName: a.prlk_short_name,
      openedDate: a.opened_date,
      closedDate: a.closed_date,
      details: {
        regularContributions: a.payments.filter((p) => p.direction === 'CONTRIBUTION').map(toPayment),
        regularWithdrawals: a.payments.filter((p) => p.direction === 'WITHDRAWAL').map(toPayment),
      },
      portfolio: a.model_portfolio_name ? { name: a.model_portfolio_name, funds: toModelFunds(a.model_funds) } : null,
      wrapperDetails: toWrapperDetails(a),
      _links: accountLinks(a.account_number),
    };
  });

  const resource: ClientResourceBase = {
    clientId: row.client_id,
    forename: row.forename,
    surname: row.surname,
    title: row.title,
    gender: row.gender,
    maritalStatus: row.marital_status,
    nationalities: row.nationalities,
    employmentStatus: row.employment_status,
    dateOfBirth: row.date_of_birth,
    countryOfResidence: row.country_of_residence,
    taxIdentifierNumbers: row.tax_identifier_numbers,
    fsaCategory: row.fsa_category,
    homePhone: row.home_phone,
    mobilePhone: row.mobile_phone,
    businessPhone: row.business_phone,
    _links: {
      self: { href: resourceLinks.client(clientId) },
      correspondences: { href: resourceLinks.correspondences(clientId, 0, size) },
      locations: { href: href(routes.rootLocation, {}) },
    },
    adviser: adviser
      ? {
          adviserId: adviser.adviser_id,
          adviserOutletId: adviser.adviser_outlet_id,
          forename: adviser.forename,
          surname: adviser.surname,
          emailAddress: adviser.email_address,
          phoneNumber: adviser.phone_number,
          addressLine1: adviser.address_line1,
          addressLine2: adviser.address_line2,
          addressLine3: adviser.address_line3,
          addressLine4: adviser.address_line4,
          city: adviser.city,
          postcode: adviser.postcode,
          location: { locationId: adviser.location_id },
        }
      : null,
    adviserId: row.adviser_id,
    accounts,
    memoAssets: row.memo_assets.map(toMemoAsset),
    bankAccounts: row.bank_accounts.map((b) => ({
      bankAccountId: b.bank_account_id,
      clientId: b.client_id,
      accountName: b.account_name,
      accountNumber: b.account_number,
      sortCode: b.sort_code,
      bankAccountStatus: b.bank_account_status,
    })),
    correspondences: {
      _embedded: { correspondenceResourceList: row.documents.map(toCorrespondence) },
      _links: pageLinks(clientId, 0, size, total),
      page: { size, totalElements: total, totalPages: Math.ceil(total / size), number: 0 },
      unreadDocumentsPresent: Boolean(row.documents_unread),
      categories: row.documents_categories.map((c) => c.category),
    },
    addresses: row.addresses.map((a) => ({
      addressId: a.address_id,
      addressType: a.address_type,
      primary: a.is_primary,
      addressLine1: a.address_line1,
      addressLine2: a.address_line2,
      addressLine3: a.address_line3,
      addressLine4: a.address_line4,
      city: a.city,
      country: a.country,
      postcode: a.postcode,
    })),
    emailAddresses: row.email_addresses.map((e) => ({
      addressId: e.address_id,
      emailAddress: e.email_address,
      primaryType: e.primary_type,
    })),
  };
  return { resource, newestDocument: newest, newestNews };
}
