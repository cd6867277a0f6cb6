/**
 * Spec §1/§2 start-up: whenever no user location id is known, who-am-i is asked and the returned location
 * stored as the user's (the firm theme, its name in titles and the Library link read it): on every entry to
 * the client app (the root loader), not only the root redirect. Once per session in a page load, however
 * often the app navigates: a session whose user has no location is not asked again. Best effort: a failure
 * leaves the location unknown.
 */
import type { WhoAmIResponse } from '@portal/api/browser';
import { calls } from '../shared/api.ts';
import { sessionStore } from '../shared/session.ts';

let askedFor: object | null = null;

export async function learnUserLocation(whoAmI: () => Promise<WhoAmIResponse> = calls.whoAmI): Promise<void> {
  const session = sessionStore.get();
  if (!session || session.userLocationId !== null || askedFor === session) return;
  askedFor = session;
  try {
    const { location } = await whoAmI();
    // Only into the same session: a logout or another login meanwhile wins.
    if (location !== null && sessionStore.get() === session) sessionStore.set({ ...session, userLocationId: location });
  } catch {
    // Unknown stays unknown; the default theme serves.
  }
}
