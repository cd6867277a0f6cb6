/** The OpenAPI document generated from the @portal/api contract: served in development and tests only, listing every /nui route. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, toolingRoutes } from '@portal/api';
import type { RouteDefinition } from '@portal/api';
import { createTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const OPENAPI = toolingRoutes.openApi.path;
/** '/nui/nbs/clients/:clientId' → '/nui/nbs/clients/{clientId}' */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    process.env.PORTAL_EXPOSE_OUTBOX = '1';
    t = await createTestApp().finally(() => delete process.env.PORTAL_EXPOSE_OUTBOX);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every /nui route the app serves, with its method and schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: OPENAPI });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { responses?: Record<string, unknown>; parameters?: unknown[] }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    const definitions = Object.values(routes) as RouteDefinition[];
    for (const { method, path } of definitions) {
      expect(t.app.hasRoute({ method, url: path }), `${method} ${path} registered`).toBe(true);
      const operation = doc.paths[openApiPath(path)]?.[method.toLowerCase()];
      expect(operation, `${method} ${path} in the document`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {}).length, `${method} ${path} responses`).toBeGreaterThan(0);
    }
    // Nothing in the document that the contract does not define (the document itself is hidden).
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(definitions.map((d) => `${d.method} ${openApiPath(d.path)}`).sort());
    // Path parameters come from the zod schemas.
    expect(doc.paths[openApiPath(routes.client.path)]?.get?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'clientId' })]),
    );
  });

  it('is not served when switched off (production)', async () => {
    const off = await createTestApp({ serveOpenApi: false }, t.handle);
    try {
      expect((await off.app.inject({ method: 'GET', url: OPENAPI })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
