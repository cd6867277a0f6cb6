/**
 * The print service (spec §7): POST the page state → a PDF of the portal's own print route, rendered
 * by `app.printRenderer`. The requester's session is required and the state must belong to a client
 * (and account) it may read; the server adds the front pages' adviser and report date. The print
 * route reads the state once by uuid (GET, public: the print browser carries no session).
 *
 * Where the print browser goes is never taken from the request (security review H1): the server's
 * own print service (in process or its child) loads the portal from this instance's own listener
 * on loopback; a separate print service (PRINT_SERVICE_URL) loads the configured PORTAL_PUBLIC_URL.
 * The caller's `printHost` is only compared with the portal's address, never connected to.
 *
 * Admission comes before the body (review M5): the session and a free place in this instance's
 * print queue are checked in `preParsing`, so a refused print never has its body read or inflated.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { londonToday } from '../../config.ts';
import { HttpError, errors } from '../../http-error.ts';
import { ownOrigin } from '../../plugins/origin.ts';
import { PrintBusyError, PrintTimeoutError } from '../../plugins/print/pool.ts';
import { canReadClient, effectiveClientId } from '../../access/access.ts';
import { requireTransactionsRole } from '../../access/transactions-role.ts';
import { endpoint } from '../endpoint.ts';
import { COMBINED_ACCOUNT_KEY, accountLabel, isClosedAccount, portfolioTexts } from '@portal/domain';
import { isPrintRoutePage, type PrintPage, type PrintPageInput } from '@portal/api';
import {
  accountPrintAdviser,
  accountWrapperType,
  clientPrintAdviser,
  ownedAccountId,
  printAccounts,
  printClientName,
} from './repository.ts';
import { PageStateStore, decodePageState } from './service.ts';

/** The portal's own path that renders a page state (apps/portal shared/paths.ts `print`). */
export const PRINT_PAGE_PATH = '/print';
/** Page states can be large (a long transaction history: the contract allows 3 MB of base64); the app's default body limit is 64 KiB. */
const PRINT_BODY_LIMIT = 3 * 1024 * 1024 + 1024;

/** The address of this server's own listener as seen from this machine: loopback when it listens on every address. */
export function loopbackOrigin(address: ReturnType<FastifyInstance['server']['address']>): string | null {
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0' || address.address === '::' || address.address.startsWith('127.')
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

export default async function printRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const store = new PageStateStore(db, config.print.stateTtlSeconds, config.now);
  const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : null;

  /** Where the print browser loads the portal: this instance on loopback, or the public address for a separate service. */
  const renderOrigin = (): string | null => (config.print.serviceUrl ? publicOrigin : loopbackOrigin(app.server.address()));
  /** The address the caller's page must have been served from (compared only). */
  const callerOrigin = (request: FastifyRequest) => publicOrigin ?? ownOrigin(request);

  /** Prints admitted on this instance (body being read, inflated, or rendering): at most the pool's pages plus its queue. */
  const queue = app.printQueue;
  const capacity = config.print.maxPages + config.print.maxQueue;
  const admittedRequests = new WeakSet<FastifyRequest>();

  /**
   * The page the print route renders (review L5): the browser named only the page, the client, the
   * account and the range or period; the figures, the client's name and the headings are read here,
   * as the page's own calls answer them for this viewer.
   */
  const printedPage = async (page: PrintPageInput, accountId: number | null, viewerClientId: number): Promise<PrintPage> => {
    switch (page.kind) {
      case 'transactions': {
        const account = (await printAccounts(db, page.clientId)).find((a) => a.accountNumber === page.accountNumber);
        if (accountId === null || !account) throw errors.forbidden();
        const [clientName, reads] = await Promise.all([
          printClientName(db, page.clientId),
          app.printReaders.readTransactionsPrint({ accountId, accountNumber: page.accountNumber }, page),
        ]);
        return { ...page, clientName, wrapperType: account.wrapperType, accountType: account.accountType, ...reads };
      }
      case 'analysis': {
        const analysis = await app.analysisReader(page.clientId, {
          accountsKey: page.accountNumber ?? COMBINED_ACCOUNT_KEY,
          dateRangeId: page.rangeId,
        });
        const heading =
          accountId === null || page.accountNumber === null
            ? portfolioTexts.combinedTitle
            : accountLabel(await accountWrapperType(db, accountId), page.accountNumber);
        return { ...page, clientName: await printClientName(db, page.clientId), heading, analysis };
      }
      case 'summary': {
        const [clientName, held] = await Promise.all([printClientName(db, page.clientId), printAccounts(db, page.clientId)]);
        const accounts = held.map(({ accountId: _id, ...account }) => account);
        if (accountId === null) {
          const open = held.filter((a) => !isClosedAccount(a)).map((a) => a.accountId);
          return { ...page, clientName, accounts, account: null, holdings: await app.printReaders.readHoldings(open, viewerClientId) };
        }
        const account = await app.printReaders.readAccountPrint(accountId, viewerClientId);
        if (!account) throw errors.notFound();
        return { ...page, clientName, accounts, account, holdings: [] };
      }
      case 'costs': {
        const [clientName, held, costs] = await Promise.all([
          printClientName(db, page.clientId),
          printAccounts(db, page.clientId),
          app.printReaders.readClientCosts(page.clientId, page.period),
        ]);
        return { ...page, clientName, accounts: held.map(({ accountId: _id, ...account }) => account), costs };
      }
    }
  };

  api.route({
    ...endpoint('print', { viewer: true }),
    bodyLimit: PRINT_BODY_LIMIT,
    preParsing: async (request, _reply, payload) => {
      if (queue.admitted >= capacity) {
        app.metrics.printJobs.inc({ outcome: 'busy' });
        throw errors.serviceUnavailable(new PrintBusyError().message);
      }
      queue.admitted++;
      admittedRequests.add(request);
      return payload;
    },
    onResponse: async (request) => {
      if (admittedRequests.delete(request)) queue.admitted--;
    },
    // A caller that goes away while its body is read frees its place too.
    onRequestAbort: async (request) => {
      if (admittedRequests.delete(request)) queue.admitted--;
    },
    handler: async (request, reply) => {
      const session = request.viewer;
      const { product, isPortrait, printRoute, printHost } = request.query;
      // Only the portal itself is printed: the caller's page must be this portal's.
      const expected = callerOrigin(request);
      if (expected === null || new URL(printHost).origin !== expected) throw errors.badRequest('The print host is not this portal.');
      const page = await decodePageState(request.body.state);
      if (page.kind !== product) throw errors.badRequest('The page state is not of this product.');
      // Spec §2: printRoute decides the page (Combined folio details when none was given): the state must be that page's.
      if (!isPrintRoutePage(printRoute, page.kind, page.accountNumber))
        throw errors.badRequest("The page state is not the print route's page.");
      if ((await canReadClient(db, session, page.clientId)) !== 'allowed') throw errors.forbidden();
      const accountId = page.accountNumber === null ? null : await ownedAccountId(db, page.clientId, page.accountNumber);
      if (page.accountNumber !== null && accountId === null) throw errors.forbidden();
      // The transaction history's own calls need the transactions role (spec §2): so does its report.
      if (page.kind === 'transactions') await requireTransactionsRole(db, session);
      if (page.kind === 'transactions' && page.startDate > page.endDate) throw errors.badRequest('The date range ends before it starts.');

      const origin = renderOrigin();
      if (origin === null) throw errors.serviceUnavailable('The print service has no portal address.');
      const adviser = accountId === null ? await clientPrintAdviser(db, page.clientId) : await accountPrintAdviser(db, accountId);
      const printed = await printedPage(page, accountId, effectiveClientId(session) ?? page.clientId);
      // The footer names the client (the portal sends its name): the server's record, never the caller's text (review L5).
      const footer = printed.clientName;
      const uuid = await store.put({ page: printed, adviser, reportDate: londonToday(config.now()), footer });
      const query = new URLSearchParams({ print: '', uuid, printRoute, printHost: origin });
      try {
        const pdf = await app.printRenderer.render({
          url: `${origin}${PRINT_PAGE_PATH}?${query.toString()}`,
          allowedOrigin: origin,
          landscape: isPortrait === 'false',
          footer,
          pass: app.printPass,
        });
        app.metrics.printJobs.inc({ outcome: 'printed' });
        return reply
          .type('application/pdf')
          .header('cache-control', 'private, no-store')
          .send(pdf as unknown as string);
      } catch (error) {
        app.metrics.printJobs.inc({
          outcome: error instanceof PrintBusyError ? 'busy' : error instanceof PrintTimeoutError ? 'timeout' : 'failed',
        });
        if (error instanceof PrintBusyError) throw errors.serviceUnavailable(error.message);
        if (error instanceof PrintTimeoutError) throw new HttpError(503, 'ServiceUnavailable', error.message);
        throw error;
      } finally {
        await store.drop(uuid);
      }
    },
  });

  api.route({
    ...endpoint('printState'),
    handler: async (request, reply) => {
      const state = await store.take(request.params.uuid);
      if (!state) throw errors.notFound('No page state for this print.');
      reply.header('cache-control', 'no-store');
      return state;
    },
  });
}
