/**
 * The adviser calls of spec §7: the selection lists over GraphQL, and impersonation start/stop.
 * Each start and stop gets a NEW session id (architecture: Sessions) and an audit row.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GraphQLError, execute, getOperationAST, parse, validate } from 'graphql';
import type { DocumentNode } from 'graphql';
import { ROLE_AGENT } from '@portal/api';
import { errors } from '../../http-error.ts';
import { securityEvent } from '../../plugins/security-events.ts';
import { requireSession } from '../../plugins/session-types.ts';
import type { ActiveSession } from '../../plugins/session-types.ts';
import { isAgent, isImpersonating } from '../auth/access.ts';
import { buildUserSession } from '../auth/user-session.ts';
import { endpoint } from '../endpoint.ts';
import { queryLimitErrors, validationRules, withoutSuggestions } from './graphql-limits.ts';
import { adviserRoot, adviserSchema } from './graphql-schema.ts';
import { recordImpersonation, visibleClient } from './repository.ts';

/** An adviser with the agent role (spec §6), impersonating or not; anyone else is Forbidden. */
function requireAgent(request: FastifyRequest): ActiveSession & { user: { adviserId: number } } {
  const session = requireSession(request);
  if (!isAgent(session) || session.user.adviserId === null || !session.user.roles.includes(ROLE_AGENT)) throw errors.forbidden();
  return session as ActiveSession & { user: { adviserId: number } };
}

const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';

function acceptsGraphqlResponse(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('application/graphql-response+json');
}

export default async function adviserRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const audit = (
    request: FastifyRequest,
    session: ActiveSession & { user: { adviserId: number } },
    clientId: number,
    action: 'START' | 'STOP',
  ) => {
    securityEvent(request, action === 'START' ? 'impersonation.start' : 'impersonation.stop', {
      adviserId: session.user.adviserId,
      clientId,
    });
    return recordImpersonation(db, {
      adviserUserId: session.user.userId,
      adviserId: session.user.adviserId,
      clientId,
      action,
      at: config.now(),
      clientAddress: request.ip,
    });
  };

  api.route({
    ...endpoint('graphql'),
    handler: async (request, reply) => {
      const session = requireAgent(request);
      // GraphQL over HTTP: a client that asks for the GraphQL response media type gets it (graphql-http audit 22EB).
      if (acceptsGraphqlResponse(request)) reply.type(GRAPHQL_RESPONSE_TYPE);
      let document: DocumentNode;
      try {
        document = parse(request.body.query, { maxTokens: 2_000 });
      } catch (error) {
        if (error instanceof GraphQLError) return reply.code(400).send({ errors: [{ ...error.toJSON() }] });
        throw error;
      }
      // secureCookies is on exactly in production (config.ts configFromEnv).
      const production = config.secureCookies;
      const validationErrors = [...validate(adviserSchema, document, validationRules(production)), ...queryLimitErrors(document)];
      if (validationErrors.length > 0)
        return reply
          .code(400)
          .send({ errors: validationErrors.map((e) => ({ ...e.toJSON(), message: withoutSuggestions(e.message, production) })) });
      const operation = getOperationAST(document, request.body.operationName ?? undefined);
      if (!operation || operation.operation !== 'query')
        return reply.code(400).send({ errors: [{ message: 'Only a single query operation is accepted.' }] });
      const result = await execute({
        schema: adviserSchema,
        document,
        rootValue: adviserRoot,
        contextValue: { db, adviserId: session.user.adviserId },
        variableValues: request.body.variables ?? undefined,
        operationName: request.body.operationName ?? undefined,
      });
      // Resolver failures are logged; the caller sees GraphQL's error list without internals.
      if (result.errors?.length) request.log.error({ errors: result.errors }, 'adviser graphql failed');
      return {
        data: result.data ?? null,
        ...(result.errors?.length
          ? { errors: result.errors.map((e) => ({ message: e.originalError ? 'Internal error' : e.message, path: e.path })) }
          : {}),
      };
    },
  });

  api.route({
    ...endpoint('impersonateUser'),
    handler: async (request, reply) => {
      const session = requireAgent(request);
      const { clientId } = request.params;
      // Unknown and other firms' clients answer alike, so nothing can be learnt by probing.
      const client = await visibleClient(db, session.user.adviserId, clientId);
      if (!client) throw errors.forbidden();
      if (isImpersonating(session)) await audit(request, session, session.data.impersonatedClientId!, 'STOP');
      await audit(request, session, clientId, 'START');
      const data = { previousLogin: session.data.previousLogin, impersonatedClientId: clientId, impersonatedClientRoles: client.roles };
      await app.sessions.start(request, reply, session.user.userId, data, { rotate: true });
      return buildUserSession(db, session.user.userId, data);
    },
  });

  api.route({
    ...endpoint('stopImpersonation'),
    handler: async (request, reply) => {
      const session = requireAgent(request);
      // Not impersonating: nothing to stop, and no new session (review M4).
      if (!isImpersonating(session)) return buildUserSession(db, session.user.userId, session.data);
      await audit(request, session, session.data.impersonatedClientId!, 'STOP');
      const data = { previousLogin: session.data.previousLogin };
      await app.sessions.start(request, reply, session.user.userId, data, { rotate: true });
      return buildUserSession(db, session.user.userId, data);
    },
  });
}
