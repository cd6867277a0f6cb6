/**
 * Spec §2 start-up: when no user location id is known, the root redirect asks who-am-i and stores
 * the returned location as the user's (the firm theme falls back to it). Best effort: a failure
 * leaves the location unknown.
 */
import type { WhoAmIResponse } from '@portal/api/browser';
import { calls } from '../shared/api.ts';
import { sessionStore } from '../shared/session.ts';

export async function learnUserLocation(whoAmI: () => Promise<WhoAmIResponse> = calls.whoAmI): Promise<void> {
  const session = sessionStore.get();
  if (!session || session.userLocationId !== null) return;
  try {
    const { location } = await whoAmI();
    // Only into the same session: a logout or another login meanwhile wins.
    if (location !== null && sessionStore.get() === session) sessionStore.set({ ...session, userLocationId: location });
  } catch {
    // Unknown stays unknown; the default theme serves.
  }
}
