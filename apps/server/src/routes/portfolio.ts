/**
 * Portfolio calls (spec §7): performance by accounts key, analysis per date range, and the account
 * resources behind each account's `_links`. A client reads only accounts it holds (own or joint,
 * see auth/account-access.ts); dates are 'YYYY-MM-DD'; no simulation runs at request time.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AccountSummary, AnalysisResult, HoldingsResource, ModelPortfolio, PortfolioPerformance, WrapperDetails } from '@portal/api';
import {
  COMBINED_ACCOUNT_KEY,
  DEFAULT_ACCOUNT_KEY,
  DEFAULT_RANGE_KEY,
  addDays,
  analysisPeriod,
  defaultAnalysisRangeId,
  isIsoDate,
  resolveDefaultAccount,
  resolveRangeKey,
} from '@portal/domain';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { canReadClient, effectiveClientId } from '../auth/access.ts';
import { canReadAccount, readableAccounts } from '../auth/account-access.ts';
import { errors } from '../errors.ts';
import { requireSession } from '../plugins/session.ts';
import type { ActiveSession } from '../plugins/session.ts';
import { loadAnalysis, portfolioToday } from '../portfolio/load.ts';
import { presentAnalysis, presentPerformance } from '../portfolio/present.ts';
import { loadAccountSummary, loadHoldings, loadModelPortfolio, loadWrapperDetails } from '../repositories/portfolio.ts';

const key = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'not a valid key');
const accountParams = z.object({ accountNumber: z.string().regex(/^[A-Za-z0-9-]{1,20}$/, 'not an account number') }).strict();
type AccountParams = z.infer<typeof accountParams>;
const performanceParams = z.object({ accountsKey: key }).strict();
const isoDate = z.string().refine(isIsoDate, 'must be a date written YYYY-MM-DD');
const performanceQuery = z
  .object({ dateFrom: isoDate, dateTo: isoDate })
  .strict()
  .refine((q) => q.dateFrom <= q.dateTo, 'dateFrom must not be after dateTo');
const analysisParams = z.object({ clientId: z.string().regex(/^\d{1,10}$/, 'must be a number').transform(Number), accountsKey: key, dateRangeId: key }).strict();
type AnalysisParams = z.infer<typeof analysisParams>;

interface Held {
  accountId: number;
  accountNumber: string;
  accountStatus: string;
}

/** The accounts an accounts key stands for among `held` ('Combined' = all of them), or null. */
function selectAccounts(accountsKey: string, held: readonly Held[]): Held[] | null {
  if (accountsKey === COMBINED_ACCOUNT_KEY) return [...held];
  const one = held.find((a) => a.accountNumber === accountsKey);
  return one ? [one] : null;
}

async function accountOr403(db: Kysely<Database>, session: ActiveSession, accountNumber: string) {
  const account = await canReadAccount(db, session, accountNumber);
  if (!account) throw errors.forbidden();
  return account;
}

export async function portfolioRoutes(app: FastifyInstance, { db, config }: { db: Kysely<Database>; config: AppConfig }): Promise<void> {
  app.get<{ Params: { accountsKey: string }; Querystring: { dateFrom: string; dateTo: string }; Reply: PortfolioPerformance }>(
    '/nui/nbs/portfolioperformance/:accountsKey',
    { schema: { params: performanceParams, querystring: performanceQuery } },
    async (request) => {
      const session = requireSession(request);
      const mine = await readableAccounts(db, session);
      if (!mine) throw errors.forbidden();
      const accounts = selectAccounts(request.params.accountsKey, mine.accounts);
      if (!accounts) throw errors.forbidden();
      const today = await portfolioToday(db, config.now());
      const valuationDate = addDays(today, -1);
      const { dateFrom } = request.query;
      const dateTo = request.query.dateTo < valuationDate ? request.query.dateTo : valuationDate;
      const from = dateFrom <= dateTo ? dateFrom : addDays(dateTo, 1);
      const output = await loadAnalysis(db, accounts, from, dateTo);
      return presentPerformance(output, {
        accountsKey: request.params.accountsKey,
        accountNumbers: accounts.map((a) => a.accountNumber),
        dateFrom,
        dateTo,
        valuationDate,
      });
    },
  );

  app.get<{ Params: AnalysisParams; Reply: AnalysisResult }>(
    '/nui/nbs/clients/:clientId/analysis/:accountsKey/:dateRangeId',
    { schema: { params: analysisParams } },
    async (request) => {
      const session = requireSession(request);
      const { clientId } = request.params;
      if ((await canReadClient(db, session, clientId)) !== 'allowed') throw errors.forbidden();
      const held = (
        await db
          .selectFrom('account_owners')
          .innerJoin('accounts', 'accounts.account_id', 'account_owners.account_id')
          .select(['accounts.account_id', 'accounts.account_number', 'accounts.account_status'])
          .where('account_owners.client_id', '=', clientId)
          .orderBy('accounts.account_status')
          .orderBy('accounts.opened_date')
          .execute()
      ).map((r) => ({ accountId: r.account_id, accountNumber: r.account_number, accountStatus: r.account_status }));
      const accountsKey = resolveDefaultAccount(request.params.accountsKey, held);
      if (accountsKey === DEFAULT_ACCOUNT_KEY) throw errors.badRequest('The default account is ambiguous: choose an account or Combined.');
      const accounts = selectAccounts(accountsKey, held);
      if (!accounts) throw errors.notFound('No such account in this portfolio.');
      const rangeKey = request.params.dateRangeId === DEFAULT_RANGE_KEY ? defaultAnalysisRangeId(held) : request.params.dateRangeId;
      const today = await portfolioToday(db, config.now());
      const range = resolveRangeKey(rangeKey, today);
      if (!range) throw errors.badRequest('Unknown date range.');
      const period = analysisPeriod(range, addDays(today, -1));
      const from = period.startDate <= period.endDate ? period.startDate : addDays(period.endDate, 1);
      const output = await loadAnalysis(db, accounts, from, period.endDate);
      return presentAnalysis(output, {
        accountsKey,
        accountNumbers: accounts.map((a) => a.accountNumber),
        dateRangeId: rangeKey,
        startDate: range.startDate,
        endDate: period.endDate,
        today,
      });
    },
  );

  const viewer = (session: ActiveSession) => effectiveClientId(session) ?? 0;

  app.get<{ Params: AccountParams; Reply: AccountSummary }>('/nui/nbs/accounts/:accountNumber/accountDetails', { schema: { params: accountParams } }, async (request) => {
    const session = requireSession(request);
    const account = await accountOr403(db, session, request.params.accountNumber);
    const summary = await loadAccountSummary(db, account.accountId, viewer(session));
    if (!summary) throw errors.notFound();
    return summary;
  });

  app.get<{ Params: AccountParams; Reply: WrapperDetails }>('/nui/nbs/accounts/:accountNumber/wrapperDetails', { schema: { params: accountParams } }, async (request) => {
    const account = await accountOr403(db, requireSession(request), request.params.accountNumber);
    const details = await loadWrapperDetails(db, account.accountId);
    if (!details) throw errors.notFound();
    return details;
  });

  app.get<{ Params: AccountParams; Reply: HoldingsResource }>('/nui/nbs/accounts/:accountNumber/holdings', { schema: { params: accountParams } }, async (request) => {
    const session = requireSession(request);
    const account = await accountOr403(db, session, request.params.accountNumber);
    const holdings = await loadHoldings(db, account.accountId, viewer(session));
    if (!holdings) throw errors.notFound();
    return holdings;
  });

  app.get<{ Params: AccountParams; Reply: ModelPortfolio }>('/nui/nbs/accounts/:accountNumber/modelPortfolio', { schema: { params: accountParams } }, async (request) => {
    const account = await accountOr403(db, requireSession(request), request.params.accountNumber);
    const model = await loadModelPortfolio(db, account.accountId);
    // Spec §7: a 404 here is a known benign answer (the account follows no model portfolio).
    if (!model) throw errors.notFound('This account has no model portfolio.');
    return model;
  });
}
