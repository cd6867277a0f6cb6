/** Legal info and our own terms and privacy pages through the router (spec §2 Legal, Terms). */
import { render, screen, within } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessibilityTexts, commonTexts, legalPageTexts, privacySections, termsSections, termsTexts } from '@portal/domain';
import { createTestRouter } from '../../app/router.tsx';
import { sessionStore } from '../../shared/session.ts';
import { clientResource, clientSession, json, fakeServer, unauthorized, unbrandedTheme, type Handler } from '../../test/portal-fakes.ts';

beforeEach(() => {
  const handler: Handler = (url) => {
    if (url.includes('/nui/nbs/locations/')) return unbrandedTheme();
    if (url.includes('/nui/nbs/clients/')) return json(200, clientResource());
    return unauthorized();
  };
  fakeServer(() => handler);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

describe('legal', { timeout: 20_000 }, () => {
  it('links to the terms, the privacy policy and the accessibility statement, each in a new tab', async () => {
    sessionStore.set(clientSession);
    render(<RouterProvider router={createTestRouter(['/client/legal'])} />);
    await screen.findByRole('heading', { level: 1, name: legalPageTexts.heading });
    const main = within(screen.getByRole('main'));
    const terms = main.getByRole('link', { name: `${legalPageTexts.termsLink} ${commonTexts.opensInNewTab}` });
    expect(terms).toHaveAttribute('href', '/legal/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    const privacy = main.getByRole('link', { name: `${legalPageTexts.privacyLink} ${commonTexts.opensInNewTab}` });
    expect(privacy).toHaveAttribute('href', '/legal/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    const statement = main.getByRole('link', { name: `${accessibilityTexts.linkLabel} ${commonTexts.opensInNewTab}` });
    expect(statement).toHaveAttribute('href', '/accessibility');
  });

  it('serves our terms and privacy policy as public pages with their content', async () => {
    render(<RouterProvider router={createTestRouter(['/legal/terms'])} />);
    expect(await screen.findByRole('heading', { level: 1, name: legalPageTexts.termsTitle })).toBeInTheDocument();
    for (const section of termsSections) expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
  });

  it('serves the privacy policy', async () => {
    render(<RouterProvider router={createTestRouter(['/legal/privacy'])} />);
    expect(await screen.findByRole('heading', { level: 1, name: legalPageTexts.privacyTitle })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: privacySections[0]?.heading })).toBeInTheDocument();
  });

  it('the terms page links to the terms it asks the client to accept', async () => {
    sessionStore.set({ ...clientSession, termsAccepted: false });
    render(<RouterProvider router={createTestRouter(['/terms'])} />);
    await screen.findByRole('heading', { level: 1, name: termsTexts.title });
    const link = screen.getByRole('link', { name: `${legalPageTexts.readTerms} ${commonTexts.opensInNewTab}` });
    expect(link).toHaveAttribute('href', '/legal/terms');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
