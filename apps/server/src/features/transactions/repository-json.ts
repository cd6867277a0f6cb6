/**
 * The events page and the cash balances as JSON text built by the database in one statement: on
 * PGlite, decoding 250 rows (three jsonb columns each) plus their investment transactions costs
 * more than the query itself, so the page leaves the database as one text value and is spliced
 * into the response unparsed. Field names and shapes are those of @portal/api transactions.ts.
 */
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { TransactionEventsPage, TransactionEventsQuery } from '@portal/api';
import type { Database } from '../../db/schema.ts';
import { eventsPageQuery, excludedCodes, pageLinks } from './repository.ts';

function itrnFilter(excluded: string[]): RawBuilder<unknown> {
  return excluded.length > 0 ? sql`AND i.itrn_ttyp_code NOT IN (${sql.join(excluded)})` : sql``;
}

/** The page as response text, with the total it counted (or was given) and its next link. */
export async function loadTransactionEventsPageText(
  db: Kysely<Database>,
  account: { accountId: number; accountNumber: string },
  q: TransactionEventsQuery,
  countTotal: () => Promise<number>,
): Promise<string> {
  const excluded = excludedCodes(q.excludedTtypeCodes);
  const page = eventsPageQuery(db, account.accountId, q).selectAll('transaction_events');
  const result = await db
    .selectFrom(page.as('e'))
    .select([
      sql<string>`coalesce(json_agg(json_build_object(
        'trevId', e.trev_id, 'trevTtypCode', e.trev_ttyp_code, 'trevTtypDescription', e.trev_ttyp_description,
        'trevEffectiveDate', e.trev_effective_date, 'trevProcessedDate', e.trev_processed_date, 'trevReportingDate', e.trev_reporting_date,
        'trevAmount', e.trev_amount, 'trevReason', e.trev_reason, 'trevReference', e.trev_reference,
        'trevTransferAccount', e.trev_transfer_account, 'trevCommitmentPlanNumber', e.trev_commitment_plan_number,
        'trevMappings', e.trev_mappings, 'trevFees', e.trev_fees, 'eventStatus', e.event_status, 'pending', e.pending,
        'modelPortfolioName', e.model_portfolio_name, 'paymentDetails', e.payment_details,
        'accountTransactions', json_build_array(json_build_object('investmentTransactions', (
          SELECT coalesce(json_agg(json_build_object(
            'itrnId', i.itrn_id, 'itrnTtypCode', i.itrn_ttyp_code, 'itrnTtypDescription', i.itrn_ttyp_description,
            'itrnEffectiveDate', i.itrn_effective_date, 'itrnEffectiveUnits', i.itrn_effective_units,
            'itrnPriceApplied', i.itrn_price_applied, 'itrnEffectiveAmount', i.itrn_effective_amount, 'itrnFees', i.itrn_fees,
            'orderStatus', i.order_status, 'xordExpCashSettlementDate', i.xord_exp_cash_settlement_date,
            'reversal', i.reversal, 'dishonour', i.dishonour,
            'fund', json_build_object('longName', f.long_name, 'isin', f.isin, 'shortName', f.short_name),
            'itrnMappings', i.itrn_mappings
          ) ORDER BY i.itrn_id), '[]'::json)
          FROM investment_transactions i JOIN funds f ON f.fund_id = i.fund_id
          WHERE i.trev_id = e.trev_id ${itrnFilter(excluded)})))
      ) ORDER BY e.trev_effective_date DESC, e.trev_id DESC), '[]'::json)::text`.as('events'),
      sql<number>`count(*)::int`.as('n'),
      // The last event in the page's order: the keyset cursor of the next link.
      sql<
        string | null
      >`(array_agg(e.trev_effective_date::text || '_' || e.trev_id::text ORDER BY e.trev_effective_date, e.trev_id))[1]`.as('last'),
    ])
    .executeTakeFirstOrThrow();
  const total = q.total ?? (await countTotal());
  const body: Omit<TransactionEventsPage, '_embedded'> = {
    _links: pageLinks(account.accountNumber, q, total, result.last),
    page: { size: q.size, totalElements: total, totalPages: Math.ceil(total / q.size), number: q.page },
  };
  return `{"_embedded":{"transactionEventResourceList":${result.events}},${JSON.stringify(body).slice(1)}`;
}

/** GET /cashBalances as response text: every event's running balance, by trevId. */
export async function loadCashBalancesText(db: Kysely<Database>, accountId: number): Promise<string> {
  const row = await db
    .selectFrom('transaction_events')
    .select(
      sql<string>`coalesce(json_agg(json_build_object('trevId', trev_id, 'balance', cash_balance) ORDER BY trev_id), '[]'::json)::text`.as(
        'list',
      ),
    )
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return `{"cashBalances":${row.list}}`;
}
