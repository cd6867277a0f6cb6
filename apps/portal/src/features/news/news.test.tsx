/** The news screen through the router with a fake server (spec §2 News, §8, §9). */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWS_PAGE_STEP, homeTexts, newsTexts } from '@portal/domain';
import { createTestRouter } from '../../app/router.tsx';
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

const item = (n: number) => ({
  articleId: n,
  title: `News ${n}`,
  date: `2025-11-${String(n).padStart(2, '0')}T09:00:00Z`,
  content: `Line one of ${n}\nLine two`,
  links: [{ rel: 'more', href: `https://example.com/${n}` }],
});

let feed: () => Response;
let requests: string[];
beforeEach(() => {
  sessionStore.set(clientSession);
  sessionCache.clear();
  const handler: Handler = (url) => {
    if (url.includes('/nui/nbs/locations/1')) return unbrandedTheme();
    if (url.includes('/nui/nbs/newsFeed')) return feed();
    if (url.includes('/nui/nbs/clients/')) return json(200, clientResource());
    return unauthorized();
  };
  requests = fakeServer(() => handler);
});
afterEach(() => vi.unstubAllGlobals());

const titles = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('news', { timeout: 20_000 }, () => {
  it("shows the heading, a Home link and 5 items newest first, then 5 more on 'Show more news'", async () => {
    feed = () =>
      json(
        200,
        Array.from({ length: 12 }, (_, i) => item(12 - i)),
      );
    render(<RouterProvider router={createTestRouter(['/client/news'])} />);
    expect(await screen.findByRole('heading', { name: newsTexts.heading, level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: newsTexts.home })).toHaveAttribute('href', '/client/home');
    await screen.findByRole('heading', { name: 'News 12', level: 2 });
    expect(titles()).toEqual(['News 12', 'News 11', 'News 10', 'News 9', 'News 8']);
    expect(screen.getByRole('button', { name: 'News 12' })).toHaveAttribute('aria-expanded', 'true');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: newsTexts.showMore }));
    await waitFor(() => expect(titles()).toHaveLength(2 * NEWS_PAGE_STEP));
    await user.click(screen.getByRole('button', { name: newsTexts.showMore }));
    await waitFor(() => expect(titles()).toHaveLength(12));
    expect(screen.queryByRole('button', { name: newsTexts.showMore })).not.toBeInTheDocument();
  });

  it('goes home when there are no items', async () => {
    feed = () => json(200, []);
    render(<RouterProvider router={createTestRouter(['/client/news'])} />);
    expect(await screen.findByRole('heading', { name: homeTexts.myPortfolio })).toBeInTheDocument();
  });

  it("shows the spec's warning with the error's text when the feed fails", async () => {
    feed = serverError;
    render(<RouterProvider router={createTestRouter(['/client/news'])} />);
    expect(await screen.findByText(newsTexts.loadFailed)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('loads the news items with the client data at start (spec §3): /client/news then shows them without asking again', async () => {
    feed = () => json(200, [item(3), item(2)]);
    const router = createTestRouter(['/client/home']);
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: homeTexts.myPortfolio });
    const feedCalls = () => requests.filter((url) => url.includes('/nui/nbs/newsFeed')).length;
    await waitFor(() => expect(feedCalls()).toBe(1));
    expect(requests.some((url) => url.includes('/nui/nbs/clients/'))).toBe(true);
    await router.navigate('/client/news');
    await screen.findByRole('heading', { name: 'News 3', level: 2 });
    expect(titles()).toEqual(['News 3', 'News 2']);
    expect(feedCalls()).toBe(1);
  });

  it('asks again on /client/news when the feed loaded at start failed', async () => {
    let answers = 0;
    feed = () => (answers++ === 0 ? serverError() : json(200, [item(4)]));
    const router = createTestRouter(['/client/home']);
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: homeTexts.myPortfolio });
    await waitFor(() => expect(answers).toBe(1));
    await router.navigate('/client/news');
    await screen.findByRole('heading', { name: 'News 4', level: 2 });
    expect(answers).toBe(2);
  });
});
