/** The client shell with its loader: it renders at once while the client loads, and counts Retries (spec §8 'General'). */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changePasswordTexts, commonTexts, generalTexts, homeTexts, loadFailureMessage, navigationTexts } from '@portal/domain';
import { AVAILABLE_CLIENT_SCREENS } from '../../shared/paths.ts';
import { resetRetries } from '../../shared/load/retries.ts';
import { sessionStore } from '../../shared/session.ts';
import {
  clientResource,
  clientSession,
  json,
  never,
  serverError,
  fakeServer,
  unauthorized,
  unbrandedTheme,
  type Handler,
} from '../../test/portal-fakes.ts';
import { createTestRouter } from '../router.tsx';

let handler: Handler;
let requests: string[];
beforeEach(() => {
  resetRetries();
  sessionStore.set(clientSession);
  requests = fakeServer(() => handler);
});
afterEach(() => vi.unstubAllGlobals());

describe('client shell', { timeout: 20_000 }, () => {
  it('shows the navigation while the client resource is still loading', async () => {
    handler = (url) => {
      if (url.includes('/nui/nbs/locations/1')) return unbrandedTheme();
      if (url.includes('/nui/nbs/clients/')) return never();
      return unauthorized();
    };
    render(<RouterProvider router={createTestRouter(['/client/home'])} />);
    expect(await screen.findByRole('link', { name: navigationTexts.nav.home })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: homeTexts.heading('Alice') })).toBeNull();
    // The page area says it is loading; nothing covers the shell.
    const spinner = screen.getByRole('progressbar', { name: commonTexts.loading });
    expect(spinner.closest('[class*="fullPage"]')).toBeNull();
  });

  it('counts Retries: the message changes after more than 2, and a success shows the page', async () => {
    let failures = 4;
    handler = (url) => {
      if (url.includes('/nui/nbs/locations/1')) return unbrandedTheme();
      if (url.includes('/nui/nbs/clients/')) return failures-- > 0 ? serverError() : json(200, clientResource());
      return unauthorized();
    };
    render(<RouterProvider router={createTestRouter(['/client/home'])} />);
    const user = userEvent.setup();
    const first = loadFailureMessage('account information', 0);
    expect(await screen.findByRole('alert')).toHaveTextContent(first);
    for (const retries of [1, 2, 3]) {
      const alert = screen.getByRole('alert');
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      // A new failure is a new message (with its own error code): wait for the old one to go.
      await waitFor(() => expect(alert).not.toBeInTheDocument());
      expect(await screen.findByRole('alert')).toHaveTextContent(loadFailureMessage('account information', retries));
    }
    expect(screen.getByRole('alert')).toHaveTextContent(generalTexts.notResolvedByRetrying);
    expect(screen.getByRole('alert')).not.toHaveTextContent(first);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: homeTexts.heading('Alice') })).toBeInTheDocument();
    expect(requests.filter((u) => u.includes('/nui/nbs/clients/'))).toHaveLength(5);
  });

  it("holds the spec's side-menu entries in order (change password only until Personal details exists)", async () => {
    handler = (url) => {
      if (url.includes('/nui/nbs/locations/1')) return unbrandedTheme();
      if (url.includes('/nui/nbs/clients/')) return json(200, clientResource());
      return unauthorized();
    };
    render(<RouterProvider router={createTestRouter(['/client/home'])} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: navigationTexts.menuButton }));
    const menu = navigationTexts.sideMenu;
    const spec = [
      ['personal', menu.personalDetails],
      ['authorisations', menu.authorisations],
      ['news', menu.news],
      ['contacts', menu.contacts],
      ['liveSupport', menu.liveSupport],
      ['legal', menu.legalInfo],
      ['settings', menu.settings],
      ['logout', menu.logOut],
    ].filter(([id]) => id === 'liveSupport' || id === 'logout' || AVAILABLE_CLIENT_SCREENS.has(id ?? ''));
    const expected = spec.map(([, label]) => label);
    if (!AVAILABLE_CLIENT_SCREENS.has('personal')) expected.splice(expected.length - 1, 0, changePasswordTexts.title);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expected);
  });
});
