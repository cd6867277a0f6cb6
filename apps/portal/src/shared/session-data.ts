/**
 * The session's data and its reset (spec §4 Session): logout "clears session state … resets the data
 * store", and in the native app "clearing data resets the session but keeps application state". The
 * web analogue: every way a session ends in this page (Log out, the inactivity timeout, a 401 seen by
 * the shell) calls `resetSessionData`, which forgets the session, its cached server data and its
 * requests' tracking, and leaves the application state (app-state.ts) in the browser's storage.
 */
import { applicationState, recordSession, type AppMessage } from './app-state.ts';
import { resetRetries } from './load/retries.ts';
import { sessionCache } from './session-cache.ts';
import { sessionStore } from './session.ts';

/** Ends the session's data in this page; `message` is left in the application state for where it shows. */
export function resetSessionData(message: AppMessage | null = null): void {
  sessionStore.set(null);
  sessionCache.clear();
  resetRetries();
  if (message) applicationState.update((state) => ({ ...state, message }));
}

/**
 * The client app's start: the launch is no longer the first, and each session (login, session-info,
 * an adviser's impersonation) is recorded into the application state; returns the uninstaller.
 */
export function installApplicationState(): () => void {
  applicationState.update((state) => (state.isFirstLaunch ? { ...state, isFirstLaunch: false } : state));
  recordSession(sessionStore.get());
  return sessionStore.subscribe(() => recordSession(sessionStore.get()));
}

/** The message left for `pathname`, once: any arrival takes it (a message for another page is dropped, spec §2 'cleared on leaving'). */
export function takeAppMessage(pathname: string): AppMessage | null {
  const { message } = applicationState.get();
  if (!message) return null;
  applicationState.update((state) => ({ ...state, message: null }));
  return message.location === pathname ? message : null;
}
