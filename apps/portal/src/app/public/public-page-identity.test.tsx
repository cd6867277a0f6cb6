/**
 * A public page reached by navigation keeps what the user typed when the page's component finishes
 * loading elsewhere (the idle prefetch of public-main.tsx) and the page renders again: it is not mounted
 * afresh. (CI, 27 Nov 2026: register → login under load, the password typed on /login vanished and
 * Log in stayed disabled.) Its own file: the loaded pages are module state, and here /login is not loaded.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginTexts } from '@portal/domain';
import { sessionStore } from '../../shared/session.ts';
import { fakeServer, unbrandedTheme } from '../../test/portal-fakes.ts';
import { PublicApp } from './PublicApp.tsx';
import { loadedPublicPage, loadPublicPage } from './public-pages.ts';
import { navigate } from './router/public-history.ts';
import { PublicRouter } from './router/PublicRouter.tsx';

vi.mock('react-router-dom', () => import('./router/react-router-compat.ts'));

afterEach(() => {
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe('a public page reached by navigation', () => {
  it('keeps the typed password when its component loads meanwhile and it renders again', async () => {
    sessionStore.set(null);
    fakeServer(() => () => unbrandedTheme());
    window.history.replaceState(null, '', '/login');
    expect(loadedPublicPage('/login')).toBeUndefined();
    render(
      <PublicRouter>
        <PublicApp />
      </PublicRouter>,
    );
    const password = await screen.findByLabelText(loginTexts.password, { exact: true });
    await userEvent.type(screen.getByRole('textbox', { name: loginTexts.username }), 'demo.client');
    await userEvent.type(password, 'secret');
    // The prefetch loads the page; then the location changes under the same path (a render of the page).
    await act(async () => {
      await loadPublicPage('/login');
      navigate('/login?again=1', { replace: true });
    });
    expect(screen.getByLabelText(loginTexts.password, { exact: true })).toBe(password);
    expect(password).toHaveValue('secret');
    expect(screen.getByRole('button', { name: loginTexts.login })).toBeEnabled();
  });
});
