/**
 * Spec §4 Session: Log out clears the session's data and shows the client's logged-out message at login,
 * through the application state's message (key and location); the application state itself stays.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clientSession } from '@portal/api/fixtures';
import { adviserTexts, generalTexts, navigationTexts } from '@portal/domain';
import { APP_STATE_KEY, applicationState, installApplicationState } from '../../shared/app-state.ts';
import { requestTracking } from '../../shared/load/request-tracking.ts';
import { sessionStore } from '../../shared/session.ts';
import { json } from '../../test/portal-fakes.ts';
import { clientServer, openAt, startAsClient } from '../../test/portal-router.tsx';

// The adviser's firm list (GraphQL): one firm.
startAsClient(() =>
  clientServer((url) =>
    url.includes('/graphql') ? json(200, { data: { visibleLocations: [{ locationId: 1, name: 'Firm', advisers: [] }] } }) : undefined,
  ),
);

describe('log out', { timeout: 20_000 }, () => {
  it('ends the session, keeps the application state and shows the logged-out message at login', async () => {
    localStorage.removeItem(APP_STATE_KEY);
    const uninstall = installApplicationState();
    sessionStore.set({ ...clientSession });
    const router = openAt('/client/home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: navigationTexts.menuButton }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: navigationTexts.sideMenu.logOut }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const region = await screen.findByRole('region', { name: 'Messages' });
    expect(region).toHaveTextContent(generalTexts.loggedOutClient);
    expect(sessionStore.get()).toBeNull();
    expect(requestTracking('client').status).toBe('DEFAULT');
    // Kept: what the session taught the application; gone: who it was.
    expect(applicationState.get()).toMatchObject({
      isFirstLaunch: false,
      availableAuthTypes: ['password', ...(clientSession.mfa?.methods ?? [])],
      message: null,
      sessionDetails: null,
    });
    uninstall();
  });

  it("the adviser's, from the selection screen, the same way with the adviser's message", async () => {
    localStorage.removeItem(APP_STATE_KEY);
    const uninstall = installApplicationState();
    sessionStore.set({ ...clientSession, id: null, adviserId: 7, username: 'adviser' });
    expect(applicationState.get().sessionDetails).toMatchObject({ username: 'adviser', clientId: null, adviserId: 7 });
    const router = openAt('/adviser');
    await userEvent.setup().click(await screen.findByRole('button', { name: adviserTexts.logout }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('region', { name: 'Messages' })).toHaveTextContent(generalTexts.loggedOutAdviser);
    expect(sessionStore.get()).toBeNull();
    // The session's requests are forgotten with it (the firm list had loaded).
    expect(requestTracking('adviser').status).toBe('DEFAULT');
    expect(applicationState.get()).toMatchObject({ isFirstLaunch: false, message: null, sessionDetails: null });
    uninstall();
  });
});
