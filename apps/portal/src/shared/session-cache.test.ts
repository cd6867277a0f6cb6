import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientSession, fakeServer, json } from '../test/portal-fakes.ts';
import { calls } from './api.ts';
import { clientKey, clientResource } from './client/client-resource.ts';
import { updateClientResource } from './client/update-client-resource.ts';
import { clientPreferencesStore } from './client-preferences.ts';
import { forgettingAfter, invalidatingAfter, sessionCache } from './session-cache.ts';
import { sessionStore } from './session.ts';
import { installUnauthorisedWatch, takeUnauthorised } from './unauthorised.ts';

const otherClient = { ...clientSession, id: 1000010002, forename: 'Other' };

afterEach(() => {
  sessionCache.clear();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe('the session cache', () => {
  it('answers a key from the cache once fetched (one request however many readers), and again after it is invalidated', async () => {
    const fetch = vi.fn(() => Promise.resolve({ id: 1 }));
    const [first, second] = await Promise.all([sessionCache.read('client:1', fetch), sessionCache.read('client:1', fetch)]);
    expect(first).toEqual({ id: 1 });
    expect(second).toBe(first);
    expect(await sessionCache.read('client:1', fetch)).toBe(first);
    expect(sessionCache.settled('client:1')).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    await sessionCache.read('client:2', fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed call so that Retry fetches again', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce('ok');
    await expect(sessionCache.read('a', fetch)).rejects.toThrow('500');
    expect(await sessionCache.read('a', fetch)).toBe('ok');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shares a refresh’s failure with the readers of the same navigation until the next refresh (Retry)', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce('ok');
    await expect(sessionCache.refresh('client:1', fetch)).rejects.toThrow('500');
    await expect(sessionCache.read('client:1', fetch)).rejects.toThrow('500');
    expect(await sessionCache.refresh('client:1', fetch)).toBe('ok');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('lets one caller abort its wait without failing the shared request for the others', async () => {
    let answer: (value: string) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const leaving = new AbortController();
    const first = sessionCache.read('k', fetch, leaving.signal);
    const second = sessionCache.read('k', fetch);
    leaving.abort(new Error('left'));
    answer('value');
    await expect(first).rejects.toThrow('left');
    expect(await second).toBe('value');
    expect(await sessionCache.read('k', fetch)).toBe('value');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('drops, on a write, exactly the keys under the prefixes the write declares', async () => {
    const fetch = vi.fn((value: string) => Promise.resolve(value));
    await sessionCache.read('unread-documents:1', () => fetch('unread'));
    await sessionCache.read('analysis:1:A:1Y', () => fetch('analysis'));
    const markAsRead = invalidatingAfter(['unread-documents:'], () => Promise.resolve('marked'));
    expect(await markAsRead()).toBe('marked');
    expect(sessionCache.settled('unread-documents:1')).toBeUndefined();
    await sessionCache.read('unread-documents:1', () => fetch('unread'));
    await sessionCache.read('analysis:1:A:1Y', () => fetch('analysis'));
    expect(fetch.mock.calls.map(([value]) => value)).toEqual(['unread', 'analysis', 'unread']);
  });

  it('keeps a write’s own answer in place of the key (a saved nickname), for every later reader', async () => {
    sessionStore.set(clientSession);
    const fetchClient = vi.fn(() => Promise.resolve({ clientId: 1, accounts: [] as string[] }));
    await clientResource(1, fetchClient as never);
    await updateClientResource(1, (client) => ({ ...client, accounts: ['renamed'] as never }));
    expect(await clientResource(1, fetchClient as never)).toEqual({ clientId: 1, accounts: ['renamed'] });
    expect(sessionCache.settled(clientKey(1))).toEqual({ clientId: 1, accounts: ['renamed'] });
    expect(fetchClient).toHaveBeenCalledTimes(1);
  });

  it('is cleared at logout: the sign-out call and the session leaving the browser', async () => {
    sessionStore.set(clientSession);
    fakeServer(() => () => json(200, {}));
    await sessionCache.read('analysis:1:A:1Y', () => Promise.resolve('kept'));
    const logout = calls.logout();
    expect(sessionCache.peek('analysis:1:A:1Y')).toBeUndefined();
    await logout;
    await sessionCache.read('analysis:1:A:1Y', () => Promise.resolve('kept'));
    sessionStore.set(null);
    expect(sessionCache.peek('analysis:1:A:1Y')).toBeUndefined();
  });

  it('is cleared when a data call is answered 401 (the server ended the session)', async () => {
    sessionStore.set(clientSession);
    await sessionCache.read('client:1', () => Promise.resolve('kept'));
    const target = { fetch: vi.fn(() => Promise.resolve(new Response(null, { status: 401 }))) as unknown as typeof fetch };
    const uninstall = installUnauthorisedWatch(target);
    await target.fetch('/nui/nbs/clients/1');
    uninstall();
    takeUnauthorised();
    expect(sessionCache.peek('client:1')).toBeUndefined();
    expect(sessionCache.settled('client:1')).toBeUndefined();
  });

  it('never shows one user’s data to the next: log out, log in as another user, nothing stale', async () => {
    sessionStore.set(clientSession);
    clientPreferencesStore.setPreferences({
      adHocFeeAuth: { enabled: true, lastUpdated: null },
      correspondenceDelivery: { currentPreferences: [] },
    });
    await sessionCache.read('analysis:shared-key', () => Promise.resolve('first user'));
    sessionStore.set(null);
    sessionStore.set(otherClient);
    expect(clientPreferencesStore.preferences()).toBeNull();
    expect(await sessionCache.read('analysis:shared-key', () => Promise.resolve('second user'))).toBe('second user');
    // Another user's login straight over the first (no logout between) clears it too.
    sessionStore.set(clientSession);
    expect(sessionCache.settled('analysis:shared-key')).toBeUndefined();
  });

  it('keeps its entries when the session only changes its own fields (a saved preference written into it)', async () => {
    sessionStore.set(clientSession);
    await sessionCache.read('client:1', () => Promise.resolve('kept'));
    sessionStore.set({ ...clientSession, termsAccepted: true });
    expect(sessionCache.settled('client:1')).toBe('kept');
  });

  it('drops everything when a sign-in write is sent (login, password change)', async () => {
    await sessionCache.read('k', () => Promise.resolve(1));
    const write = forgettingAfter(() => Promise.resolve('done'));
    expect(await write()).toBe('done');
    expect(sessionCache.peek('k')).toBeUndefined();
  });
});
