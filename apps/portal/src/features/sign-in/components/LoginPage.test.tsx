import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generalTexts, loginErrorTexts, loginTexts } from '@portal/domain';
import { createTestRouter } from '../../../app/router.tsx';
import { sessionStore } from '../../../shared/session.ts';
import { clientSession } from '../../../test/portal-fakes.ts';

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let handler: Handler;
// Login, then the client shell and home load lazily one after another: allow for a busy machine.
beforeEach(() => {
  sessionStore.set(null);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => Promise.resolve(handler(String(url), init))),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: loginTexts.username }), username);
  await user.type(screen.getByLabelText(loginTexts.password, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: loginTexts.login }));
}

describe('login page', () => {
  it('arrives from registration or a reset with the username filled in (WCAG 3.3.7 Redundant Entry)', async () => {
    handler = () => json(401, { status: 401, code: 'Unauthorized', message: 'Unauthorized' });
    render(<RouterProvider router={createTestRouter([{ pathname: '/login', state: { username: '1000099999' } }])} />);
    expect(await screen.findByRole('textbox', { name: loginTexts.username })).toHaveValue('1000099999');
    expect(screen.getByLabelText(loginTexts.password, { selector: 'input' })).toHaveValue('');
  });

  it('disables Log in until both fields are filled', async () => {
    handler = () => json(401, { status: 401, code: 'Unauthorized', message: 'Unauthorized' });
    render(<RouterProvider router={createTestRouter(['/login'])} />);
    const button = await screen.findByRole('button', { name: loginTexts.login });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: loginTexts.username }), 'someone');
    expect(button).toBeDisabled();
  });

  it('shows the incorrect-details message with the login-help link on 401', async () => {
    handler = (url) =>
      url.includes('/nui/login')
        ? json(401, { status: 401, code: 'IncorrectCredentials', message: 'Unauthorized' })
        : json(401, { status: 401, code: 'Unauthorized', message: 'Unauthorized' });
    render(<RouterProvider router={createTestRouter(['/login'])} />);
    await fillAndSubmit('demo.client@example.com', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(loginErrorTexts.incorrectDetails);
    expect(within(alert).getByRole('link', { name: loginTexts.havingTrouble })).toBeInTheDocument();
  });

  it('shows the locked message linking to /forgotten on 423', async () => {
    handler = (url) =>
      url.includes('/nui/login')
        ? json(423, { status: 423, code: 'Locked', message: 'Locked' })
        : json(401, { status: 401, code: 'Unauthorized', message: 'Unauthorized' });
    render(<RouterProvider router={createTestRouter(['/login'])} />);
    await fillAndSubmit('demo.client@example.com', 'whatever');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(loginErrorTexts.locked);
    expect(screen.getByRole('link', { name: loginErrorTexts.lockedLinkLabel })).toHaveAttribute('href', '/forgotten');
  });

  it('shows a four-digit code when the service is unavailable', async () => {
    handler = (url) => (url.includes('/nui/login') ? json(503, {}) : json(401, { status: 401, code: 'Unauthorized', message: 'x' }));
    render(<RouterProvider router={createTestRouter(['/login'])} />);
    await fillAndSubmit('a', 'b');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Error code: \d{4}/);
  });

  it('logs in and shows the client home with its accounts', async () => {
    // A later login goes home; the first (lastLogin null) shows the welcome (signin.test.tsx).
    const session = clientSession;
    const account = (n: string, status: string) => ({
      accountId: Number(n),
      accountNumber: n,
      wrapperType: 'Isa',
      accountType: 'Stocks and shares ISA',
      accountStatus: status,
      alias: null,
      numberOfOwners: 1,
      jointClients: [],
      totalHoldings: 100,
      annualAdviserFeePercentage: null,
      annualAdviserFeeAmount: null,
      prlkShortName: null,
      openedDate: '2020-01-01',
      closedDate: null,
      details: { regularContributions: [], regularWithdrawals: [] },
      _links: {},
    });
    handler = (url) => {
      if (url.includes('/nui/login')) return json(200, session);
      if (url.includes('/nui/nbs/locations/1'))
        return json(200, { themeName: 'Default', highlightColour: '#f78f21', isBranded: false, _links: {} });
      if (url.includes('/nui/nbs/clients/'))
        return json(200, {
          forename: 'Alice',
          accounts: [account('111', 'Active'), account('222', 'Closed')],
          memoAssets: [],
          correspondences: { unreadDocumentsPresent: false },
        });
      return json(401, { status: 401, code: 'Unauthorized', message: 'x' });
    };
    render(<RouterProvider router={createTestRouter(['/login'])} />);
    await fillAndSubmit('demo.client@example.com', 'Harbour#Kite7');
    expect(await screen.findByRole('heading', { name: 'My accounts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My closed accounts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /111/ })).toBeInTheDocument();
    void generalTexts;
  });
});
