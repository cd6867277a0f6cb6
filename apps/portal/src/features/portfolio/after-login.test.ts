import { describe, expect, it } from 'vitest';
import { afterLogin, hasRealAdviser, markWelcomed } from './after-login.ts';

describe('after login (spec §2 Welcome)', () => {
  it('welcomes a first login once per page load', () => {
    expect(afterLogin({ username: 'first@example.com', lastLogin: null, newestNewsDate: null })).toEqual({ kind: 'welcome' });
    markWelcomed('first@example.com');
    expect(afterLogin({ username: 'first@example.com', lastLogin: null, newestNewsDate: null })).toEqual({
      kind: 'redirect',
      to: '/client/home',
    });
  });

  it('goes to news when the newest item is later than the last login and the news screen exists, else home', () => {
    const later = { username: 'a', lastLogin: '2025-11-01T09:00:00Z', newestNewsDate: '2025-11-10T00:00:00Z' };
    expect(afterLogin({ ...later, screens: new Set(['home', 'news']) })).toEqual({ kind: 'redirect', to: '/client/news' });
    expect(afterLogin({ ...later, screens: new Set(['home']) })).toEqual({ kind: 'redirect', to: '/client/home' });
    expect(afterLogin({ ...later, newestNewsDate: '2025-10-01T00:00:00Z', screens: new Set(['home', 'news']) })).toEqual({
      kind: 'redirect',
      to: '/client/home',
    });
  });

  it("follows the server's newsSinceLastLogin (the real feed against the previous login) when it is given", () => {
    const later = { username: 'b', lastLogin: '2025-11-01T09:00:00Z', newestNewsDate: null, screens: new Set(['home', 'news']) };
    expect(afterLogin({ ...later, newsSinceLastLogin: true })).toEqual({ kind: 'redirect', to: '/client/news' });
    expect(afterLogin({ ...later, newsSinceLastLogin: false })).toEqual({ kind: 'redirect', to: '/client/home' });
    expect(afterLogin({ ...later, newsSinceLastLogin: true, screens: new Set(['home']) })).toEqual({
      kind: 'redirect',
      to: '/client/home',
    });
  });

  it('knows a real adviser from the placeholder', () => {
    expect(hasRealAdviser({ adviser: null, adviserId: 100000085 })).toBe(false);
    expect(hasRealAdviser({ adviser: {} as never, adviserId: 200000103 })).toBe(true);
  });
});
