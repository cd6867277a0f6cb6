/** The change-password panel in jsdom: success clears the fields; LockedOut logs out to the locked message. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSession } from '@portal/api/browser';
import { changePasswordTexts, loginErrorTexts, loginTexts } from '@portal/domain';
import { createTestRouter } from '../../../app/router.tsx';
import { sessionStore } from '../../../shared/session.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const session: UserSession = {
  id: 1000010016,
  username: 'someone@example.net',
  termsAccepted: true,
  roles: [],
  lastLogin: '2025-11-01T09:00:00Z',
  isLoggedIn: true,
  currentUser: { forename: 'Sam', surname: 'Hall', clientId: 1000010016 },
  userLocationId: null,
  adviserId: null,
  isReadOnly: false,
};

let answer: () => Response;
let calls: string[];
beforeEach(() => {
  calls = [];
  sessionStore.set(session);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(String(url));
      if (String(url).includes('/changePassword')) return Promise.resolve(answer());
      if (String(url).includes('/keepalive')) return Promise.resolve(json(200, { username: session.username }));
      if (String(url).includes('/nui/nbs/locations/1'))
        return Promise.resolve(json(200, { themeName: 'Default', highlightColour: '#f78f21', isBranded: false, _links: {} }));
      if (String(url).includes('/nui/nbs/clients/'))
        return Promise.resolve(
          json(200, {
            adviser: null,
            adviserId: 100000085,
            accounts: [],
            memoAssets: [],
            correspondences: { unreadDocumentsPresent: false },
          }),
        );
      return Promise.resolve(json(200, {}));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());
// Several screens load lazily one after another: allow for a busy machine.

async function fillAndSubmit() {
  await userEvent.type(await screen.findByLabelText(changePasswordTexts.oldPassword, { selector: 'input' }), 'Harbour#Kite7');
  await userEvent.type(screen.getByLabelText(changePasswordTexts.newPassword, { selector: 'input' }), 'Quartz+Finch48');
  const submit = screen.getByRole('button', { name: changePasswordTexts.submit });
  expect(submit).toBeDisabled();
  await userEvent.type(screen.getByLabelText(changePasswordTexts.confirmNewPassword, { selector: 'input' }), 'Quartz+Finch48');
  await userEvent.click(submit);
}

describe('change password', { timeout: 20_000 }, () => {
  it('shows the success message and clears the fields', async () => {
    answer = () => json(200, { errorCodes: [], status: 200, message: changePasswordTexts.success });
    render(<RouterProvider router={createTestRouter(['/client/changePassword'])} />);
    await fillAndSubmit();
    expect(await screen.findByText(changePasswordTexts.success)).toBeInTheDocument();
    expect(screen.getByLabelText(changePasswordTexts.oldPassword, { selector: 'input' })).toHaveValue('');
  });

  it('logs out on LockedOut and shows the locked message with its link on login', async () => {
    answer = () => json(200, { errorCodes: ['LockedOut'], status: 423, message: loginErrorTexts.locked });
    render(<RouterProvider router={createTestRouter(['/client/changePassword'])} />);
    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: loginTexts.login })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(loginErrorTexts.locked);
    expect(within(alert).getByRole('link', { name: loginErrorTexts.lockedLinkLabel })).toHaveAttribute('href', '/forgotten');
    expect(sessionStore.get()).toBeNull();
    expect(calls.some((url) => url.includes('/nui/public/logout'))).toBe(true);
  });
});
