/**
 * The sign-in calls of spec §7: register, forgotten password, reset password, change password,
 * accept terms — and, only when PORTAL_EXPOSE_OUTBOX=1 (end-to-end tests), a read of the outbox.
 * Login, logout, keepalive and session-info live in routes/auth.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { acceptTermsRequest, changePasswordRequest, endpoints, forgottenPasswordRequest, registerRequest, resetPasswordRequest } from '@portal/api';
import type { AcceptTermsRequest, AcceptTermsResponse, ChangePasswordRequest, ChangePasswordResponse, ForgottenPasswordRequest, FormCodesResponse, RegisterRequest, ResetPasswordRequest } from '@portal/api';
import { changePasswordTexts, formCodeMessages } from '@portal/domain';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, errors } from '../errors.ts';
import { isAgent } from '../auth/access.ts';
import { createMailer, latestOutbox, type Mailer } from '../mail/mailer.ts';
import { requireSession } from '../plugins/session.ts';
import { acceptTerms, admitFormAttempt, changePassword, forgottenPassword, register, resetPassword } from './service.ts';

/** Test-only: the path of the outbox read (never registered unless exposeOutbox). */
export const DEV_OUTBOX_PATH = '/nui/public/dev/outbox';

export interface SigninEnvOptions {
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  /** PORTAL_EXPOSE_OUTBOX=1: serve GET /nui/public/dev/outbox (tests only; off by default). */
  exposeOutbox: boolean;
  /** PORTAL_PUBLIC_URL: the portal's address for links in e-mails (never taken from the Host header). */
  publicUrl: string | null;
}

export function signinOptionsFromEnv(env: NodeJS.ProcessEnv): SigninEnvOptions {
  return { smtpUrl: env.SMTP_URL || undefined, mailFrom: env.MAIL_FROM || undefined, exposeOutbox: env.PORTAL_EXPOSE_OUTBOX === '1', publicUrl: env.PORTAL_PUBLIC_URL?.replace(/\/+$/, '') || null };
}

export interface SigninRouteOptions extends SigninEnvOptions {
  db: Kysely<Database>;
  config: AppConfig;
  /** Tests inject a mailer; otherwise SMTP or the outbox from the options. */
  mailer?: Mailer;
}

const outboxQuery = z.strictObject({ to: z.string().min(1).max(254).optional() });

export async function signinRoutes(app: FastifyInstance, options: SigninRouteOptions): Promise<void> {
  const { db, config } = options;
  const deps = { db, config };
  const mailer = options.mailer ?? createMailer({ db, log: app.log, smtpUrl: options.smtpUrl, from: options.mailFrom });

  // E-mails go out after the answer; closing the app waits for them (a clean PGlite close matters).
  const pending = new Set<Promise<void>>();
  const schedule = (task: () => Promise<void>) => {
    const running = task()
      .catch((error: unknown) => app.log.error({ err: error }, 'sign-in background task failed'))
      .finally(() => pending.delete(running));
    pending.add(running);
  };
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  app.post<{ Body: RegisterRequest; Reply: FormCodesResponse }>(endpoints.register, { schema: { body: registerRequest } }, async (request) => {
    // The browser never sends this unticked (spec §5): the terms are part of registering.
    if (!request.body.termsAccepted) throw errors.badRequest('termsAccepted: the terms must be accepted');
    await admitFormAttempt(deps, request.ip);
    const { username, password, newPassword } = request.body;
    return { errorCodes: await register(deps, { username, code: password, newPassword }) };
  });

  app.post<{ Body: ForgottenPasswordRequest; Reply: FormCodesResponse }>(endpoints.forgottenPassword, { schema: { body: forgottenPasswordRequest } }, async (request) => {
    await admitFormAttempt(deps, request.ip);
    return { errorCodes: await forgottenPassword(deps, { username: request.body.username, origin: options.publicUrl }, schedule, (m) => mailer.send(m)) };
  });

  app.post<{ Body: ResetPasswordRequest; Reply: FormCodesResponse }>(endpoints.resetPassword, { schema: { body: resetPasswordRequest } }, async (request) => {
    await admitFormAttempt(deps, request.ip);
    const { username, guid, newPassword } = request.body;
    return { errorCodes: await resetPassword(deps, { username, code: guid, newPassword }) };
  });

  app.post<{ Body: ChangePasswordRequest; Reply: ChangePasswordResponse }>(endpoints.changePassword, { schema: { body: changePasswordRequest } }, async (request, reply) => {
    const session = requireSession(request);
    // Advisers (and an adviser viewing a client) change passwords on the adviser platform (spec §2, §6).
    if (isAgent(session)) throw new HttpError(403, 'ReadOnly', 'Passwords can only be changed on the adviser platform.');
    const outcome = await changePassword(deps, { userId: session.user.userId, sessionIdHash: session.idHash, ...request.body });
    if (outcome.lockedOut) await app.sessions.end(request, reply);
    if (outcome.errorCodes.length === 0) return { errorCodes: [], status: 200, message: changePasswordTexts.success };
    return { errorCodes: outcome.errorCodes, status: outcome.lockedOut ? 423 : 400, message: formCodeMessages(outcome.errorCodes, 'changePassword').join(' ') };
  });

  app.post<{ Body: AcceptTermsRequest; Reply: AcceptTermsResponse }>(endpoints.acceptTerms, { schema: { body: acceptTermsRequest } }, async (request) => {
    const session = requireSession(request);
    // Agents are treated as having accepted terms (spec §4); an impersonating adviser changes nothing.
    if (!isAgent(session)) await acceptTerms(deps, session.user.userId);
    return {};
  });

  if (options.exposeOutbox) {
    app.log.warn(`PORTAL_EXPOSE_OUTBOX=1: ${DEV_OUTBOX_PATH} serves e-mails to anyone — tests only`);
    app.get<{ Querystring: z.infer<typeof outboxQuery> }>(DEV_OUTBOX_PATH, { schema: { querystring: outboxQuery } }, async (request) => {
      const rows = await latestOutbox(db, { to: request.query.to, limit: 20 });
      return { messages: rows.map((r) => ({ to: r.to_address, subject: r.subject, body: r.body, createdAt: r.created_at.toISOString() })) };
    });
  }
}
