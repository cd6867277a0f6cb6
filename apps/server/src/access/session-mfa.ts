/**
 * The session's second-factor step (issue 30): what a login owes after its password, and the
 * UserSession's `mfa`, from what the user holds (one query).
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { MFA_OFFER_PAUSE_DAYS } from '@portal/api';
import type { SessionMfa } from '@portal/api';
import type { Database } from '../db/schema.ts';
import './second-factor-tables.ts';
import type { SessionData } from './session-types.ts';

type Db = Kysely<Database>;

/**
 * What a user holds, in one query: passkeys, a confirmed app, unused recovery codes; and whether a
 * client's 'Not now' to the offer of two-step login is recent (within MFA_OFFER_PAUSE_DAYS).
 */
export async function factorCounts(
  db: Db,
  userId: number,
): Promise<{ passkeys: number; totp: boolean; recovery: number; offerPaused: boolean }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('mfa_passkeys').select(eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).as('passkeys'),
      eb
        .selectFrom('mfa_totp')
        .select(eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('confirmed_at', 'is not', null)
        .as('totp'),
      eb
        .selectFrom('mfa_recovery_codes')
        .select(eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .as('recovery'),
      eb
        .selectFrom('users')
        .select(eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('mfa_offer_declined_at', '>', sql<Date>`now() - make_interval(days => ${MFA_OFFER_PAUSE_DAYS})`)
        .as('paused'),
    ])
    .executeTakeFirstOrThrow();
  return {
    passkeys: Number(row.passkeys),
    totp: Number(row.totp) > 0,
    recovery: Number(row.recovery),
    offerPaused: Number(row.paused) > 0,
  };
}

/** An adviser's or support agent's login (no client of its own) must hold a second factor. */
export const mfaRequiredFor = (user: { client_id: number | null }) => user.client_id === null;

/**
 * What a login owes once its password was right: a second factor when the user holds one; an adviser
 * or support agent holding none must enrol one first ('enrol': the session reaches only the
 * enrolment, plugins/session.ts), so no client data is reached with a password alone.
 */
export async function stateAfterPassword(db: Db, user: { user_id: number; client_id: number | null }): Promise<SessionData['mfa']> {
  const held = await factorCounts(db, user.user_id);
  if (held.passkeys > 0 || held.totp) return 'verify';
  return mfaRequiredFor(user) ? 'enrol' : undefined;
}

/** The UserSession's `mfa`: the session's step and what the user holds. */
export async function sessionMfa(db: Db, userId: number, agent: boolean, data: SessionData): Promise<SessionMfa> {
  const held = await factorCounts(db, userId);
  const methods: SessionMfa['methods'] = [];
  if (held.passkeys > 0) methods.push('passkey');
  if (held.totp) methods.push('totp');
  if (held.recovery > 0) methods.push('recovery');
  const status = data.mfa ?? 'done';
  // Offered to a client's own session only: never to an adviser (nor while one views a client).
  const offer = !agent && data.impersonatedClientId == null && status === 'done' && held.passkeys === 0 && !held.totp && !held.offerPaused;
  return { status, methods, required: agent, offer };
}
