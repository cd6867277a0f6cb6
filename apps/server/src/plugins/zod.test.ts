/** Requests parsed by their zod schemas; answers checked against theirs only when configured, and never altered. */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { configPlugin } from './context.ts';
import errorHandler from './error-handler.ts';
import errorTracking from './error-tracking.ts';
import zod from './zod.ts';

async function appWith(validateResponses: boolean, answer: unknown) {
  const app = Fastify();
  await app.register(configPlugin, { db: {} as Kysely<Database>, config: defaultConfig({ validateResponses }) });
  // The error handler reports 500s to the error tracker (none here: no SENTRY_DSN).
  await app.register(errorTracking);
  await app.register(errorHandler);
  await app.register(zod);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: '/nui/x',
    schema: { body: z.strictObject({ n: z.number() }), response: { 200: z.object({ total: z.number() }) } },
    handler: async () => answer as { total: number },
  });
  return app;
}

const post = (app: Awaited<ReturnType<typeof appWith>>, payload: unknown) =>
  app.inject({ method: 'POST', url: '/nui/x', payload: payload as object });

describe('the zod plugin', () => {
  it('refuses unknown fields and wrong types with 400 BadRequest and the usual error body', async () => {
    const app = await appWith(true, { total: 1 });
    for (const body of [{ n: 1, extra: true }, { n: '1' }]) {
      const response = await post(app, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, code: 'BadRequest' });
    }
  });

  it('sends the answer as the handler built it (unknown keys kept), checked or not', async () => {
    for (const validate of [true, false]) {
      const app = await appWith(validate, { total: 2, note: 'kept' });
      expect((await post(app, { n: 1 })).json()).toEqual({ total: 2, note: 'kept' });
    }
  });

  it('answers 500 InternalError for an answer that breaks its schema when checking, and sends it when not', async () => {
    const checked = await post(await appWith(true, { total: 'two' }), { n: 1 });
    expect(checked.statusCode).toBe(500);
    expect(checked.json()).toMatchObject({ code: 'InternalError' });
    expect((await post(await appWith(false, { total: 'two' }), { n: 1 })).json()).toEqual({ total: 'two' });
  });
});
