/**
 * The print service (spec §7): POST the page state → a PDF of the portal's own print route, rendered
 * by `app.printRenderer`. The requester's session is required and the state must belong to a client
 * (and account) it may read; the server adds the front pages' adviser and report date. The print
 * route reads the state once by uuid (GET, public: the print browser carries no session).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { londonToday } from '../../config.ts';
import { HttpError, errors } from '../../http-error.ts';
import { ownOrigin } from '../../plugins/origin.ts';
import { PrintBusyError, PrintTimeoutError } from '../../plugins/print/pool.ts';
import { requireSession } from '../../plugins/session-types.ts';
import { canReadClient } from '../auth/access.ts';
import { endpoint } from '../endpoint.ts';
import { accountPrintAdviser, clientPrintAdviser, ownedAccountId } from './repository.ts';
import { PageStateStore, decodePageState } from './service.ts';

/** The portal's own path that renders a page state (apps/portal shared/paths.ts `print`). */
export const PRINT_PAGE_PATH = '/print';
/** Page states can be large (a long transaction history); the app's default body limit is 64 KiB. */
const PRINT_BODY_LIMIT = 4 * 1024 * 1024;

export default async function printRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const store = new PageStateStore(config.print.stateTtlSeconds, config.now);

  /** The origin the print browser may load and reach: the configured public address, else this server's own. */
  const portalOrigin = (request: FastifyRequest) => (config.publicUrl ? new URL(config.publicUrl).origin : ownOrigin(request));

  api.route({
    ...endpoint('print'),
    bodyLimit: PRINT_BODY_LIMIT,
    handler: async (request, reply) => {
      const session = requireSession(request);
      const { product, isPortrait, printRoute, printHost, footer } = request.query;
      const page = decodePageState(request.body.state);
      if (page.kind !== product) throw errors.badRequest('The page state is not of this product.');
      if ((await canReadClient(db, session, page.clientId)) !== 'allowed') throw errors.forbidden();
      const accountId = page.accountNumber === null ? null : await ownedAccountId(db, page.clientId, page.accountNumber);
      if (page.accountNumber !== null && accountId === null) throw errors.forbidden();
      // Only the portal itself is printed: another host would make the print browser fetch for it.
      const origin = portalOrigin(request);
      if (origin === null || new URL(printHost).origin !== origin) throw errors.badRequest('The print host is not this portal.');

      const adviser = accountId === null ? await clientPrintAdviser(db, page.clientId) : await accountPrintAdviser(db, accountId);
      const uuid = store.put({ page, adviser, reportDate: londonToday(config.now()), footer });
      const query = new URLSearchParams({ print: '', uuid, printRoute, printHost: origin });
      try {
        const pdf = await app.printRenderer.render({
          url: `${origin}${PRINT_PAGE_PATH}?${query.toString()}`,
          allowedOrigin: origin,
          landscape: isPortrait === 'false',
          footer,
        });
        return reply
          .type('application/pdf')
          .header('cache-control', 'private, no-store')
          .send(pdf as unknown as string);
      } catch (error) {
        if (error instanceof PrintBusyError) throw errors.serviceUnavailable(error.message);
        if (error instanceof PrintTimeoutError) throw new HttpError(503, 'ServiceUnavailable', error.message);
        throw error;
      } finally {
        store.drop(uuid);
      }
    },
  });

  api.route({
    ...endpoint('printState'),
    handler: async (request, reply) => {
      const state = store.take(request.params.uuid);
      if (!state) throw errors.notFound('No page state for this print.');
      reply.header('cache-control', 'no-store');
      return state;
    },
  });
}
