/**
 * Request validation with zod: route schemas (body, params, querystring) are zod schemas, shared
 * with @portal/api where the contract defines them. Strict objects refuse unknown fields; nothing is
 * coerced, so wrong types are refused too (400 BadRequest via the error handler).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';

export function registerZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    const zod = schema as unknown as ZodType;
    return (data: unknown) => {
      const result = zod.safeParse(data);
      if (result.success) return { value: result.data };
      const issue = result.error.issues[0];
      const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      return { error: new Error(`${where}${issue?.message ?? 'invalid'}`) };
    };
  });
}
