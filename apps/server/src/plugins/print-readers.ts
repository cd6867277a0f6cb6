/**
 * `fastify.printReaders`: the reads of what the print service prints — the portfolio feature's
 * account summary, holdings and model portfolio, holdings of several accounts, and costs and charges
 * of a period; the transactions feature's events and cash balances — as the page's own calls answer them. app.ts passes them here, so the
 * print service prints the server's own figures (security review L5) without importing another
 * feature. Access is the caller's to check first.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type {
  AccountSummary,
  CostsAndCharges,
  HoldingResource,
  HoldingsResource,
  ModelPortfolio,
  TransactionEventResource,
} from '@portal/api';
import type { CashBalance, DateTypeId, IsoDate } from '@portal/domain';

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
  /** The transactions feature's: every event of the account in the range and date type, and the cash balances. */
  readTransactionsPrint: (
    app: FastifyInstance,
    account: { accountId: number; accountNumber: string },
    range: { dateType: DateTypeId; startDate: IsoDate; endDate: IsoDate },
  ) => Promise<{ events: TransactionEventResource[]; cashBalances: CashBalance[] }>;
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
      readTransactionsPrint: (account, range) => sources.readTransactionsPrint(app, account, range),
    } satisfies PrintReaders);
  },
  { name: 'print-readers', fastify: '5.x' },
);
