/** Spec §4 Session: ending a session resets its data and keeps the application state (the web analogue of the native app's "clear data"). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientSession } from '@portal/api/fixtures';
import { APP_STATE_KEY, applicationState, installApplicationState, takeAppMessage } from './app-state.ts';
import { loadAttempt, markRetry } from './load/retries.ts';
import { requestTracking } from './load/request-tracking.ts';
import { sessionCache } from './session-cache.ts';
import { sessionStore } from './session.ts';
import { resetSessionData } from './session-data.ts';

let uninstall = () => undefined as unknown;
beforeEach(() => {
  localStorage.removeItem(APP_STATE_KEY);
  sessionStore.set(null);
});
afterEach(() => uninstall());

describe('session data and application state', () => {
  it('the first launch is recorded, and each session from then on', () => {
    expect(applicationState.get().isFirstLaunch).toBe(true);
    uninstall = installApplicationState();
    expect(applicationState.get()).toMatchObject({ isFirstLaunch: false, sessionDetails: null });
    sessionStore.set(clientSession);
    expect(applicationState.get().sessionDetails?.username).toBe(clientSession.username);
  });

  it('ending the session resets its data but keeps the application state', async () => {
    uninstall = installApplicationState();
    sessionStore.set(clientSession);
    void sessionCache.read('client:1', () => Promise.resolve('kept?'));
    markRetry('news');
    loadAttempt('news', '/client/news');
    const before = applicationState.get();
    expect(before.sessionDetails).not.toBeNull();

    await resetSessionData({ key: 'loggedOutClient', location: '/login' });

    expect(sessionStore.get()).toBeNull();
    let fetched = false;
    await sessionCache.read('client:1', () => ((fetched = true), Promise.resolve('fresh')));
    expect(fetched).toBe(true);
    expect(requestTracking('news').status).toBe('DEFAULT');
    // A fresh page load reads the same application state, without the session's details, with the message for login.
    expect(JSON.parse(localStorage.getItem(APP_STATE_KEY)!).state).toEqual({
      ...before,
      sessionDetails: null,
      message: { key: 'loggedOutClient', location: '/login' },
    });
  });

  it('a message shows once, where it was left for; any other arrival drops it', async () => {
    await resetSessionData({ key: 'loggedOutAdviser', location: '/login' });
    expect(takeAppMessage('/login')).toEqual({ key: 'loggedOutAdviser', location: '/login' });
    expect(takeAppMessage('/login')).toBeNull();
    await resetSessionData({ key: 'loggedOutClient', location: '/login' });
    expect(takeAppMessage('/client/home')).toBeNull();
    expect(takeAppMessage('/login')).toBeNull();
    uninstall = installApplicationState();
    sessionStore.set(clientSession);
    const reset = resetSessionData();
    // Without a message, the session's data goes at once; the application state forgets its details after.
    expect(sessionStore.get()).toBeNull();
    await reset;
    expect(applicationState.get()).toMatchObject({ message: null, sessionDetails: null, isFirstLaunch: false });
  });
});
