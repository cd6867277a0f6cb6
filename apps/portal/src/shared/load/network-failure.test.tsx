/**
 * Spec §8 'General': a network failure of a screen's data is reported and shown via the global message,
 * with the same error code as the screen's own failure and a 'Try again' that counts as a retry (spec §4).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { globalMessageTitles, loadFailureMessage, networkFailureMessage } from '@portal/domain';
import { json } from '../../test/portal-fakes.ts';
import { clientServer, openAt, startAsClient } from '../../test/portal-router.tsx';
import { requestTracking } from './request-tracking.ts';

let failWith: 'network' | 'http' | null = 'network';
startAsClient(() =>
  clientServer((url) => {
    if (!url.includes('/correspondences')) return undefined;
    if (failWith === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (failWith === 'http') return json(500, { status: 500, code: 'InternalError', message: 'down' });
    return json(200, {
      _embedded: { correspondenceResourceList: [] },
      _links: { self: { href: '/x' } },
      page: { size: 20, totalElements: 0, totalPages: 0, number: 0 },
      unreadDocumentsPresent: false,
      categories: [],
    });
  }),
);

const ID = 'documents.list';
const messages = () => screen.findByRole('region', { name: 'Messages' });

describe('network failures', { timeout: 20_000 }, () => {
  it('show in the global message with the failure code, and its Try again counts a retry', async () => {
    failWith = 'network';
    openAt('/client/documents/default/ALL_DATES/All');
    const region = await messages();
    expect(within(region).getByText(networkFailureMessage())).toBeInTheDocument();
    const code = requestTracking(ID).errorCode;
    expect(code).toMatch(/^\d{4}$/);
    expect(within(region).getByText(new RegExp(code!))).toBeInTheDocument();
    expect(requestTracking(ID)).toMatchObject({ status: 'ERROR', severity: 'error', numberOfRetries: 0 });
    expect(await screen.findByText(loadFailureMessage('documents', 0))).toBeInTheDocument();

    failWith = null;
    // The collapsible banner (loaded with the first message) takes the plain one's place.
    const banner = await screen.findByRole('button', { name: new RegExp(globalMessageTitles.error) });
    await userEvent.setup().click(within(banner.closest('[role=region]')!).getByRole('button', { name: /try again/i }));
    await expect.poll(() => requestTracking(ID).status).toBe('SUCCESS');
    expect(requestTracking(ID).numberOfRetries).toBe(1);
    expect(screen.queryByText(networkFailureMessage())).toBeNull();
  });

  it('a failure the server answered stays on the screen only', async () => {
    failWith = 'http';
    openAt('/client/documents/default/ALL_DATES/All');
    expect(await screen.findByText(loadFailureMessage('documents', 0))).toBeInTheDocument();
    expect(requestTracking(ID).status).toBe('ERROR');
    expect(screen.queryByText(networkFailureMessage())).toBeNull();
  });
});
