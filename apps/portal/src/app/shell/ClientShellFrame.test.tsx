/** The client shell's frame: what the client pages' HTML paints, and what the app shows until ClientLayout renders. */
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { RouterProvider } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { commonTexts, homeTexts } from '@portal/domain';
import { sessionStore } from '../../shared/session.ts';
import { clientResource, clientSession, fakeServer, json, unauthorized, unbrandedTheme } from '../../test/portal-fakes.ts';
import { createPortalRouter } from '../router.tsx';
import { renderClientFrame } from './client-frame-prerender.ts';
import { ClientShellFrame, isClientPath } from './ClientShellFrame.tsx';

afterEach(() => vi.unstubAllGlobals());

it('the prerendered frame is the frame the app renders (createRoot replaces it with the same markup)', () => {
  expect(renderClientFrame()).toBe(renderToString(<ClientShellFrame />));
  // No style attributes: nothing for the CSP to allow by hash.
  expect(renderClientFrame()).not.toMatch(/\sstyle="/);
});

it('frames the client paths only', () => {
  expect(isClientPath('/client')).toBe(true);
  expect(isClientPath('/client/home')).toBe(true);
  expect(isClientPath('/clients')).toBe(false);
  expect(isClientPath('/login')).toBe(false);
});

it('a client page shows the frame, not a full-page spinner, while session-info is awaited', async () => {
  sessionStore.set(null);
  let answerSession: () => void = () => undefined;
  const sessionAnswered = new Promise<void>((resolve) => (answerSession = resolve));
  fakeServer(() => async (url) => {
    if (url.includes('/nui/public/sessionInfo')) {
      await sessionAnswered;
      return json(200, clientSession);
    }
    if (url.includes('/nui/nbs/locations/1')) return unbrandedTheme();
    if (url.includes('/nui/nbs/clients/')) return json(200, clientResource());
    return unauthorized();
  });
  window.history.replaceState(null, '', '/client/home');
  render(<RouterProvider router={createPortalRouter()} />);
  const main = await screen.findByRole('main');
  expect(main).toHaveAttribute('aria-busy', 'true');
  expect(within(main).getByRole('progressbar', { name: commonTexts.loading })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: commonTexts.loading })).toBeInTheDocument();
  expect(screen.queryAllByRole('button')).toHaveLength(0);
  answerSession();
  expect(await screen.findByRole('heading', { name: homeTexts.heading('Alice') })).toBeInTheDocument();
  expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
});
