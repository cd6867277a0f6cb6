/**
 * The demo adviser and support agent hold a second factor (issue 30: staff must), seeded in demo mode
 * only: the demo passkey (./second-factors.ts) and the authenticator-app secret README gives.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import '../access/second-factor-tables.ts';
import { sealSecret } from '../features/mfa/factors.ts';
import { DEMO_PASSKEYS, DEMO_PASSKEY_PUBLIC_KEY_COSE, DEMO_TOTP_SECRET } from './second-factors.ts';

/** Gives each demo staff login without a factor its passkey and app; true when one was given. */
export async function seedDemoStaffFactors(db: Kysely<Database>, codeSecret: string, now: Date): Promise<boolean> {
  const staff = await db
    .selectFrom('users')
    .select(['user_id', 'username'])
    .where('username', 'in', Object.keys(DEMO_PASSKEYS))
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('mfa_passkeys').select('credential_id').whereRef('mfa_passkeys.user_id', '=', 'users.user_id'))),
    )
    .where((eb) => eb.not(eb.exists(eb.selectFrom('mfa_totp').select('user_id').whereRef('mfa_totp.user_id', '=', 'users.user_id'))))
    .execute();
  if (staff.length === 0) return false;
  await db
    .insertInto('mfa_passkeys')
    .values(
      staff.map((u) => ({
        credential_id: DEMO_PASSKEYS[u.username]!,
        user_id: u.user_id,
        public_key: Buffer.from(DEMO_PASSKEY_PUBLIC_KEY_COSE, 'base64url'),
        counter: 0,
        transports: ['internal'],
        name: 'Demo passkey',
        created_at: now,
        last_used_at: null,
      })),
    )
    .execute();
  await db
    .insertInto('mfa_totp')
    .values(
      staff.map((u) => ({
        user_id: u.user_id,
        secret_sealed: sealSecret(DEMO_TOTP_SECRET, codeSecret),
        confirmed_at: now,
        last_used_step: null,
        created_at: now,
      })),
    )
    .execute();
  return true;
}
