/**
 * Registration and reset codes are stored as HMAC-SHA-256 under a server secret (PORTAL_CODE_SECRET),
 * so a copy of the database alone cannot test guesses offline. A leaf module: the demo seed uses it too.
 */
import { createHmac } from 'node:crypto';

/** The secret of development, tests and the explicitly flagged demo; production sets its own. */
export const DEMO_CODE_SECRET = 'client-portal demo code secret: never use in production';

export function hashCode(code: string, secret: string): string {
  return createHmac('sha256', secret).update(code.trim().toUpperCase()).digest('base64url');
}
