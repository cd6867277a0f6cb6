/** Login, logout, keepalive and session-info (spec §7): the session lifecycle. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { endpoints, loginForm } from '@portal/api';
import type { KeepaliveResponse, LoginForm, UserSession } from '@portal/api';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { authenticate } from '../auth/login.ts';
import { buildUserSession } from '../auth/user-session.ts';
import { requireSession } from '../plugins/session.ts';

export async function authRoutes(app: FastifyInstance, { db, config }: { db: Kysely<Database>; config: AppConfig }): Promise<void> {
  app.post<{ Body: LoginForm; Reply: UserSession }>(endpoints.login, { schema: { body: loginForm.strict() } }, async (request, reply) => {
    const outcome = await authenticate(db, config, { ...request.body, clientAddress: request.ip });
    const data = { previousLogin: outcome.previousLogin?.toISOString() ?? null };
    await app.sessions.start(request, reply, outcome.userId, data);
    return buildUserSession(db, outcome.userId, data);
  });

  app.get<{ Reply: Record<string, never> }>(endpoints.logout, async (request, reply) => {
    await app.sessions.end(request, reply);
    return {};
  });

  // Keepalive never fails: no username tells the portal it is logged out (spec §7).
  app.get<{ Reply: KeepaliveResponse }>(endpoints.keepalive, async (request) => (request.session ? { username: request.session.user.username } : {}));

  app.get<{ Reply: UserSession }>(endpoints.sessionInfo, async (request) => {
    const session = requireSession(request);
    return buildUserSession(db, session.user.userId, session.data);
  });
}
