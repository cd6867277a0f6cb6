/**
 * `fastify.printReaders`: the portfolio feature's reads of what the print service prints — an
 * account's summary, holdings and model portfolio, the holdings of several accounts, and the costs
 * and charges of a period — as the page's own calls answer them. app.ts passes them here, so the
 * print service prints the server's own figures (security review L5) without importing another
 * feature. Access is the caller's to check first.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountSummary, CostsAndCharges, HoldingResource, HoldingsResource, ModelPortfolio } from '@portal/api';

export interface PrintReaderSources {
  readAccountPrint: (
    app: FastifyInstance,
    accountId: number,
    viewerClientId: number,
  ) => Promise<{ summary: AccountSummary; holdings: HoldingsResource; model: ModelPortfolio | null } | null>;
  readHoldings: (app: FastifyInstance, accountIds: readonly number[], viewerClientId: number) => Promise<HoldingResource[][]>;
  readClientCosts: (
    app: FastifyInstance,
    clientId: number,
    query: { taxYear?: string; from?: string; to?: string },
  ) => Promise<CostsAndCharges>;
}

type Bound<F> = F extends (app: FastifyInstance, ...args: infer A) => infer R ? (...args: A) => R : never;
export type PrintReaders = { [K in keyof PrintReaderSources]: Bound<PrintReaderSources[K]> };

declare module 'fastify' {
  interface FastifyInstance {
    printReaders: PrintReaders;
  }
}

export default fp<{ sources: PrintReaderSources }>(
  async (app, { sources }) => {
    app.decorate('printReaders', {
      readAccountPrint: (accountId, viewerClientId) => sources.readAccountPrint(app, accountId, viewerClientId),
      readHoldings: (accountIds, viewerClientId) => sources.readHoldings(app, accountIds, viewerClientId),
      readClientCosts: (clientId, query) => sources.readClientCosts(app, clientId, query),
    } satisfies PrintReaders);
  },
  { name: 'print-readers', fastify: '5.x' },
);
