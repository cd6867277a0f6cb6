/**
 * The rules of the adviser calls (spec §4, §6, §7): only an adviser with the agent role may list or
 * impersonate; a client outside the agent's firm answers like an unknown one (403, nothing learnt by
 * probing); each start and stop of a visit is an audit row, a STOP naming the visit it ends.
 */
import type { Kysely } from 'kysely';
import { ROLE_AGENT } from '@portal/api';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../http-error.ts';
import { isAgent } from '../../access/access.ts';
import { recordImpersonation } from '../../access/impersonation-audit.ts';
import type { ActiveSession } from '../../access/session-types.ts';
import { visibleClient } from './repository.ts';

export type AgentSession = ActiveSession & { user: { adviserId: number } };

/** An adviser with the agent role (spec §6), impersonating or not; anyone else is Forbidden. */
export function requireAgent(session: ActiveSession): AgentSession {
  if (!isAgent(session) || session.user.adviserId === null || !session.user.roles.includes(ROLE_AGENT)) throw errors.forbidden();
  return session as AgentSession;
}

/** A client of the agent's firm with its login's roles; 403 for unknown and other firms' clients alike. */
export async function clientToImpersonate(db: Kysely<Database>, session: AgentSession, clientId: number) {
  const client = await visibleClient(db, session.user.adviserId, clientId);
  if (!client) throw errors.forbidden();
  return client;
}

/** Records a START or STOP of the agent's visit to the client: the row's id (a START's is the visit's id). */
export const auditVisit = (
  db: Kysely<Database>,
  session: AgentSession,
  clientId: number,
  action: 'START' | 'STOP',
  at: Date,
  clientAddress: string,
): Promise<number> =>
  recordImpersonation(db, {
    adviserUserId: session.user.userId,
    adviserId: session.user.adviserId,
    clientId,
    action,
    at,
    clientAddress,
    visitId: session.data.impersonationVisitId ?? null,
  });
