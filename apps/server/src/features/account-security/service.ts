/**
 * The rules of account security (issue 30 items 4, 5). Signed-in devices are the user's OWN: an adviser
 * impersonating a client sees none of the client's devices and ends none (403). The access log of visits
 * is the client's own, or, for an impersonating adviser, its own visits to that client only; pages are
 * recorded only while impersonating.
 */
import type { Kysely } from 'kysely';
import type { AccessLog, ClientPage, SignedInDevice } from '@portal/api';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../http-error.ts';
import { canReadClient, isImpersonating } from '../../access/access.ts';
import { recordImpersonationActivity } from '../../access/impersonation-audit.ts';
import type { ActiveSession } from '../../access/session-types.ts';
import { describeUserAgent, placeOf } from './device.ts';
import { endOtherSessionsOf, endSessionOf, liveSessionsOf, visitsOf } from './repository.ts';
import type { LiveWindow } from './repository.ts';

type Db = Kysely<Database>;

/** Visits per page of the access log. */
export const ACCESS_LOG_PAGE_SIZE = 10;

/** Which sessions are live now: seen within the idle limit, authenticated within the absolute limit. */
export function liveWindow(config: AppConfig): LiveWindow {
  const t = config.now().getTime();
  return {
    idleCutoff: new Date(t - config.session.idleSeconds * 1000),
    absoluteCutoff: new Date(t - config.session.absoluteSeconds * 1000),
  };
}

/** The user's own devices, never a client's to an impersonating adviser (403). */
function ownUser(session: ActiveSession): number {
  if (isImpersonating(session)) throw errors.forbidden();
  return session.user.userId;
}

/** The user's live sessions, this device first, then the most recently active. */
export async function signedInDevices(db: Db, session: ActiveSession, live: LiveWindow): Promise<{ devices: SignedInDevice[] }> {
  const rows = await liveSessionsOf(db, ownUser(session), live);
  const devices: SignedInDevice[] = rows.map((row) => ({
    sessionId: row.public_id,
    ...describeUserAgent(row.user_agent),
    place: placeOf(row.client_address),
    signedInAt: row.authenticated_at.toISOString(),
    lastActiveAt: row.last_seen_at.toISOString(),
    current: row.id_hash === session.idHash,
  }));
  devices.sort((a, b) => Number(b.current) - Number(a.current));
  return { devices };
}

/**
 * Ends one of the user's other sessions: the ended rows' id hashes. 404 when there is nothing of the
 * caller's to end (unknown, another user's, already ended, or this one: Log out ends it).
 */
export async function endDeviceSession(db: Db, session: ActiveSession, sessionId: string): Promise<string[]> {
  const hashes = await endSessionOf(db, ownUser(session), sessionId, session.idHash);
  if (hashes.length === 0) throw errors.notFound('No such session.');
  return hashes;
}

/** Ends every session of the user but this one: the ended rows' id hashes. */
export const endOtherDeviceSessions = (db: Db, session: ActiveSession): Promise<string[]> =>
  endOtherSessionsOf(db, ownUser(session), session.idHash);

/** A page of the client's access log (403 unless the session may read the client). */
export async function accessLog(db: Db, session: ActiveSession, clientId: number, page: number, live: LiveWindow): Promise<AccessLog> {
  if ((await canReadClient(db, session, clientId)) !== 'allowed') throw errors.forbidden();
  const { rows, total } = await visitsOf(db, clientId, {
    ...(isImpersonating(session) ? { adviserUserId: session.user.userId } : {}),
    offset: (page - 1) * ACCESS_LOG_PAGE_SIZE,
    limit: ACCESS_LOG_PAGE_SIZE,
    live,
  });
  return {
    visits: rows.map((row) => ({
      visitId: row.visitId,
      adviserName: `${row.forename} ${row.surname}`,
      firmName: row.firmName,
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
      inProgress: row.endedAt === null && row.inProgress,
      pages: row.pages as ClientPage[],
      downloads: row.downloads.map((d) => ({ fileName: d.fileName, at: new Date(d.at).toISOString() })),
    })),
    page,
    pageSize: ACCESS_LOG_PAGE_SIZE,
    total,
  };
}

/** Records a page the impersonating adviser's portal shows (403 when not impersonating). */
export async function recordPageView(db: Db, session: ActiveSession, page: string, now: Date): Promise<void> {
  const visitId = session.data.impersonationVisitId;
  if (!isImpersonating(session) || !visitId) throw errors.forbidden();
  await recordImpersonationActivity(db, { visitId, kind: 'PAGE', name: page, at: now });
}
