/**
 * The rules of the client resource (spec §7 GET /nui/nbs/clients/{clientId}): who may read it, and the
 * viewer's "new since your last login" flags, judged against the viewing client's previous login
 * (advisers, and a client viewing another resource, get no flag).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../http-error.ts';
import { canReadClient, effectiveClientId } from '../../access/access.ts';
import type { ActiveSession } from '../../access/session-types.ts';
import { newCorrespondencesSince, newsSince } from './repository.ts';

/** 403 unless the session may read the client (its own, or an impersonating adviser of its firm). */
export async function authoriseClient(db: Kysely<Database>, session: ActiveSession, clientId: number): Promise<void> {
  if ((await canReadClient(db, session, clientId)) !== 'allowed') throw errors.forbidden();
}

/** The viewer's flags for the resource's newest document and news item (epoch ms, null when none). */
export function viewerFlags(
  session: ActiveSession,
  clientId: number,
  newest: { newestDocument: number | null; newestNews: number | null },
) {
  // New documents are judged against the viewing client's previous login; advisers don't get the flag.
  const since =
    effectiveClientId(session) === clientId && session.user.clientId !== null
      ? session.data.previousLogin
        ? new Date(session.data.previousLogin)
        : null
      : undefined;
  const at = (ms: number | null) => (ms === null ? null : new Date(ms));
  return {
    newCorrespondencesSinceLastLogin: newCorrespondencesSince(at(newest.newestDocument), since),
    newsSinceLastLogin: newsSince(at(newest.newestNews), since),
  };
}
