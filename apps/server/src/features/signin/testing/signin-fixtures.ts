/** The fixtures the sign-in service's fast tests share (service.test.ts, service-passwords.test.ts). */
import { expect } from 'vitest';
import type { HttpError } from '../../../http-error.ts';
import { hashCode } from '../codes.ts';
import type { FakeSigninUser, signinStoreFake } from './signin-store-fake.ts';

type Store = ReturnType<typeof signinStoreFake>;

export const OLD = 'Harbour#Kite7';
export const NEW = 'Lantern$Moss42';

/** Jane, client 7, logged in by e-mail or reference on two devices (with another user's session beside). */
export function seedJane(store: Store, passwordHash: string): FakeSigninUser {
  const jane: FakeSigninUser = {
    user_id: 1,
    username: 'jane@example.com',
    client_id: 7,
    adviser_id: null,
    password_hash: passwordHash,
    locked_at: null,
    failed_login_count: 0,
    terms_accepted: false,
    roles: ['sonata-client'],
    aliases: ['jane@example.com', '1000000007'],
    history: [passwordHash],
  };
  store.users.push(jane);
  store.sessions.push({ idHash: 'phone', userId: 1 }, { idHash: 'laptop', userId: 1 }, { idHash: 'other', userId: 2 });
  return jane;
}

/** A live code (an hour left), stored as its HMAC under `secret`. */
export function addCode(
  store: Store,
  at: { secret: string; now: Date },
  purpose: 'REGISTER' | 'RESET',
  clientId: number,
  username: string,
  code: string,
) {
  const row = {
    code_id: store.codes.length + 1,
    client_id: clientId,
    username,
    code_hash: hashCode(code, at.secret),
    purpose,
    expires_at: new Date(at.now.getTime() + 3600_000),
    used_at: null,
    failed_attempts: 0,
  };
  store.codes.push(row);
  return row;
}

/** `status code` of the error a refused call rejects with. */
export async function refusal(attempt: Promise<unknown>): Promise<string> {
  const error = (await attempt.then(
    () => expect.unreachable('accepted'),
    (e: unknown) => e,
  )) as HttpError;
  return `${error.status} ${error.code}`;
}
