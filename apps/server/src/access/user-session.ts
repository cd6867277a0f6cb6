/**
 * Builds the UserSession answer (login, session-info) from the user's row and the session's data. The
 * client's preferences belong to the preferences feature: the caller passes their reader (the
 * `sessionPreferences` decoration, wired by app.ts), so the kernel imports no feature.
 */
import type { Kysely } from 'kysely';
import type { UserSession } from '@portal/api';
import type { Database } from '../db/schema.ts';
import { errors } from '../http-error.ts';
import { impersonatedUserSession } from './impersonated-session.ts';
import type { PreferencesReader } from './impersonated-session.ts';
import { findUserProfile } from './repository.ts';
import { sessionMfa } from './session-mfa.ts';
import type { SessionData } from './session-types.ts';

export async function buildUserSession(
  db: Kysely<Database>,
  userId: number,
  data: SessionData,
  sessionPreferences: PreferencesReader,
  /** Whether the firm offers clients two-step login after sign-in (config.mfaOffer). */
  offerMfa = true,
): Promise<UserSession> {
  const [profile, mfa] = await Promise.all([findUserProfile(db, userId), sessionMfa(db, userId, false, data)]);
  if (!profile) throw errors.unauthorized();
  mfa.required = profile.client_id === null;
  // Only a client's own login is offered two-step login; a staff login's is required instead.
  if (profile.client_id === null || !offerMfa) mfa.offer = false;
  const session = await buildFullUserSession(db, profile, data, sessionPreferences);
  // Waiting for the second step: who it is, and nothing about them yet.
  if (mfa.status !== 'done')
    return { ...session, currentUser: { forename: '', surname: '', clientId: session.currentUser.clientId }, preferences: null, mfa };
  return { ...session, mfa };
}

async function buildFullUserSession(
  db: Kysely<Database>,
  profile: NonNullable<Awaited<ReturnType<typeof findUserProfile>>>,
  data: SessionData,
  sessionPreferences: PreferencesReader,
): Promise<UserSession> {
  // An agent's login is an adviser's with no client of its own.
  const agentId = profile.client_id === null ? profile.adviser_id : null;
  if (agentId !== null && data.impersonatedClientId != null) {
    const agent = { username: profile.username, roles: profile.roles, adviserId: agentId };
    return impersonatedUserSession(
      db,
      agent,
      data.impersonatedClientId,
      data.impersonatedClientRoles ?? [],
      data.previousLogin,
      sessionPreferences,
    );
  }
  if (agentId !== null) {
    return {
      id: null,
      username: profile.username,
      // Agents are treated as having accepted terms (spec §4).
      termsAccepted: true,
      roles: profile.roles,
      lastLogin: data.previousLogin,
      isLoggedIn: true,
      currentUser: { forename: profile.adviser_forename ?? '', surname: profile.adviser_surname ?? '', clientId: null },
      userLocationId: profile.adviser_location_id,
      adviserId: agentId,
      adviserRoles: profile.roles,
      impersonatedClient: null,
      // Preferences belong to a client: none until the adviser views one.
      preferences: null,
      isReadOnly: false,
    };
  }
  return {
    id: profile.client_id,
    username: profile.username,
    termsAccepted: profile.terms_accepted,
    roles: profile.roles,
    lastLogin: data.previousLogin,
    isLoggedIn: true,
    currentUser: { forename: profile.client_forename ?? '', surname: profile.client_surname ?? '', clientId: profile.client_id },
    // Null for a client without an adviser (no join match for the placeholder id).
    userLocationId: profile.client_location_id,
    adviserId: null,
    // Read fresh each time, so a write shows on the next login or session-info.
    preferences: profile.client_id === null ? null : await sessionPreferences(db, profile.client_id),
    isReadOnly: false,
  };
}
