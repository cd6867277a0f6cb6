/**
 * Portfolio calls (spec §7): performance by accounts key, analysis per date range, and the account
 * resources behind each account's `_links`. A client reads only accounts it holds (own or joint,
 * see access/account-access.ts); dates are 'YYYY-MM-DD'; no simulation runs at request time.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../http-error.ts';
import type { ActiveSession } from '../../access/session-types.ts';
import { canReadClient, effectiveClientId } from '../../access/access.ts';
import { canReadAccount, readableAccounts } from '../../access/account-access.ts';
import { contract } from '@portal/api';
import { endpoint, sendJsonText } from '../endpoint.ts';
import { readClientCosts } from './print-reader.ts';
import { analysisCaches, readClientAnalysis } from './analysis-reader.ts';
import { presentPerformance } from './present.ts';
import { loadAccountSummary, loadHoldings, loadModelPortfolio, loadWrapperDetails } from './repository.ts';
import { performanceDates, portfolioToday, selectAccounts } from './service.ts';

async function accountOr403(db: Kysely<Database>, session: ActiveSession, accountNumber: string) {
  const account = await canReadAccount(db, session, accountNumber);
  if (!account) throw errors.forbidden();
  return account;
}

export default async function portfolioRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // An analysis depends on stored data only: read once per accounts and period until the data change.
  const { analysesOf } = analysisCaches(app);

  api.route({
    ...endpoint('portfolioPerformance', { viewer: true }),
    handler: async (request) => {
      const session = request.viewer;
      const mine = await readableAccounts(db, session);
      if (!mine) throw errors.forbidden();
      const accounts = selectAccounts(request.params.accountsKey, mine.accounts);
      if (!accounts) throw errors.forbidden();
      const today = await portfolioToday(db, config.now(), app.caches.demoAsOf);
      const { dateFrom } = request.query;
      const { valuationDate, dateTo, from } = performanceDates(today, dateFrom, request.query.dateTo);
      const output = await analysesOf(accounts, from, dateTo);
      return presentPerformance(output, {
        accountsKey: request.params.accountsKey,
        accountNumbers: accounts.map((a) => a.accountNumber),
        dateFrom,
        dateTo,
        valuationDate,
      });
    },
  });

  api.route({
    ...endpoint('analysis', { viewer: true }),
    handler: async (request) => {
      const { clientId } = request.params;
      if ((await canReadClient(db, request.viewer, clientId)) !== 'allowed') throw errors.forbidden();
      return readClientAnalysis(app, clientId, request.params);
    },
  });

  // Issue 32: costs and charges of the client's open accounts over a tax year or a range.
  api.route({
    ...endpoint('costsAndCharges', { viewer: true }),
    handler: async (request) => {
      const { clientId } = request.params;
      if ((await canReadClient(db, request.viewer, clientId)) !== 'allowed') throw errors.forbidden();
      return readClientCosts(app, clientId, request.query);
    },
  });

  const viewer = (session: ActiveSession) => effectiveClientId(session) ?? 0;

  api.route({
    ...endpoint('accountDetails', { viewer: true }),
    handler: async (request, reply) => {
      const session = request.viewer;
      const account = await accountOr403(db, session, request.params.accountNumber);
      const text = await app.caches.accountReads.get(
        'summary',
        account.accountId,
        viewer(session),
        '',
        config.now().getTime(),
        async () => {
          const summary = await loadAccountSummary(db, account.accountId, viewer(session));
          return summary ? JSON.stringify(summary) : null;
        },
      );
      if (text === null) throw errors.notFound();
      return sendJsonText(reply, text, contract.accountDetails.response[200]);
    },
  });

  api.route({
    ...endpoint('wrapperDetails', { viewer: true }),
    handler: async (request) => {
      const account = await accountOr403(db, request.viewer, request.params.accountNumber);
      const details = await loadWrapperDetails(db, account.accountId);
      if (!details) throw errors.notFound();
      return details;
    },
  });

  api.route({
    ...endpoint('holdings', { viewer: true }),
    handler: async (request, reply) => {
      const session = request.viewer;
      const account = await accountOr403(db, session, request.params.accountNumber);
      const text = await app.caches.accountReads.get(
        'holdings',
        account.accountId,
        viewer(session),
        '',
        config.now().getTime(),
        async () => {
          const holdings = await loadHoldings(db, account.accountId, viewer(session));
          return holdings ? JSON.stringify(holdings) : null;
        },
      );
      if (text === null) throw errors.notFound();
      return sendJsonText(reply, text, contract.holdings.response[200]);
    },
  });

  api.route({
    ...endpoint('modelPortfolio', { viewer: true }),
    handler: async (request) => {
      const account = await accountOr403(db, request.viewer, request.params.accountNumber);
      const model = await loadModelPortfolio(db, account.accountId);
      // Spec §7: a 404 here is a known benign answer (the account follows no model portfolio).
      if (!model) throw errors.notFound('This account has no model portfolio.');
      return model;
    },
  });
}
