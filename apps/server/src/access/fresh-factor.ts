/**
 * The fresh factor a sensitive change needs (issue 30 item 3): changing the password, the second
 * factors, the fee authority or a delivery preference needs a password or passkey presented within
 * the last 5 minutes (the session's `authAt`, set at sign-in and by POST /nui/nbs/reauthenticate).
 */
import { HttpError } from '../http-error.ts';
import type { ActiveSession } from './session-types.ts';

/** A sensitive change needs a factor presented within this long (PORTAL_FRESH_FACTOR_SECONDS may shorten it). */
export const FRESH_FACTOR_SECONDS = 300;

/** 403 ReauthenticationRequired unless a factor was presented in the last `windowSeconds`. */
export function requireFreshFactor(session: ActiveSession, now: Date, windowSeconds: number = FRESH_FACTOR_SECONDS): void {
  const at = session.data.authAt ? Date.parse(session.data.authAt) : NaN;
  if (!(now.getTime() - at <= windowSeconds * 1000)) throw new HttpError(403, 'ReauthenticationRequired');
}
