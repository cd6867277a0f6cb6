/**
 * Security events as structured log lines (ASVS 16.3): one `event` name per kind, with the actor,
 * the address and the outcome as fields, so a log pipeline can alert on them without parsing text.
 * Never a password, code or session id.
 */
import type { FastifyRequest } from 'fastify';

export type SecurityEvent =
  | 'login.success'
  | 'login.failure'
  | 'login.locked'
  | 'login.rate_limited'
  | 'password.reset_requested'
  | 'password.reset_used'
  | 'impersonation.start'
  | 'impersonation.stop'
  | 'access.forbidden'
  | 'request.cross_origin'
  | 'passkey.failure'
  | 'mfa.success'
  | 'mfa.failure'
  | 'mfa.changed'
  | 'reauth.success'
  | 'reauth.failure'
  | 'password.changed'
  | 'login.password_only'
  | 'access.not_found'
  | 'register.succeeded'
  | 'register.failed'
  | 'password.change_failed'
  | 'support.transcript_read';

/** Counts the event in the instance's metrics (plugins/ops.ts): every kind, and logins, lockouts and impersonations apart. */
function countEvent(request: FastifyRequest, event: SecurityEvent): void {
  const metrics = request.server.metrics as FastifyRequest['server']['metrics'] | undefined;
  if (!metrics) return;
  metrics.securityEvents.inc({ event });
  if (event.startsWith('login.')) metrics.logins.inc({ outcome: event.slice('login.'.length) });
  if (event === 'login.locked') metrics.lockouts.inc();
  if (event === 'impersonation.start') metrics.impersonations.inc();
}

export function securityEvent(request: FastifyRequest, event: SecurityEvent, fields: Record<string, unknown> = {}): void {
  countEvent(request, event);
  request.log.info(
    { security: true, event, address: request.ip, userId: request.session?.user.userId ?? null, ...fields },
    `security ${event}`,
  );
}
