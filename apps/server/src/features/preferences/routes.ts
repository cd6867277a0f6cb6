/**
 * The client's own settings (spec §7; issue 11): preferences and delivery options (GET), a delivery
 * preference and the ad-hoc fee authority (PUT), an account's nickname and a memo asset's value
 * (PATCH). Writes act on the session's own client only; an impersonating adviser never reaches them
 * (403 ReadOnly from plugins/read-only.ts, before anything else). A delivery preference and the fee
 * authority are sensitive changes: they need a password or passkey from the last 5 minutes (403
 * ReauthenticationRequired; issue 30 item 3). The nickname and memo asset writes live here, not in
 * features/clients, because they share these rules, while clients only builds the read resource.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../http-error.ts';
import type { ActiveSession } from '../../access/session-types.ts';
import { effectiveClientId } from '../../access/access.ts';
import { requireFreshFactor } from '../../access/fresh-factor.ts';
import { endpoint } from '../endpoint.ts';
import {
  clientPreferences,
  deliveryOptions,
  renameAccount,
  updateDeliveryPreference,
  updateFeeAuthority,
  updateMemoAssetValue,
} from './service.ts';

/** The client whose settings these are: its own, or the impersonated one (reads only); else 403. */
function clientOf(session: ActiveSession): number {
  const clientId = effectiveClientId(session);
  if (clientId === null) throw errors.forbidden();
  return clientId;
}

export default async function preferenceRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /**
   * After a write: the client resource embeds aliases and memo assets, and cached sessions are
   * dropped so the next session answer is rebuilt (plugins/session.ts does this too, as a safety net).
   */
  const forget = (session: ActiveSession, clientId: number) => app.caches.invalidate({ clients: [clientId], users: [session.user.userId] });

  api.route({
    ...endpoint('clientPreferences', { viewer: true }),
    handler: async (request) => clientPreferences(db, clientOf(request.viewer)),
  });

  api.route({
    ...endpoint('correspondenceDeliveryOptions', { viewer: true }),
    handler: async () => deliveryOptions(db),
  });

  api.route({
    ...endpoint('correspondenceDeliveryPreference', { viewer: true }),
    handler: async (request) => {
      const session = request.viewer;
      const clientId = clientOf(session);
      requireFreshFactor(session, config.now(), config.freshFactorSeconds);
      const answer = await updateDeliveryPreference(db, clientId, request.body, config.now());
      await forget(session, clientId);
      return answer;
    },
  });

  api.route({
    ...endpoint('adHocFeeAuth', { viewer: true }),
    handler: async (request) => {
      const session = request.viewer;
      const clientId = clientOf(session);
      requireFreshFactor(session, config.now(), config.freshFactorSeconds);
      const answer = await updateFeeAuthority(db, clientId, request.body.enabled, config.now());
      await forget(session, clientId);
      return answer;
    },
  });

  api.route({
    ...endpoint('accountAlias', { viewer: true }),
    handler: async (request) => {
      const session = request.viewer;
      const clientId = clientOf(session);
      const answer = await renameAccount(db, clientId, request.params.accountNumber, request.body.alias);
      // A joint account's other owners show the alias too: their resources are stale as well.
      await app.caches.invalidate({ allClients: true, users: [session.user.userId] });
      return answer;
    },
  });

  api.route({
    ...endpoint('memoAsset', { viewer: true }),
    handler: async (request) => {
      const session = request.viewer;
      const clientId = clientOf(session);
      // Another client's id in the path is answered like an unknown asset: nothing reveals it exists.
      if (request.params.clientId !== clientId) throw errors.notFound('No such memo asset.');
      const answer = await updateMemoAssetValue(db, clientId, request.params.memoAssetId, request.body, config.now());
      await forget(session, clientId);
      return answer;
    },
  });
}
