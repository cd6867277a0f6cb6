/**
 * What a live session is, and the one guard for calls that need one. A leaf module: the session
 * plugin, the caches and the access rules all import it, and it imports none of them.
 */
import { errors } from '../http-error.ts';

/** What a session remembers beyond the user (kept small; jsonb). */
export interface SessionData {
  /** ISO time of the login before this one (the UserSession's lastLogin); null on the first login. */
  previousLogin: string | null;
  /** Impersonation: the client an adviser is viewing (read-only); absent or null when not impersonating. */
  impersonatedClientId?: number | null;
  /** The impersonated client's own roles, kept apart from the adviser's (spec §6). */
  impersonatedClientRoles?: string[];
  /** Impersonation: the audit's START row of this visit (its pages and downloads are recorded under it). */
  impersonationVisitId?: number | null;
  /**
   * Second factor (issue 30): 'verify' — the password was right and a second factor is due; 'enrol' — an
   * adviser or support agent must add one first. Until it is gone the session reaches only the calls of
   * that step (plugins/session.ts); absent when done.
   */
  mfa?: 'verify' | 'enrol';
  /** ISO time of the last fresh factor (password or passkey): sensitive changes need it within 5 minutes. */
  authAt?: string;
}

export interface SessionUser {
  userId: number;
  username: string;
  clientId: number | null;
  adviserId: number | null;
  roles: string[];
  termsAccepted: boolean;
}

export interface ActiveSession {
  idHash: string;
  createdAt: Date;
  /** When the user last proved who they are: the 12 h absolute limit counts from it, across id rotations (review M4). */
  authenticatedAt: Date;
  data: SessionData;
  user: SessionUser;
}

/** The session or 401 Unauthorized: what `request.viewer` reads (plugins/session.ts). */
export function requireSession(request: { session: ActiveSession | null }): ActiveSession {
  if (!request.session) throw errors.unauthorized();
  return request.session;
}

/**
 * The route-level hook of `endpoint(name, { viewer: true })` (features/endpoint.ts): a call that needs a
 * login and has none is answered 401 before its body is read or validated, and its handler reads the
 * session as `request.viewer`.
 */
export async function requireViewer(request: { session: ActiveSession | null }): Promise<void> {
  requireSession(request);
}
