import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../shared/session.ts';
import { clientSession } from '../test/portal-fakes.ts';
import { learnUserLocation } from './user-location.ts';

afterEach(() => sessionStore.set(null));

describe('who-am-i when the user location is not known (spec §1, §2)', () => {
  it('asks when no user location is known and stores the answer', async () => {
    sessionStore.set({ ...clientSession, userLocationId: null });
    const whoAmI = vi.fn(() => Promise.resolve({ location: 40000012 }));
    await learnUserLocation(whoAmI);
    expect(whoAmI).toHaveBeenCalledTimes(1);
    expect(sessionStore.get()?.userLocationId).toBe(40000012);
  });

  it('does not ask when the location is known or nobody is logged in', async () => {
    const whoAmI = vi.fn(() => Promise.resolve({ location: 1 }));
    await learnUserLocation(whoAmI);
    sessionStore.set({ ...clientSession, userLocationId: 7 });
    await learnUserLocation(whoAmI);
    expect(whoAmI).not.toHaveBeenCalled();
    expect(sessionStore.get()?.userLocationId).toBe(7);
  });

  it('leaves the location unknown when the call fails', async () => {
    sessionStore.set({ ...clientSession, userLocationId: null });
    await learnUserLocation(() => Promise.reject(new Error('down')));
    expect(sessionStore.get()?.userLocationId).toBeNull();
  });

  it('asks once per session in a page load, however often the app navigates', async () => {
    const whoAmI = vi.fn(() => Promise.resolve({ location: null }));
    sessionStore.set({ ...clientSession, userLocationId: null });
    await learnUserLocation(whoAmI);
    await learnUserLocation(whoAmI);
    expect(whoAmI).toHaveBeenCalledTimes(1);
    // Another session (a new login) is asked again.
    sessionStore.set({ ...clientSession, id: 1000010002, userLocationId: null });
    await learnUserLocation(whoAmI);
    expect(whoAmI).toHaveBeenCalledTimes(2);
  });
});
