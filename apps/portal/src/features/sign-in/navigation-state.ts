/**
 * What one sign-in screen hands the next through the router's location state (never the URL, so
 * usernames and messages stay out of history and logs): forgotten → reset (the username), reset →
 * forgotten (RecentlyUsedPass errors), change password → login (the locked message).
 */
import type { FormError } from '@portal/machines';

export interface SigninState {
  username?: string;
  errors?: FormError[];
  /** Set when the account was locked out while logged in: login shows the locked message. */
  lockedOut?: boolean;
}

export function readSigninState(state: unknown): SigninState {
  if (typeof state !== 'object' || state === null) return {};
  const s = state as Record<string, unknown>;
  return {
    ...(typeof s.username === 'string' ? { username: s.username } : {}),
    ...(Array.isArray(s.errors)
      ? { errors: s.errors.filter((e): e is FormError => typeof e === 'object' && e !== null && typeof (e as FormError).text === 'string') }
      : {}),
    ...(s.lockedOut === true ? { lockedOut: true } : {}),
  };
}
