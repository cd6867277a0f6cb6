/** Personal details' Signed-in devices and Who has looked at my account, through the router with a fake server. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accessLogTexts, signedInDevicesTexts } from '@portal/domain';
import { sessionStore } from '../../shared/session.ts';
import { clientServer, openAt, startAsClient } from '../../test/portal-router.tsx';
import { clientSession, type Handler, json, serverError } from '../../test/portal-fakes.ts';

let handler: Handler;
const posts: string[] = [];
const { requests } = startAsClient(() => (url, init) => {
  if (init?.method === 'POST') posts.push(url);
  return handler(url, init);
});

const device = (id: number, current: boolean, browser: string) => ({
  sessionId: `00000000-0000-4000-8000-00000000000${id}`,
  browser,
  operatingSystem: 'Windows 10',
  deviceType: 'desktop',
  place: current ? 'United Kingdom' : null,
  signedInAt: '2026-11-28T08:00:00Z',
  lastActiveAt: '2026-11-28T09:00:00Z',
  current,
});
const visit = (visitId: number, adviserName: string) => ({
  visitId,
  adviserName,
  firmName: 'Northgate Wealth',
  startedAt: '2026-11-20T14:00:00Z',
  endedAt: '2026-11-20T14:20:00Z',
  inProgress: false,
  pages: ['home', 'folioDetails'],
  downloads: [{ fileName: 'Valuation.pdf', at: '2026-11-20T14:10:00Z' }],
});

describe('account security on personal details', { timeout: 20_000 }, () => {
  it('lists the devices, signs one out and lists them again', async () => {
    let devices = [device(1, true, 'Firefox 133'), device(2, false, 'Chrome 131')];
    let failFirst = true;
    handler = clientServer((url, init) => {
      if (url.endsWith('/devices/00000000-0000-4000-8000-000000000002/end')) {
        devices = devices.slice(0, 1);
        return json(200, { ended: 1 });
      }
      if (url.endsWith('/nui/nsbs/devices') && init?.method !== 'POST') {
        if (failFirst) {
          failFirst = false;
          return serverError();
        }
        return json(200, { devices });
      }
      return undefined;
    });
    openAt('/client/personal');
    const user = userEvent.setup();
    // A failed load: the banner with Try again.
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await user.click(within(alert).getByRole('button', { name: /try again/i }));
    const signOut = await screen.findByRole('button', { name: signedInDevicesTexts.signOutLabel('Chrome 131 on Windows 10') });
    expect(screen.getByText(signedInDevicesTexts.thisDevice)).toBeInTheDocument();
    await user.click(signOut);
    expect(await screen.findByText(signedInDevicesTexts.signedOut(1))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(signedInDevicesTexts.onlyThisDevice)).toBeInTheDocument());
    expect(posts).toContain('/nui/nsbs/devices/00000000-0000-4000-8000-000000000002/end');
  });

  it('shows who looked, with page names from the catalogue, a page at a time', async () => {
    handler = clientServer((url) => {
      if (!url.includes('/accessLog')) return undefined;
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return json(200, { visits: [visit(page, page === 1 ? 'Jane Smith' : 'Tom Baker')], page, pageSize: 1, total: 2 });
    });
    openAt('/client/personal');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 3, name: 'Jane Smith, Northgate Wealth' })).toBeInTheDocument();
    expect(screen.getByText('Home, Account summary')).toBeInTheDocument();
    expect(screen.getByText(accessLogTexts.pageOf(1, 2))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: accessLogTexts.next }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Tom Baker, Northgate Wealth' })).toBeInTheDocument();
    expect(requests().some((u) => u.includes('/accessLog?page=2'))).toBe(true);
  });

  it('an adviser viewing the client sees no devices, its own visits, and names the page it shows', async () => {
    sessionStore.set({ ...clientSession, isReadOnly: true, adviserId: 3 } as typeof clientSession);
    handler = clientServer();
    openAt('/client/personal');
    expect(await screen.findByText(signedInDevicesTexts.clientOnly)).toBeInTheDocument();
    expect(await screen.findByText(accessLogTexts.adviserEmpty)).toBeInTheDocument();
    expect(requests().some((u) => u.includes('/nui/nsbs/devices'))).toBe(false);
    await waitFor(() => expect(posts).toContain('/nui/nbs/impersonation/pageView'));
  });
});
