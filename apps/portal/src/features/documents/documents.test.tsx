/** The documents screen through the router with a fake server (spec §2 Documents, Navigation; §4 Document read). */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentsTexts, loadFailureMessage, navigationTexts } from '@portal/domain';
import { createTestRouter } from '../../app/router.tsx';
import { resetRetries } from '../../shared/load/retries.ts';
import { sessionCache } from '../../shared/session-cache.ts';
import { sessionStore } from '../../shared/session.ts';
import {
  clientResource,
  clientSession,
  json,
  serverError,
  fakeServer,
  unauthorized,
  unbrandedTheme,
  type Handler,
} from '../../test/portal-fakes.ts';

const CLIENT = '/nui/nbs/clients/1000010001';

const doc = (documentId: number, sentDate: string, firstOpenDate: string | null, category = 'Valuation') => ({
  documentId,
  displayName: `Document ${documentId}`,
  category,
  sentDate,
  firstOpenDate,
  accountNumber: null,
  _links: {
    self: { href: `/nui/nsbs/correspondence/${documentId}` },
    download: { href: `/nui/nsbs/correspondence/${documentId}/download` },
  },
});

/** The client's own categories (a firm's import names its own, such as STATEMENT). */
const CATEGORIES = ['Contract note', 'None', 'STATEMENT', 'Valuation'];

const page = (items: ReturnType<typeof doc>[], number: number, next: string | null) => ({
  _embedded: { correspondenceResourceList: items },
  _links: { self: { href: `${CLIENT}/correspondences?page=${number}` }, ...(next ? { next: { href: next } } : {}) },
  page: { size: 2, totalElements: 3, totalPages: 2, number },
  unreadDocumentsPresent: true,
  categories: CATEGORIES,
});

const FIRST = page(
  [doc(3, '2025-11-20T07:30:00Z', null), doc(2, '2025-10-20T07:30:00Z', '2025-10-22T09:00:00Z', 'None')],
  0,
  `${CLIENT}/correspondences?page=1&size=2`,
);
const SECOND = page([doc(1, '2025-09-20T07:30:00Z', null)], 1, null);

let handler: Handler;
let requests: string[];
let patches: unknown[];
let stillUnread: boolean;
beforeEach(() => {
  resetRetries();
  sessionCache.clear();
  sessionStore.set(clientSession);
  patches = [];
  stillUnread = false;
  handler = (url, init) => {
    if (url.includes('/nui/nbs/locations/1')) return unbrandedTheme();
    if (url.includes('/correspondence/markAsRead')) {
      patches.push(JSON.parse(String(init?.body)));
      return json(200, { firstOpenDate: '2025-11-24T10:00:00.000Z' });
    }
    if (url.includes('/correspondences?') && url.includes('size=1')) return json(200, { ...SECOND, unreadDocumentsPresent: stillUnread });
    if (url.includes('/correspondences?page=1')) return json(200, SECOND);
    if (url.includes('/correspondences')) return json(200, FIRST);
    if (url.startsWith(CLIENT))
      return json(200, clientResource({ correspondences: { unreadDocumentsPresent: true, categories: CATEGORIES } }));
    return unauthorized();
  };
  requests = fakeServer(() => handler);
});
afterEach(() => vi.unstubAllGlobals());

const url = '/client/documents/default/ALL_DATES/All';
const list = () => screen.findByRole('list', { name: documentsTexts.title });
const documentsTab = () => screen.getAllByRole('link', { name: new RegExp(navigationTexts.nav.documents) })[0]!;

describe('documents', { timeout: 20_000 }, () => {
  it('lists the first page with read and unread dots, then the next page by its link', async () => {
    render(<RouterProvider router={createTestRouter([url])} />);
    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining(documentsTexts.unread),
      expect.stringContaining(documentsTexts.read),
    ]);
    expect(items[1]).toHaveTextContent(documentsTexts.miscellaneous);
    expect(requests.find((u) => u.includes('/correspondences'))).toContain('dateFrom=2006-01-01');
    await userEvent.setup().click(screen.getByRole('button', { name: documentsTexts.loadMore }));
    await waitFor(async () => expect(within(await list()).getAllByRole('listitem')).toHaveLength(3));
    expect(requests).toContain(`${CLIENT}/correspondences?page=1&size=2`);
  });

  it("marks a client's first open read (shown at once), and the badge clears when none is left unread", async () => {
    render(<RouterProvider router={createTestRouter([url])} />);
    const first = within(await list()).getAllByRole('listitem')[0]!;
    // The badge comes with the client resource, which may answer after the list (CI under load, 28 Nov 2026).
    await waitFor(() => expect(documentsTab()).toHaveAccessibleDescription(documentsTexts.unreadDocumentsPresent));
    await userEvent.setup().click(within(first).getByRole('link', { name: 'Document 3' }));
    await waitFor(() => expect(first).toHaveTextContent(documentsTexts.read));
    expect(first).not.toHaveTextContent(documentsTexts.unread);
    await waitFor(() => expect(patches).toEqual([{ documentId: 3, sentDate: '2025-11-20T07:30:00Z' }]));
    await waitFor(() => expect(documentsTab()).not.toHaveAccessibleDescription(documentsTexts.unreadDocumentsPresent));
  });

  it('navigates and refetches when a filter changes (category None reads Miscellaneous)', async () => {
    const router = createTestRouter([url]);
    render(<RouterProvider router={router} />);
    await list();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: new RegExp(documentsTexts.categoryLabel) }));
    await user.click(await screen.findByRole('option', { name: documentsTexts.miscellaneous }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/documents/Combined/ALL_DATES/None'));
    await waitFor(() => expect(requests.some((u) => u.includes('/correspondences?') && u.includes('category=None'))).toBe(true));
  });

  it("reads the address's category whatever its case: 'all' is every category, 'valuation' the Valuation one", async () => {
    render(<RouterProvider router={createTestRouter(['/client/documents/default/ALL_DATES/all'])} />);
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: new RegExp(documentsTexts.categoryLabel) })).toHaveTextContent(documentsTexts.allDocuments);
    const lists = requests.filter((u) => u.includes('/correspondences?'));
    expect(lists.some((u) => u.includes('category='))).toBe(false);
    requests.length = 0;
    render(<RouterProvider router={createTestRouter(['/client/documents/default/ALL_DATES/contract%20NOTE'])} />);
    await waitFor(() => expect(requests.some((u) => u.includes('/correspondences?') && u.includes('category=Contract+note'))).toBe(true));
  });

  it("offers 'All documents' plus the client's own categories, whatever a firm calls them (spec §2 Documents)", async () => {
    render(<RouterProvider router={createTestRouter([url])} />);
    await list();
    await userEvent.setup().click(screen.getByRole('button', { name: new RegExp(documentsTexts.categoryLabel) }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual([documentsTexts.allDocuments, 'Contract note', documentsTexts.miscellaneous, 'STATEMENT', 'Valuation']);
    requests.length = 0;
    render(<RouterProvider router={createTestRouter(['/client/documents/default/ALL_DATES/statement'])} />);
    await waitFor(() => expect(requests.some((u) => u.includes('/correspondences?') && u.includes('category=STATEMENT'))).toBe(true));
  });

  it('shows every document with a notice for a category there is none of, never an empty page', async () => {
    render(<RouterProvider router={createTestRouter(['/client/documents/default/ALL_DATES/Receipts'])} />);
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(documentsTexts.unknownCategory('Receipts'))).toBeVisible();
    expect(requests.filter((u) => u.includes('/correspondences?')).some((u) => u.includes('category='))).toBe(false);
  });

  it("shows the generic load failure with the route's retry count, and Retry loads the first page again", async () => {
    const base = handler;
    let failures = 1;
    handler = (u, init) => (u.includes('/correspondences?') && !u.includes('size=1') && failures-- > 0 ? serverError() : base(u, init));
    render(<RouterProvider router={createTestRouter([url])} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(loadFailureMessage('documents', 0));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the warning icon after 3 retries of a 500 (the document still shows opened)', async () => {
    const base = handler;
    handler = (u, init) => {
      if (u.includes('/correspondence/markAsRead')) {
        patches.push(JSON.parse(String(init?.body)));
        return serverError();
      }
      return base(u, init);
    };
    render(<RouterProvider router={createTestRouter([url])} />);
    const first = within(await list()).getAllByRole('listitem')[0]!;
    await userEvent.setup().click(within(first).getByRole('link', { name: 'Document 3' }));
    const warning = await within(first).findByRole('button', { name: documentsTexts.markAsReadWarningLabel });
    expect(warning).toHaveAccessibleDescription(documentsTexts.markAsReadFailed);
    expect(patches).toHaveLength(4);
    expect(first).toHaveTextContent(documentsTexts.read);
  });

  it('never marks read for an adviser', async () => {
    sessionStore.set({ ...clientSession, isReadOnly: true });
    render(<RouterProvider router={createTestRouter([url])} />);
    const first = within(await list()).getAllByRole('listitem')[0]!;
    await userEvent.setup().click(within(first).getByRole('link', { name: 'Document 3' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(patches).toEqual([]);
    expect(first).toHaveTextContent(documentsTexts.unread);
  });
});
