/**
 * The transaction calls of spec §7: account by id, transaction events (paged, HAL next link),
 * cash balances, the account's clients and their adviser. Every call needs a session; who reads
 * which account is service.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract } from '@portal/api';
import { errors } from '../../http-error.ts';
import type { ReadableAccount } from '../../access/account-access.ts';
import { endpoint, sendJsonText } from '../endpoint.ts';
import { countEvents, loadAccountIdentity } from './repository.ts';
import { loadCashBalancesText, loadTransactionEventsPageText } from './repository-json.ts';
import { accountAdviser, accountFor, accountOwners, roleRequiredFor } from './service.ts';

export default async function transactionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const account = (
    request: FastifyRequest,
    which: { accountNumber: string } | { accountId: number },
    roleRequired: boolean,
  ): Promise<ReadableAccount> => accountFor(db, request.viewer, which, roleRequired);

  api.route({
    ...endpoint('accountById', { viewer: true }),
    handler: async (request) => {
      const { accountId } = await account(request, { accountId: request.params.accountId }, roleRequiredFor(request.query));
      const identity = await loadAccountIdentity(db, accountId, request.query);
      if (!identity) throw errors.forbidden();
      return identity;
    },
  });

  // Both answer JSON text the database built (see repository-json.ts), sent as it is.
  api.route({
    ...endpoint('transactionEvents', { viewer: true }),
    handler: async (request, reply) => {
      const found = await account(request, request.params, roleRequiredFor(request.query));
      // Events are stored portfolio data only (no client's own data): the key's viewer is 0 for every reader.
      const text = await app.caches.accountReads.get(
        'events',
        found.accountId,
        0,
        JSON.stringify(request.query),
        app.config.now().getTime(),
        () => loadTransactionEventsPageText(db, found, request.query, () => countEvents(db, found.accountId, request.query)),
      );
      return sendJsonText(reply, text!, contract.transactionEvents.response[200]);
    },
  });

  api.route({
    ...endpoint('cashBalances', { viewer: true }),
    handler: async (request, reply) => {
      const text = await loadCashBalancesText(db, (await account(request, request.params, true)).accountId);
      return sendJsonText(reply, text, contract.cashBalances.response[200]);
    },
  });

  // The owners and their adviser are account relationships (linked from every account), not
  // transaction data: owners read them without the transactions role.
  api.route({
    ...endpoint('accountClients', { viewer: true }),
    handler: async (request) => accountOwners(db, request.viewer, await account(request, request.params, false)),
  });

  api.route({
    ...endpoint('accountAdviser', { viewer: true }),
    handler: async (request) => accountAdviser(db, (await account(request, request.params, false)).accountId),
  });
}
