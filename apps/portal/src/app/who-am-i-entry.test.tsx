/** Who-am-i runs on any entry to the client app while the user's location is unknown (spec §1/§2), not only at the root redirect. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeTexts } from '@portal/domain';
import { sessionStore } from '../shared/session.ts';
import { clientServer, openAt, startAsClient } from '../test/portal-router.tsx';
import { json } from '../test/portal-fakes.ts';

const { requests } = startAsClient(() =>
  clientServer((url) => (url.includes('/nui/nbs/whoAmI') ? json(200, { location: 40000012 }) : undefined)),
);

describe('who-am-i on entry', { timeout: 20_000 }, () => {
  it('asks when a client page is opened with no user location, and stores the answer', async () => {
    expect(sessionStore.get()?.userLocationId).toBeNull();
    openAt('/client/home');
    await screen.findByRole('heading', { level: 2, name: homeTexts.myPortfolio }, { timeout: 10_000 });
    await waitFor(() => expect(sessionStore.get()?.userLocationId).toBe(40000012));
    expect(requests().filter((u) => u.includes('/nui/nbs/whoAmI'))).toHaveLength(1);
  });
});
