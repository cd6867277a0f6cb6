import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSession, forgettingAfter, remembered } from './session-memo.ts';
import { sessionStore } from './session.ts';

afterEach(forgetSession);

describe('session memo', () => {
  it('fetches a key once for the session, and again after it is forgotten', async () => {
    const fetch = vi.fn(() => Promise.resolve({ id: 1 }));
    expect(await remembered('client:1', fetch)).toEqual({ id: 1 });
    expect(await remembered('client:1', fetch)).toEqual({ id: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    await remembered('client:2', fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
    forgetSession();
    await remembered('client:1', fetch);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('forgets a failed call so that Retry fetches again', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce('ok');
    await expect(remembered('a', fetch)).rejects.toThrow('500');
    expect(await remembered('a', fetch)).toBe('ok');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('lets one caller abort its wait without failing the shared request for the others', async () => {
    let answer: (value: string) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const leaving = new AbortController();
    const first = remembered('k', fetch, leaving.signal);
    const second = remembered('k', fetch);
    leaving.abort(new Error('left'));
    answer('value');
    await expect(first).rejects.toThrow('left');
    expect(await second).toBe('value');
    expect(await remembered('k', fetch)).toBe('value');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('forgets what was kept when a write is sent', async () => {
    const fetch = vi.fn(() => Promise.resolve(1));
    await remembered('k', fetch);
    const write = forgettingAfter(() => Promise.resolve('done'));
    expect(await write()).toBe('done');
    await remembered('k', fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('forgets what was kept when the session changes (another user, impersonation, logout)', async () => {
    const fetch = vi.fn(() => Promise.resolve(1));
    await remembered('k', fetch);
    sessionStore.set(null);
    await remembered('k', fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
