/** Where a public page sends a session (spec §2 Login, Terms). */
import { describe, expect, it } from 'vitest';
import { clientSession } from '../../test/portal-fakes.ts';
import { publicRedirect } from './public-redirect.ts';

const adviser = { ...clientSession, id: null, adviserId: 7 };

describe('publicRedirect', () => {
  it('leaves a logged-out user on /, /login and the other public pages', () => {
    for (const path of ['/', '/login', '/forgotten', '/register', '/reset', '/error']) expect(publicRedirect(path, '', null)).toBeNull();
  });
  it('sends a logged-in client at /login to the saved next path, else the client root', () => {
    expect(publicRedirect('/login', '?next=%2Fclient%2Fnews', clientSession)).toBe('/client/news');
    expect(publicRedirect('/', '', clientSession)).toBe('/client');
    expect(publicRedirect('/login', '?next=https%3A%2F%2Fevil.example', clientSession)).toBe('/client');
  });
  it('sends a client without accepted terms to /terms and an adviser to the adviser root', () => {
    expect(publicRedirect('/login', '', { ...clientSession, termsAccepted: false })).toBe('/terms');
    expect(publicRedirect('/login', '?next=%2Fclient%2Fnews', adviser)).toBe('/adviser');
  });
  it('keeps /terms for a client who has not accepted them; otherwise login or on', () => {
    expect(publicRedirect('/terms', '', { ...clientSession, termsAccepted: false })).toBeNull();
    expect(publicRedirect('/terms', '', null)).toBe('/login');
    expect(publicRedirect('/terms', '', clientSession)).toBe('/client');
  });
  it('does not move a logged-in user off the other public pages', () => {
    expect(publicRedirect('/forgotten', '', clientSession)).toBeNull();
    expect(publicRedirect('/error', '', clientSession)).toBeNull();
  });
});
