/**
 * What the print service prints of the portfolio (security review L5): an account's summary, holdings
 * and model portfolio, the holdings of a client's open accounts, and the costs and charges of a
 * period — read here exactly as the page's own calls answer them, never taken from the browser. The
 * print feature reads them as `fastify.printReaders` (plugins/print-readers.ts). Access is the
 * caller's to check first.
 */
import type { FastifyInstance } from 'fastify';
import type { AccountSummary, CostsAndCharges, HoldingResource, HoldingsResource, ModelPortfolio } from '@portal/api';
import { CASH_INTEREST_RETAINED_KNOWN, addDays, costPeriod, costTaxYears } from '@portal/domain';
import { HttpError } from '../../http-error.ts';
import { costsSections, loadAccountCosts } from './costs.ts';
import { heldAccounts, loadAccountSummary, loadHoldings, loadModelPortfolio } from './repository.ts';
import { portfolioToday } from './service.ts';

/** The period asked for (the costs call's query): a tax year by its start year, a range, or nothing (this tax year). */
export interface CostsPeriodQuery {
  taxYear?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** GET costsAndCharges' answer: the client's open accounts' costs over the period asked (400 for a period that is not valid). */
export async function readClientCosts(app: FastifyInstance, clientId: number, query: CostsPeriodQuery): Promise<CostsAndCharges> {
  const { db, config } = app;
  const held = (await heldAccounts(db, clientId)).filter((a) => a.accountStatus !== 'CLOSED');
  const today = await portfolioToday(db, config.now(), app.caches.demoAsOf);
  const valuationDate = addDays(today, -1);
  const first = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.min('opened_date').as('first'))
    .where('account_id', 'in', held.length === 0 ? [-1] : held.map((a) => a.accountId))
    .executeTakeFirst();
  const firstDate = first?.first ? String(first.first) : valuationDate;
  const asked = costPeriod(query, firstDate, valuationDate);
  if ('error' in asked) throw new HttpError(400, 'BadRequest', 'The costs period is not valid.', [asked.error]);
  // Nothing was held before the first account opened: a range from earlier starts then (and the
  // daily accrual never walks centuries of empty days).
  const period = asked.from < firstDate && firstDate <= asked.to ? { ...asked, from: firstDate } : asked;
  const parts = await loadAccountCosts(db, held, period.from, period.to, valuationDate);
  return {
    today,
    valuationDate,
    period,
    taxYears: costTaxYears(firstDate, valuationDate).map((y) => ({
      startYear: y.startYear,
      label: y.label,
      from: y.startDate,
      to: y.to,
    })),
    cashInterestRetainedKnown: CASH_INTEREST_RETAINED_KNOWN,
    sections: costsSections(parts),
  };
}

export interface AccountPrintReads {
  summary: AccountSummary;
  holdings: HoldingsResource;
  model: ModelPortfolio | null;
}

/** An account's summary, holdings and model portfolio as its `_links` answer them for this viewer (null when there is none). */
export async function readAccountPrint(app: FastifyInstance, accountId: number, viewerClientId: number): Promise<AccountPrintReads | null> {
  const [summary, holdings, model] = await Promise.all([
    loadAccountSummary(app.db, accountId, viewerClientId),
    loadHoldings(app.db, accountId, viewerClientId),
    loadModelPortfolio(app.db, accountId),
  ]);
  return summary && holdings ? { summary, holdings, model } : null;
}

/** The holdings of each account (the Combined summary merges them by fund). */
export function readHoldings(app: FastifyInstance, accountIds: readonly number[], viewerClientId: number): Promise<HoldingResource[][]> {
  return Promise.all(accountIds.map(async (id) => (await loadHoldings(app.db, id, viewerClientId))?.holdings ?? []));
}

/** The print service's readers of the portfolio (plugins/print-readers.ts). */
export const portfolioPrintReaders = { readAccountPrint, readHoldings, readClientCosts };
