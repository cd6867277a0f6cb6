/**
 * The public pages hydrate the markup the build prerenders without a mismatch: each page is rendered
 * to a string as build-tools/prerender.ts does, then hydrated as public-main.tsx does; React (in
 * development) reports any mismatch — text, attribute or element — through console.error. The pages'
 * 'react-router-dom' imports resolve to the public router here as in the public build.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgottenTexts, loginTexts } from '@portal/domain';
import { sessionStore } from '../../shared/session.ts';
import { clientSession, fakeServer, unbrandedTheme } from '../../test/portal-fakes.ts';
import { PublicApp } from './PublicApp.tsx';
import { loadPublicPage, PUBLIC_PATHS } from './public-pages.ts';
import { PublicRouter } from './router/PublicRouter.tsx';

vi.mock('react-router-dom', () => import('./router/react-router-compat.ts'));

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

describe('public pages: prerendered markup hydrates as it is', () => {
  it.each(PUBLIC_PATHS)('%s', async (path) => {
    // /terms is for a logged-in client who has not accepted them (any other user is sent on after hydration).
    sessionStore.set(path === '/terms' ? { ...clientSession, termsAccepted: false } : null);
    fakeServer(() => () => unbrandedTheme());
    await loadPublicPage(path);
    const html = renderToString(
      <StrictMode>
        <PublicRouter location={path}>
          <PublicApp />
        </PublicRouter>
      </StrictMode>,
    );
    expect(html).toContain('<h1');
    window.history.replaceState(null, '', path);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const heading = container.querySelector('h1');
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <PublicRouter>
            <PublicApp />
          </PublicRouter>
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    // Hydrated, not replaced: the server's heading element is the one on the page.
    expect(container.querySelector('h1')).toBe(heading);
  });

  it('fails on a mismatch (the check can fail)', async () => {
    await loadPublicPage('/login');
    const html = renderToString(
      <PublicRouter location="/login">
        <PublicApp />
      </PublicRouter>,
    ).replace('Log in</h1>', 'Log on</h1>');
    window.history.replaceState(null, '', '/login');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      root = hydrateRoot(
        container,
        <PublicRouter>
          <PublicApp />
        </PublicRouter>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).toHaveBeenCalled();
  });
});

describe('public pages: what was typed before hydration', () => {
  it('reaches React: the login form enables Log in', async () => {
    sessionStore.set(null);
    await loadPublicPage('/login');
    const html = renderToString(
      <PublicRouter location="/login">
        <PublicApp />
      </PublicRouter>,
    );
    window.history.replaceState(null, '', '/login');
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = html;
    document.body.append(container);
    // Typed into the server's markup, before React is there.
    const [username, password] = [...container.querySelectorAll('input')];
    if (!username || !password) throw new Error('login fields missing');
    username.value = 'demo.client@example.com';
    password.value = 'secret';
    await act(async () => {
      root = hydrateRoot(
        container,
        <PublicRouter>
          <PublicApp />
        </PublicRouter>,
      );
    });
    const submit = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Log in');
    expect(username.value).toBe('demo.client@example.com');
    expect(submit).toBeEnabled();
  });
});

describe('public pages: links navigate in the page', () => {
  it("login's native link and the next page's React Aria link go through the public router, not a page load", async () => {
    sessionStore.set(null);
    fakeServer(() => () => unbrandedTheme());
    window.history.replaceState(null, '', '/login');
    await loadPublicPage('/login');
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(
        <PublicRouter>
          <PublicApp />
        </PublicRouter>,
      );
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: loginTexts.forgotPassword }));
    expect(await screen.findByRole('heading', { level: 1, name: forgottenTexts.title })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/forgotten');
    await user.click(screen.getByRole('link', { name: forgottenTexts.backToLogin }));
    expect(await screen.findByRole('heading', { level: 1, name: loginTexts.login })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });
});
