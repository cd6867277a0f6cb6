/**
 * Spec §4 Session: Log out clears the session's data and shows the client's logged-out message at login,
 * through the application state's message (key and location); the application state itself stays.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clientSession } from '@portal/api/fixtures';
import { generalTexts, navigationTexts } from '@portal/domain';
import { APP_STATE_KEY, applicationState, installApplicationState } from '../../shared/app-state.ts';
import { sessionStore } from '../../shared/session.ts';
import { clientServer, openAt, startAsClient } from '../../test/portal-router.tsx';

startAsClient(() => clientServer());

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
    expect(applicationState.get()).toMatchObject({
      isFirstLaunch: false,
      message: null,
      sessionDetails: { username: clientSession.username, clientId: clientSession.id },
    });
    uninstall();
  });
});
