/**
 * The adviser calls of spec §7: the selection lists over GraphQL, and impersonation start/stop.
 * Each start and stop gets a NEW session id (architecture: Sessions) and an audit row.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GraphQLError, execute, getOperationAST, parse, validate } from 'graphql';
import type { DocumentNode } from 'graphql';
import { createHandler } from 'graphql-http';
import type { Request as GraphqlRequest, Response, ResponseInit } from 'graphql-http';
import { contract } from '@portal/api';
import { securityEvent } from '../../plugins/security-events.ts';
import { isImpersonating } from '../../access/access.ts';
import { buildUserSession } from '../../access/user-session.ts';
import { endpoint } from '../endpoint.ts';
import { queryLimitErrors, validationRules, withoutSuggestions } from './graphql-limits.ts';
import { adviserRoot, adviserSchema } from './graphql-schema.ts';
import type { AdviserGraphqlContext } from './graphql-schema.ts';
import { auditVisit, clientToImpersonate, requireAgent } from './service.ts';
import type { AgentSession } from './service.ts';

/** What the graphql-http handler gets to know of a request beyond HTTP: whose clients it may list. */
interface GraphqlRequestContext {
  adviserId: number;
}

/** A refusal before execution: 400 under either media type (our contract; the portal and the access tests rely on it). */
function refusal(errors: readonly { message: string }[], request: GraphqlRequest<FastifyRequest, GraphqlRequestContext>): Response {
  const accept = request.raw.headers.accept ?? '';
  const type = accept.includes('application/graphql-response+json') ? 'application/graphql-response+json' : 'application/json';
  return [JSON.stringify({ errors }), { status: 400, statusText: 'Bad Request', headers: { 'content-type': `${type}; charset=utf-8` } }];
}

/** Sends graphql-http's answer as it is; where responses are validated (development, tests) it is checked against the contract. */
function sendGraphqlResponse(reply: FastifyReply, body: string | null, init: ResponseInit): FastifyReply {
  const schema = init.status === 200 ? contract.graphql.response[200] : init.status === 400 ? contract.graphql.response[400] : null;
  if (schema && body && reply.server.config.validateResponses) schema.parse(JSON.parse(body));
  reply.code(init.status);
  for (const [name, value] of Object.entries(init.headers ?? {})) if (value !== undefined) reply.header(name, value);
  return reply.send(body ?? '');
}

/**
 * The adviser endpoint's GraphQL over HTTP handler. graphql-http reads the request (media types, charset,
 * parameters); in onSubscribe we parse with a token limit, validate with our rules and query limits (no
 * introspection or suggestions in production), and accept a single query operation only, refusing with 400;
 * resolver failures are logged and reach the caller as 'Internal error'.
 */
export function graphqlOverHttp(db: FastifyInstance['db'], production: boolean) {
  return createHandler<FastifyRequest, GraphqlRequestContext, AdviserGraphqlContext>({
    schema: adviserSchema,
    // Our graphql functions, not the handler's own import: under vitest the two can be different module
    // instances of graphql, and graphql refuses a schema made by another.
    execute,
    parse,
    validate,
    getOperationAST,
    onSubscribe: (request, params) => {
      let document: DocumentNode;
      try {
        document = parse(params.query, { maxTokens: 2_000 });
      } catch (error) {
        if (error instanceof GraphQLError) return refusal([error.toJSON()], request);
        throw error;
      }
      const validationErrors = [...validate(adviserSchema, document, validationRules(production)), ...queryLimitErrors(document)];
      if (validationErrors.length > 0)
        return refusal(
          validationErrors.map((e) => ({ ...e.toJSON(), message: withoutSuggestions(e.message, production) })),
          request,
        );
      const operation = getOperationAST(document, params.operationName ?? undefined);
      if (!operation || operation.operation !== 'query')
        return refusal([{ message: 'Only a single query operation is accepted.' }], request);
      return {
        schema: adviserSchema,
        document,
        rootValue: adviserRoot,
        contextValue: { db, adviserId: request.context.adviserId },
        variableValues: params.variables ?? undefined,
        operationName: params.operationName ?? undefined,
      };
    },
    onOperation: (request, _args, result) => {
      if (!('errors' in result) || !result.errors?.length) return undefined;
      // Resolver failures are logged; the caller sees GraphQL's error list without internals.
      request.raw.log.error({ errors: result.errors }, 'adviser graphql failed');
      return {
        data: result.data ?? null,
        errors: result.errors.map((e) => new GraphQLError(e.originalError ? 'Internal error' : e.message, { path: e.path })),
      };
    },
  });
}

export default async function adviserRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const audit = (request: FastifyRequest, session: AgentSession, clientId: number, action: 'START' | 'STOP'): Promise<number> => {
    securityEvent(request, action === 'START' ? 'impersonation.start' : 'impersonation.stop', {
      adviserId: session.user.adviserId,
      clientId,
    });
    return auditVisit(db, session, clientId, action, config.now(), request.ip);
  };

  // GraphQL over HTTP is graphql-http's handler (issue 31, item 5): it negotiates the media type, reads the
  // parameters and answers as the spec says; our limits decide what runs (see graphqlOverHttp below).
  const graphqlHandler = graphqlOverHttp(db, config.secureCookies);
  api.route({
    ...endpoint('graphql', { viewer: true }),
    handler: async (request, reply) => {
      const session = requireAgent(request.viewer);
      const [body, init] = await graphqlHandler({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: request.body,
        raw: request,
        context: { adviserId: session.user.adviserId },
      });
      return sendGraphqlResponse(reply, body, init);
    },
  });

  api.route({
    ...endpoint('impersonateUser', { viewer: true }),
    handler: async (request, reply) => {
      const session = requireAgent(request.viewer);
      const { clientId } = request.params;
      const client = await clientToImpersonate(db, session, clientId);
      if (isImpersonating(session)) await audit(request, session, session.data.impersonatedClientId!, 'STOP');
      const visitId = await audit(request, session, clientId, 'START');
      const data = {
        previousLogin: session.data.previousLogin,
        impersonatedClientId: clientId,
        impersonatedClientRoles: client.roles,
        impersonationVisitId: visitId,
      };
      await app.sessions.start(request, reply, session.user.userId, data, { rotate: true });
      return buildUserSession(db, session.user.userId, data, app.sessionPreferences);
    },
  });

  api.route({
    ...endpoint('stopImpersonation', { viewer: true }),
    handler: async (request, reply) => {
      const session = requireAgent(request.viewer);
      // Not impersonating: nothing to stop, and no new session (review M4).
      if (!isImpersonating(session)) return buildUserSession(db, session.user.userId, session.data, app.sessionPreferences);
      await audit(request, session, session.data.impersonatedClientId!, 'STOP');
      const data = { previousLogin: session.data.previousLogin };
      await app.sessions.start(request, reply, session.user.userId, data, { rotate: true });
      return buildUserSession(db, session.user.userId, data, app.sessionPreferences);
    },
  });
}
