/** Contacts and Legal info through the router with a fake server (spec §2 Contacts, Legal, §9). */
import { render, screen, within } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT, contactsPageTexts } from '@portal/domain';
import { createTestRouter } from '../../app/router.tsx';
import { sessionStore } from '../../shared/session.ts';
import { clientResource, clientSession, json, fakeServer, unauthorized, unbrandedTheme, type Handler } from '../../test/portal-fakes.ts';

const adviser = {
  adviserId: 100000123,
  adviserOutletId: 77,
  forename: 'Jane',
  surname: 'Adviser',
  emailAddress: 'jane.adviser@example.com',
  phoneNumber: '020 7946 0000',
  addressLine1: 'Adviser House',
  addressLine2: '2 Example Road',
  addressLine3: null,
  addressLine4: null,
  city: 'Leeds',
  postcode: 'LS1 1AA',
  location: { locationId: 4 },
};

let client: Record<string, unknown>;
beforeEach(() => {
  sessionStore.set(clientSession);
  client = clientResource();
  const handler: Handler = (url) => {
    if (url.includes('/nui/nbs/locations/1')) return unbrandedTheme();
    if (url.includes('/nui/nbs/clients/')) return json(200, client);
    return unauthorized();
  };
  fakeServer(() => handler);
});
afterEach(() => vi.unstubAllGlobals());

async function open() {
  render(<RouterProvider router={createTestRouter(['/client/contacts'])} />);
  await screen.findByRole('heading', { level: 1, name: contactsPageTexts.heading });
  return within(screen.getByRole('main'));
}

describe('contacts', { timeout: 20_000 }, () => {
  it('shows the provider block with e-mail, phone, live chat, address and the support hours, and no adviser block for the placeholder adviser', async () => {
    const main = await open();
    const provider = within(main.getByRole('region', { name: contactsPageTexts.provider }));
    expect(provider.getByRole('link', { name: SUPPORT.email })).toHaveAttribute('href', `mailto:${SUPPORT.email}`);
    expect(provider.getByRole('link', { name: SUPPORT.phone })).toHaveAttribute('href', `tel:${SUPPORT.phone.replace(/\s/g, '')}`);
    expect(provider.getByRole('button', { name: 'Live chat' })).toBeInTheDocument();
    expect(provider.getByText('8:30am to 5:30pm Monday to Friday excluding bank holidays')).toBeInTheDocument();
    expect(provider.getByText(contactsPageTexts.providerAddress[0])).toBeInTheDocument();
    expect(main.queryByRole('heading', { name: contactsPageTexts.yourAdviser })).toBeNull();
  });

  it("shows 'Contacting your adviser' with name, e-mail, phone and address for a real adviser", async () => {
    client = clientResource({ adviser, adviserId: adviser.adviserId });
    const main = await open();
    const block = within(main.getByRole('region', { name: contactsPageTexts.yourAdviser }));
    expect(block.getByText('Jane Adviser')).toBeInTheDocument();
    expect(block.getByRole('link', { name: 'jane.adviser@example.com' })).toBeInTheDocument();
    expect(block.getByRole('link', { name: '020 7946 0000' })).toBeInTheDocument();
    expect(block.getByText('Adviser House')).toBeInTheDocument();
    expect(block.getByText('LS1 1AA')).toBeInTheDocument();
  });
});
