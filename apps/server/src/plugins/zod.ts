/**
 * Zod at the edge, for routes registered from the @portal/api contract with
 * fastify-type-provider-zod (which types each handler's request and reply from those schemas).
 * Requests: params, query and body are parsed by their zod schemas; strict objects refuse unknown
 * fields and nothing is coerced, so a bad request is a 400 BadRequest with the error body the error
 * handler writes (the message names the first issue, as before).
 * Responses: with `config.validateResponses` (development, tests) every JSON answer is checked
 * against its schema for the status; a mismatch is a 500 and a log line, never a wrong answer.
 * The answer sent is the handler's value as it is, validated or not, so development, tests and
 * production send the same bytes (the library's serializer would strip unknown keys, and only
 * where it runs). In production answers are only JSON.stringify'd, saving the parse on the hot path.
 */
import fp from 'fastify-plugin';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** Our own validator rather than the library's: it keeps the error bodies the portal and tests know. */
const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return { error: new Error(`${where}${issue?.message ?? 'invalid'}`) };
  };

const checkingSerializer: FastifySerializerCompiler<ZodType> =
  ({ schema, method, url }) =>
  (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(data);
  };

const plainSerializer: FastifySerializerCompiler<ZodType> = () => (data: unknown) => JSON.stringify(data);

export default fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(app.config.validateResponses ? checkingSerializer : plainSerializer);
  },
  { name: 'zod', fastify: '5.x', dependencies: ['config'] },
);
