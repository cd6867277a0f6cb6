// The read-only guard on a bare Fastify (spec §1, §6; SECURITY.md: an impersonating adviser changes
// nothing, whatever the UI does; every stop of an impersonation is audited). The session comes from a
// stand-in session plugin; the audit log is an in-memory list. Over HTTP with the real app: test/adviser.test.ts.
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_AGENT, routes } from '@portal/api';
import { HttpError } from '../http-error.ts';
import type { ActiveSession } from '../access/session-types.ts';

const audit = vi.hoisted(() => [] as unknown[]);
vi.mock('../access/impersonation-audit.ts', () => ({
  recordImpersonation: async (_db: unknown, entry: unknown) => {
    audit.push(entry);
  },
  recordImpersonationActivity: async (_db: unknown, entry: unknown) => {
    audit.push(entry);
  },
}));
const { default: readOnly } = await import('./read-only.ts');

const NOW = new Date('2026-03-02T09:00:00Z');
const sessions: Record<string, ActiveSession> = {
  client: {
    idHash: 'c',
    createdAt: NOW,
    authenticatedAt: NOW,
    data: { previousLogin: null },
    user: { userId: 1, username: 'jane', clientId: 7, adviserId: null, roles: [], termsAccepted: true },
  },
  agent: {
    idHash: 'a',
    createdAt: NOW,
    authenticatedAt: NOW,
    data: { previousLogin: null },
    user: { userId: 2, username: 'adv', clientId: null, adviserId: 3, roles: [ROLE_AGENT], termsAccepted: true },
  },
  impersonating: {
    idHash: 'i',
    createdAt: NOW,
    authenticatedAt: NOW,
    data: { previousLogin: null, impersonatedClientId: 9, impersonatedClientRoles: [], impersonationVisitId: 7 },
    user: { userId: 2, username: 'adv', clientId: null, adviserId: 3, roles: [ROLE_AGENT], termsAccepted: true },
  },
};

let app: FastifyInstance;
const handled: string[] = [];

/** A bare app with stand-ins for the plugins the guard depends on; `sessionOf` plays the session plugin's part. */
function guardedApp(sessionOf: (request: FastifyRequest) => ActiveSession | null): FastifyInstance {
  const guarded = Fastify();
  guarded.register(
    fp(
      async (a) => {
        a.decorate('db', {} as never);
      },
      { name: 'db' },
    ),
  );
  guarded.register(
    fp(
      async (a) => {
        a.decorate('config', { now: () => NOW } as never);
      },
      { name: 'config' },
    ),
  );
  guarded.register(
    fp(
      async (a) => {
        a.decorateRequest('session', null);
        a.addHook('onRequest', async (request) => {
          request.session = sessionOf(request);
        });
      },
      { name: 'session' },
    ),
  );
  guarded.register(readOnly);
  return guarded;
}

beforeEach(async () => {
  audit.length = 0;
  handled.length = 0;
  // The `as` header names the caller's session.
  app = guardedApp((request) => sessions[String(request.headers.as)] ?? null);
  app.register(async (scope) => {
    scope.setErrorHandler((error, _request, reply) =>
      error instanceof HttpError ? reply.status(error.status).send(error.toBody()) : reply.send(error),
    );
    const handler = async (request: { method: string; routeOptions: { url?: string } }) => {
      handled.push(`${request.method} ${request.routeOptions.url}`);
      return {};
    };
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'GET'] as const) scope.route({ method, url: '/nui/nbs/thing/:id', handler });
    scope.route({ method: ['GET', 'POST'], url: '/nui/nbs/both', handler });
    for (const path of [
      routes.login.path,
      routes.graphql.path,
      routes.errorLog.path,
      routes.print.path,
      routes.cspReport.path,
      routes.impersonationPageView.path,
    ])
      scope.post(path, handler);
    for (const path of [routes.logout.path, routes.stopImpersonation.path]) scope.route({ method: ['GET', 'POST'], url: path, handler });
    // A download: `status` and `disposition` in the query steer the answer.
    scope.get('/nui/nbs/file', async (request, reply) => {
      const { status = '200', disposition } = request.query as { status?: string; disposition?: string };
      if (disposition) reply.header('content-disposition', disposition);
      return reply.status(Number(status)).send('%PDF-');
    });
  });
  await app.ready();
});
afterEach(() => app.close());

const call = (as: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string) =>
  app.inject({ method, url, headers: { as }, remoteAddress: '10.1.2.3' });

describe('read-only guard', () => {
  it('refuses every POST, PUT, PATCH and DELETE of an impersonating adviser with 403 ReadOnly before the handler runs', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await call('impersonating', method, '/nui/nbs/thing/5?x=1');
      expect(response.statusCode, method).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, code: 'ReadOnly', message: 'Changes are not possible in read-only mode.' });
    }
    expect((await call('impersonating', 'POST', '/nui/nbs/both')).statusCode).toBe(403);
    expect(handled).toEqual([]);
  });

  it('lets an impersonating adviser read', async () => {
    expect((await call('impersonating', 'GET', '/nui/nbs/thing/5')).statusCode).toBe(200);
    expect((await call('impersonating', 'GET', '/nui/nbs/both')).statusCode).toBe(200);
    expect(handled).toEqual(['GET /nui/nbs/thing/:id', 'GET /nui/nbs/both']);
  });

  it('lets an impersonating adviser log in or out, stop impersonating, query GraphQL, report an error or a CSP refusal, print and name its page', async () => {
    const exempt = [
      routes.login,
      routes.logout,
      routes.stopImpersonation,
      routes.graphql,
      routes.errorLog,
      routes.print,
      routes.cspReport,
      routes.impersonationPageView,
    ];
    for (const { path } of exempt) expect((await call('impersonating', 'POST', `${path}?q=1`)).statusCode, path).toBe(200);
    expect(handled).toHaveLength(exempt.length);
  });

  it('refuses a write to a path no route serves as well (the query string aside), and lets an exempt path through to its 404', async () => {
    expect((await call('impersonating', 'POST', '/nui/nbs/unknown?x=1')).statusCode).toBe(403);
    await app.close();
    app = guardedApp(() => sessions.impersonating!);
    expect((await app.inject({ method: 'POST', url: `${routes.cspReport.path}?x=1` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/nui/nbs/unknown' })).statusCode).not.toBe(404);
  });

  it('lets clients, advisers not impersonating and logged-out callers write (their own rules apply)', async () => {
    for (const as of ['client', 'agent', 'nobody'])
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const)
        expect((await call(as, method, '/nui/nbs/thing/5')).statusCode, `${as} ${method}`).toBe(200);
  });

  it('lists every mutating route registered after it, by method, so a test can check each is refused', () => {
    expect([...app.mutatingRoutes].sort()).toEqual(
      [
        ...['POST', 'PUT', 'PATCH', 'DELETE'].map((m) => `${m} /nui/nbs/thing/:id`),
        'POST /nui/nbs/both',
        ...[
          routes.login,
          routes.graphql,
          routes.errorLog,
          routes.print,
          routes.cspReport,
          routes.logout,
          routes.stopImpersonation,
          routes.impersonationPageView,
        ].map((r) => `POST ${r.path}`),
      ].sort(),
    );
  });

  it('audits the end of an impersonation when the adviser logs out: adviser, client, STOP, time and address', async () => {
    await call('impersonating', 'GET', routes.logout.path);
    expect(audit).toEqual([
      { adviserUserId: 2, adviserId: 3, clientId: 9, action: 'STOP', at: NOW, clientAddress: '10.1.2.3', visitId: 7 },
    ]);
  });

  it('audits nothing on a logout without an impersonation, nor on other calls while impersonating', async () => {
    await call('agent', 'GET', routes.logout.path);
    await call('client', 'GET', routes.logout.path);
    await call('nobody', 'GET', routes.logout.path);
    await call('impersonating', 'GET', routes.stopImpersonation.path);
    await call('impersonating', 'GET', '/nui/nbs/thing/1');
    expect(audit).toEqual([]);
  });

  describe('the access log of a visit: what the adviser downloads', () => {
    const file = (as: string, query: string) => call(as, 'GET', `/nui/nbs/file?${query}`);
    const ATTACHMENT = encodeURIComponent('attachment; filename="Valuation.pdf"');

    it('records each file handed to an impersonating adviser once sent, under the visit, by name and time', async () => {
      expect((await file('impersonating', `disposition=${ATTACHMENT}`)).statusCode).toBe(200);
      await vi.waitFor(() => expect(audit).toEqual([{ visitId: 7, kind: 'DOWNLOAD', name: 'Valuation.pdf', at: NOW }]));
    });

    it('records nothing for an answer that is no file, a failed answer, a client, an adviser not impersonating, or a visit without its id', async () => {
      await file('impersonating', 'disposition=inline');
      await file('impersonating', `status=404&disposition=${ATTACHMENT}`);
      await file('impersonating', `status=201&disposition=${ATTACHMENT}`);
      for (const as of ['client', 'agent', 'nobody']) await file(as, `disposition=${ATTACHMENT}`);
      const withoutVisit = sessions.impersonating!;
      await app.close();
      app = guardedApp(() => ({ ...withoutVisit, data: { ...withoutVisit.data, impersonationVisitId: undefined } }));
      app.get('/nui/nbs/file', async (_request, reply) => reply.header('content-disposition', 'attachment; filename="a.pdf"').send('x'));
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/nui/nbs/file' })).statusCode).toBe(200);
      expect(audit).toEqual([]);
    });

    it('logs a recording that fails, and the adviser still has the file', async () => {
      const errors: unknown[] = [];
      audit.push = () => {
        throw new Error('database gone');
      };
      try {
        await app.close();
        app = guardedApp(() => sessions.impersonating!);
        app.addHook('onRequest', async (request) => {
          request.log.error = ((entry: unknown, message: string) => void errors.push([entry, message])) as never;
        });
        app.get('/nui/nbs/file', async (_request, reply) => reply.header('content-disposition', 'attachment; filename="a.pdf"').send('x'));
        await app.ready();
        const response = await app.inject({ method: 'GET', url: '/nui/nbs/file' });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe('x');
        await vi.waitFor(() => expect(errors).toEqual([[{ err: new Error('database gone') }, 'impersonation download not recorded']]));
      } finally {
        audit.push = Array.prototype.push;
      }
    });
  });
});
