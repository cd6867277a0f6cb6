/**
 * The transaction calls of spec §7: account by id, transaction events (paged, HAL next link),
 * cash balances, the account's clients and their adviser. Every call needs a session and an
 * account the effective client owns; the transaction data also needs the transactions role.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { accountByIdQuery, accountIdParams, accountNumberParams, transactionEventsQuery } from '@portal/api';
import type { AccountByIdQuery, AccountClients, AccountIdentity, Adviser, TransactionEventsQuery } from '@portal/api';
import { readableAccount } from '../auth/account-access.ts';
import type { ReadableAccount } from '../auth/account-access.ts';
import { requireTransactionsRole } from '../auth/transactions-role.ts';
import type { Database } from '../db/schema.ts';
import { errors } from '../errors.ts';
import { requireSession } from '../plugins/session.ts';
import { countEvents, loadAccountAdviser, loadAccountClients, loadAccountIdentity } from '../repositories/transactions.ts';
import { loadCashBalancesText, loadTransactionEventsPageText } from '../repositories/transactions-json.ts';

type AccountNumberParams = { accountNumber: string };

export async function transactionRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  /** The account behind the request, or 403 (unknown and not-owned alike). */
  async function account(request: FastifyRequest, which: { accountNumber: string } | { accountId: number }, roleRequired: boolean): Promise<ReadableAccount> {
    const session = requireSession(request);
    if (roleRequired) await requireTransactionsRole(db, session);
    const found = await readableAccount(db, session, which);
    if (!found) throw errors.forbidden();
    return found;
  }

  app.get<{ Params: { accountId: number }; Querystring: AccountByIdQuery; Reply: AccountIdentity }>(
    '/nui/nbs/accounts/ids/:accountId',
    { schema: { params: accountIdParams, querystring: accountByIdQuery } },
    async (request) => {
      const { accountId } = await account(request, { accountId: request.params.accountId }, true);
      const identity = await loadAccountIdentity(db, accountId, request.query);
      if (!identity) throw errors.forbidden();
      return identity;
    },
  );

  // Both answer JSON text the database built (see transactions-json.ts), sent as it is.
  app.get<{ Params: AccountNumberParams; Querystring: TransactionEventsQuery; Reply: string }>(
    '/nui/nbs/accounts/:accountNumber/transactionEvents',
    { schema: { params: accountNumberParams, querystring: transactionEventsQuery } },
    async (request, reply) => {
      const found = await account(request, request.params, true);
      const text = await loadTransactionEventsPageText(db, found, request.query, () => countEvents(db, found.accountId, request.query));
      return reply.type('application/json; charset=utf-8').send(text);
    },
  );

  app.get<{ Params: AccountNumberParams; Reply: string }>(
    '/nui/nbs/accounts/:accountNumber/cashBalances',
    { schema: { params: accountNumberParams } },
    async (request, reply) => {
      const text = await loadCashBalancesText(db, (await account(request, request.params, true)).accountId);
      return reply.type('application/json; charset=utf-8').send(text);
    },
  );

  // The owners and their adviser are account relationships (linked from every account), not
  // transaction data: owners read them without the transactions role.
  app.get<{ Params: AccountNumberParams; Reply: AccountClients }>(
    '/nui/nbs/accounts/:accountNumber/clients',
    { schema: { params: accountNumberParams } },
    async (request) => loadAccountClients(db, await account(request, request.params, false)),
  );

  app.get<{ Params: AccountNumberParams; Reply: Adviser }>(
    '/nui/nbs/accounts/:accountNumber/adviser',
    { schema: { params: accountNumberParams } },
    async (request) => {
      const adviser = await loadAccountAdviser(db, (await account(request, request.params, false)).accountId);
      if (!adviser) throw errors.notFound('The account has no adviser.');
      return adviser;
    },
  );
}
