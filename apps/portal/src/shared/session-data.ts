/**
 * The session's data and its reset (spec §4 Session): logout "clears session state … resets the data
 * store", and in the native app "clearing data resets the session but keeps application state". The
 * web analogue: every way a session ends in this page (Log out, the inactivity timeout, a 401 seen by
 * the shell) calls `resetSessionData`, which forgets the session, its cached server data, its requests'
 * tracking and the application state's details of it (who it was: on a shared computer no username stays
 * after logout), and keeps the rest of the application state (app-state.ts) in the browser's storage.
 */
import type { AppMessage } from './app-state.ts';
import { resetRetries } from './load/retries.ts';
import { sessionCache } from './session-cache.ts';
import { sessionStore } from './session.ts';

/**
 * Ends the session's data in this page: at once, or with `message`, once the message is left in the
 * application state for where it shows (so the caller's next move finds it there). The application
 * state forgets the session's details with it (`forgetSession`) and keeps the rest.
 */
export async function resetSessionData(message: AppMessage | null = null): Promise<void> {
  // Its module is loaded after the app's first render; should it fail to load, the session still ends.
  const appState = import('./app-state.ts').catch(() => null);
  if (message) (await appState)?.forgetSession(message);
  sessionStore.set(null);
  sessionCache.clear();
  resetRetries();
  if (!message) (await appState)?.forgetSession(null);
}
