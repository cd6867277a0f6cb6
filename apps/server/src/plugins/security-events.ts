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
  | 'request.cross_origin';

export function securityEvent(request: FastifyRequest, event: SecurityEvent, fields: Record<string, unknown> = {}): void {
  request.log.info(
    { security: true, event, address: request.ip, userId: request.session?.user.userId ?? null, ...fields },
    `security ${event}`,
  );
}
