/**
 * Binds a feature's handler to its endpoint definition in @portal/api: method, path and schemas come
 * from the contract (never written again here), and fastify-type-provider-zod types the request and
 * the reply from those schemas. Usage: `app.withTypeProvider<ZodTypeProvider>().route({ ...endpoint('client'), handler })`.
 */
import type { FastifyReply } from 'fastify';
import type { ZodType } from 'zod';
import { contract, routes } from '@portal/api';
import type { Contract, RouteName } from '@portal/api';
import { requireViewer } from '../access/session-types.ts';

type Routes = typeof routes;

export interface EndpointOptions {
  /**
   * The call needs a signed-in caller: a route-level `onRequest` hook answers 401 without a session
   * (before the body is read or validated), and the handler reads the session as `request.viewer`.
   */
  viewer?: true;
}

export function endpoint<K extends RouteName>(
  name: K,
  options: EndpointOptions = {},
): { method: Routes[K]['method']; url: Routes[K]['path']; schema: Contract[K]; onRequest?: typeof requireViewer } {
  return {
    method: routes[name].method,
    url: routes[name].path,
    schema: contract[name],
    ...(options.viewer ? { onRequest: requireViewer } : {}),
  };
}

/**
 * Sends JSON text built elsewhere (by the database, or a cache of serialised bodies) as it is: the
 * serializer never sees it, so when responses are validated (development, tests) it is parsed and
 * checked against the endpoint's 200 schema here (null: the caller checked it when it was built).
 */
export function sendJsonText(reply: FastifyReply, text: string | Buffer, schema: ZodType | null): FastifyReply {
  if (schema && reply.server.config.validateResponses) schema.parse(JSON.parse(text.toString()));
  return reply.type('application/json; charset=utf-8').send(text);
}
