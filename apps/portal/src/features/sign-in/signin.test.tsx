/** The sign-in screens in jsdom with a fake server: what a user sees and where each step leads. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgottenTexts,
  homeTexts,
  loginErrorTexts,
  loginTexts,
  PASSWORD_RULES_HEADING,
  passwordRuleText,
  registerTexts,
  resetTexts,
  termsTexts,
} from '@portal/domain';
import type { UserSession } from '@portal/api/browser';
import { createTestRouter } from '../../app/router.tsx';
import { sessionStore } from '../../shared/session.ts';

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () => json(401, { status: 401, code: 'Unauthorized', message: 'x' });

let handler: Handler;
let requests: { url: string; body: unknown }[];
beforeEach(() => {
  sessionStore.set(null);
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      requests.push({
        url: String(url),
        body: typeof init?.body === 'string' && init.body.startsWith('{') ? JSON.parse(init.body) : init?.body,
      });
      return Promise.resolve(handler(String(url), init));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());
// Several screens load lazily one after another: allow for a busy machine.

const session = (overrides: Partial<UserSession> = {}): UserSession => ({
  id: 1000010004,
  username: 'new.client@example.com',
  termsAccepted: false,
  roles: [],
  lastLogin: null,
  isLoggedIn: true,
  currentUser: { forename: 'Nina', surname: 'Kowalski', clientId: 1000010004 },
  userLocationId: null,
  adviserId: null,
  isReadOnly: false,
  ...overrides,
});

async function typeNewPassword(password: string) {
  await userEvent.type(screen.getByLabelText(registerTexts.newPassword, { selector: 'input' }), password);
  await userEvent.type(screen.getByLabelText(registerTexts.confirmPassword, { selector: 'input' }), password);
}

describe('register', { timeout: 20_000 }, () => {
  it('pre-fills the code from ?pin=, lists unmet rules live, enables Submit only with terms, then shows the welcome text on login', async () => {
    handler = (url) => (url.includes('/nui/public/register') ? json(200, { errorCodes: [] }) : unauthorized());
    const router = createTestRouter(['/register?pin=REG-4821']);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('textbox', { name: registerTexts.registrationCode })).toHaveValue('REG-4821');
    // The code leaves the address at once (review M7): not in the history, a bookmark or a Referer.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.type(screen.getByRole('textbox', { name: loginTexts.username }), '1000099999');
    await userEvent.type(screen.getByLabelText(registerTexts.newPassword, { selector: 'input' }), 'abc');
    expect(screen.getByText(PASSWORD_RULES_HEADING)).toBeInTheDocument();
    expect(screen.getByText(passwordRuleText('uppercase'))).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(registerTexts.newPassword, { selector: 'input' }));
    await typeNewPassword('Marble%Quay84');
    const submit = screen.getByRole('button', { name: registerTexts.submit });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: registerTexts.acceptTerms }));
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByText(loginTexts.registered('1000099999'))).toBeInTheDocument();
    expect(requests.find((r) => r.url.includes('/register'))?.body).toEqual({
      username: '1000099999',
      password: 'REG-4821',
      newPassword: 'Marble%Quay84',
      termsAccepted: true,
      app: 'CLIENT_PORTAL',
    });
  });

  it('shows Invalid as the username-or-code message', async () => {
    handler = (url) => (url.includes('/nui/public/register') ? json(200, { errorCodes: ['Invalid'] }) : unauthorized());
    render(<RouterProvider router={createTestRouter(['/register?pin=REG-0000'])} />);
    await userEvent.type(await screen.findByRole('textbox', { name: loginTexts.username }), '1000099999');
    await typeNewPassword('Marble%Quay84');
    await userEvent.click(screen.getByRole('checkbox', { name: registerTexts.acceptTerms }));
    await userEvent.click(screen.getByRole('button', { name: registerTexts.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(loginErrorTexts.incorrectUsernameOrCode);
  });
});

describe('forgotten and reset', { timeout: 20_000 }, () => {
  it('goes from forgotten to reset with the username, and back to forgotten with the errors on RecentlyUsedPass', async () => {
    handler = (url) => {
      if (url.includes('/forgottenPassword')) return json(200, { errorCodes: [] });
      if (url.includes('/resetPassword')) return json(200, { errorCodes: ['RecentlyUsedPass'] });
      return unauthorized();
    };
    render(<RouterProvider router={createTestRouter(['/forgotten'])} />);
    const submit = await screen.findByRole('button', { name: forgottenTexts.submit });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: loginTexts.username }), ' solo.client@example.com ');
    await userEvent.click(submit);
    expect(await screen.findByText(resetTexts.codeExplanation)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: loginTexts.username })).toHaveValue('solo.client@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: resetTexts.registrationCode }), 'ABCD-EFGH-JKMN');
    await typeNewPassword('Copper!Heron35');
    await userEvent.click(screen.getByRole('button', { name: resetTexts.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(loginErrorTexts.recentlyUsedPass);
    expect(screen.getByRole('button', { name: forgottenTexts.submit })).toBeEnabled();
  });

  it('shows the reset success on login', async () => {
    handler = (url) => (url.includes('/resetPassword') ? json(200, { errorCodes: [] }) : unauthorized());
    const router = createTestRouter(['/reset#pin=ABCD-EFGH-JKMN']);
    render(<RouterProvider router={router} />);
    // A code in the fragment (never sent to a server) pre-fills too, and leaves the address as well.
    expect(await screen.findByRole('textbox', { name: resetTexts.registrationCode })).toHaveValue('ABCD-EFGH-JKMN');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    await userEvent.type(await screen.findByRole('textbox', { name: loginTexts.username }), '1000010003');
    await typeNewPassword('Copper!Heron35');
    await userEvent.click(screen.getByRole('button', { name: resetTexts.submit }));
    expect(await screen.findByText(resetTexts.success)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: loginTexts.login })).toBeInTheDocument();
  });
});

describe('terms and welcome', () => {
  it('accepts the terms and greets a first login with its forename', async () => {
    handler = (url) => {
      if (url.includes('/nui/public/sessionInfo')) return json(200, session());
      if (url.includes('/acceptTerms')) return json(200, {});
      if (url.includes('/nui/nbs/locations/1'))
        return json(200, { themeName: 'Default', highlightColour: '#f78f21', isBranded: false, _links: {} });
      if (url.includes('/nui/nbs/clients/'))
        return json(200, {
          adviser: null,
          adviserId: 100000085,
          accounts: [],
          memoAssets: [],
          correspondences: { unreadDocumentsPresent: false },
        });
      return unauthorized();
    };
    sessionStore.set(session());
    render(<RouterProvider router={createTestRouter(['/terms'])} />);
    const submit = await screen.findByRole('button', { name: termsTexts.submit });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: termsTexts.agree }));
    await userEvent.click(submit);
    expect(await screen.findByRole('heading', { name: homeTexts.welcomeGreeting('Nina') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: homeTexts.continueToHome })).toHaveAttribute('href', '/client/home');
    expect(screen.queryByRole('link', { name: homeTexts.contactAdviser })).toBeNull();
  });
});

describe('locked out while changing the password', () => {
  it('shows the locked message with its /forgotten link on login', async () => {
    handler = unauthorized;
    const router = createTestRouter(['/']);
    render(<RouterProvider router={router} />);
    await screen.findByRole('button', { name: loginTexts.login });
    await router.navigate('/login', { state: { lockedOut: true } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(loginErrorTexts.locked);
    expect(within(alert).getByRole('link', { name: loginErrorTexts.lockedLinkLabel })).toHaveAttribute('href', '/forgotten');
  });
});
