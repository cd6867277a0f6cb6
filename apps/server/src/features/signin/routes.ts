/**
 * The sign-in calls of spec §7: register, forgotten password, reset password (each also at the spec's
 * public newPassword and public reset paths), change password,
 * accept terms — and, only when config.exposeOutbox (PORTAL_EXPOSE_OUTBOX=1, end-to-end tests), a
 * read of the outbox. Login, logout, keepalive and session-info live in features/auth.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routes } from '@portal/api';
import { changePasswordTexts, formCodeMessages } from '@portal/domain';
import { HttpError, errors } from '../../http-error.ts';
import { latestOutbox } from '../../plugins/mail/mailer.ts';
import { securityEvent } from '../../plugins/security-events.ts';
import { isAgent } from '../../access/access.ts';
import { endpoint } from '../endpoint.ts';
import { noticeSender } from '../../shared/notices.ts';
import { acceptTerms, admitFormAttempt, changePassword, forgottenPassword, register, resetPassword } from './service.ts';

export default async function signinRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const deps = { db, config };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const notify = noticeSender(app);

  // E-mails go out after the answer; closing the app waits for them (a clean PGlite close matters).
  const pending = new Set<Promise<void>>();
  const schedule = (task: () => Promise<void>) => {
    // Started on the next turn of the event loop, after the answer is written: on PGlite a query runs on
    // this thread, so starting the work now would delay the answer for a known user only.
    const running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => app.log.error({ err: error }, 'sign-in background task failed'))
      .finally(() => pending.delete(running));
    pending.add(running);
  };
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  api.route({
    ...endpoint('register'),
    handler: async (request) => {
      // The browser never sends this unticked (spec §5): the terms are part of registering.
      if (!request.body.termsAccepted) throw errors.badRequest('termsAccepted: the terms must be accepted');
      await admitFormAttempt(deps, request.ip);
      const { username, password, newPassword } = request.body;
      const errorCodes = await register(deps, { username, code: password, newPassword });
      // The username is a client reference (or what was typed in its place): cut, never the code (review L8).
      securityEvent(request, errorCodes.length === 0 ? 'register.succeeded' : 'register.failed', {
        username: username.slice(0, 100),
        errorCodes,
      });
      return { errorCodes };
    },
  });

  // Spec §7's forgotten- and reset-password calls, each also at the path the spec defines without
  // showing its use (public newPassword, public reset; routes.ts): the same handler, rules and throttle.
  for (const name of ['forgottenPassword', 'newPassword'] as const) {
    api.route({
      ...endpoint(name),
      handler: async (request) => {
        await admitFormAttempt(deps, request.ip);
        securityEvent(request, 'password.reset_requested', { username: request.body.username.slice(0, 100) });
        return {
          errorCodes: await forgottenPassword(deps, { username: request.body.username, origin: config.publicUrl }, schedule, (m) =>
            app.mailer.send(m),
          ),
        };
      },
    });
  }

  for (const name of ['resetPassword', 'reset'] as const) {
    api.route({
      ...endpoint(name),
      handler: async (request) => {
        await admitFormAttempt(deps, request.ip);
        const { username, guid, newPassword } = request.body;
        const outcome = await resetPassword(deps, { username, code: guid, newPassword });
        const errorCodes = outcome.errorCodes;
        securityEvent(request, 'password.reset_used', { username: username.slice(0, 100), succeeded: errorCodes.length === 0, errorCodes });
        // Every session ended; the owner hears of it (issue 30). The second factor still stands.
        if (outcome.userId !== null) notify(outcome.userId, 'passwordReset');
        return { errorCodes };
      },
    });
  }

  api.route({
    ...endpoint('changePassword', { viewer: true }),
    handler: async (request, reply) => {
      const session = request.viewer;
      // Advisers (and an adviser viewing a client) change passwords on the adviser platform (spec §2, §6).
      if (isAgent(session)) throw new HttpError(403, 'ReadOnly', 'Passwords can only be changed on the adviser platform.');
      // A sensitive change needs a fresh factor (issue 30 item 3): here it is the current password the form
      // asks for, checked below (a wrong one counts towards the lockout), so no 'Confirm it is you' first.
      const outcome = await changePassword(deps, { userId: session.user.userId, sessionIdHash: session.idHash, ...request.body });
      if (outcome.lockedOut) await app.sessions.end(request, reply);
      if (outcome.errorCodes.length === 0) {
        // A re-authentication (ASVS 7.2.4): a new session id, with the password as a fresh factor; the
        // other sessions ended with the change; the owner hears of it (issue 30).
        await app.sessions.start(
          request,
          reply,
          session.user.userId,
          { ...session.data, authAt: config.now().toISOString() },
          { rotate: true },
        );
        notify(session.user.userId, 'passwordChanged');
        securityEvent(request, 'password.changed', { userId: session.user.userId });
        return { errorCodes: [], status: 200, message: changePasswordTexts.success };
      }
      securityEvent(request, 'password.change_failed', { errorCodes: outcome.errorCodes, lockedOut: outcome.lockedOut });
      return {
        errorCodes: outcome.errorCodes,
        status: outcome.lockedOut ? 423 : 400,
        message: formCodeMessages(outcome.errorCodes, 'changePassword').join(' '),
      };
    },
  });

  api.route({
    ...endpoint('acceptTerms', { viewer: true }),
    handler: async (request) => {
      const session = request.viewer;
      // Agents are treated as having accepted terms (spec §4); an impersonating adviser changes nothing.
      if (!isAgent(session)) await acceptTerms(deps, session.user.userId);
      return {};
    },
  });

  if (config.exposeOutbox) {
    app.log.warn(`PORTAL_EXPOSE_OUTBOX=1: ${routes.devOutbox.path} serves e-mails to anyone — tests only`);
    api.route({
      ...endpoint('devOutbox'),
      handler: async (request) => {
        const rows = await latestOutbox(db, { to: request.query.to, limit: 20 });
        return {
          messages: rows.map((r) => ({ to: r.to_address, subject: r.subject, body: r.body, createdAt: r.created_at.toISOString() })),
        };
      },
    });
  }
}
