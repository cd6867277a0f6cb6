/**
 * A client's analysis of one account (or Combined) over a date range, read through the instance's
 * analysis cache: what GET analysis answers, and what the print service prints (spec §2.65; the
 * print feature reads it as `fastify.analysisReader`, plugins/analysis-reader.ts, so the printed
 * figures are the server's own — security review L5). Access is the caller's to check first.
 */
import type { FastifyInstance } from 'fastify';
import type { AnalysisResult } from '@portal/api';
import { presentAnalysis } from './present.ts';
import { heldAccounts } from './repository.ts';
import { analysisSelection, loadAnalysis, loadOneOffAdviserCharges, loadReturns, portfolioToday } from './service.ts';

interface Held {
  accountId: number;
  accountNumber: string;
  accountStatus: string;
}

/** The analysis and the returns of some accounts over [from, to], each kept in `caches.analyses` (it depends on stored data only). */
export function analysisCaches(app: FastifyInstance) {
  const { db, config } = app;
  const analysesOf = (accounts: readonly Held[], from: string, to: string) =>
    app.caches.analyses.get(
      accounts.map((a) => a.accountId),
      from,
      to,
      undefined,
      config.now().getTime(),
      () => loadAnalysis(db, accounts, from, to),
    );
  // The returns likewise (issue 32), kept beside the analysis of the same accounts and period.
  const returnsOf = (accounts: readonly Held[], from: string, to: string) =>
    app.caches.analyses.get(
      accounts.map((a) => a.accountId),
      from,
      to,
      'returns',
      config.now().getTime(),
      () =>
        Promise.all([loadReturns(db, accounts, from, to), loadOneOffAdviserCharges(db, accounts, from, to)]).then(([returns, oneOff]) => ({
          returns,
          oneOff,
        })),
    );
  return { analysesOf, returnsOf };
}

/** The analysis of `clientId`'s accounts key and date range (400 for an ambiguous default or unknown range, 404 for an account not held). */
export async function readClientAnalysis(
  app: FastifyInstance,
  clientId: number,
  requested: { accountsKey: string; dateRangeId: string },
): Promise<AnalysisResult> {
  const { analysesOf, returnsOf } = analysisCaches(app);
  const held = await heldAccounts(app.db, clientId);
  const today = await portfolioToday(app.db, app.config.now(), app.caches.demoAsOf);
  const { accountsKey, accounts, rangeKey, startDate, endDate, from } = analysisSelection(held, requested, today);
  const [output, { returns, oneOff }] = await Promise.all([analysesOf(accounts, from, endDate), returnsOf(accounts, from, endDate)]);
  return presentAnalysis(output, returns, oneOff, {
    accountsKey,
    accountNumbers: accounts.map((a) => a.accountNumber),
    dateRangeId: rangeKey,
    startDate,
    endDate,
    today,
  });
}
