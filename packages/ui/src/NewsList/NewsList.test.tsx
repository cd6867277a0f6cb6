import { NEWS_PAGE_STEP, newsTexts } from '@portal/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from '../LoadMore/fakeIntersectionObserver.ts';
import { demoNews } from '../NewsItem/fixtures.ts';
import { NewsList } from './NewsList.tsx';

let io: ReturnType<typeof installFakeIntersectionObserver>;
beforeEach(() => {
  io = installFakeIntersectionObserver();
});
afterEach(() => io.uninstall());

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('NewsList', () => {
  it('shows the visible count, newest first, whatever the given order', () => {
    const items = demoNews(12);
    render(<NewsList items={[...items].reverse()} visibleCount={NEWS_PAGE_STEP} onShowMore={vi.fn()} />);
    expect(titles()).toEqual(items.slice(0, 5).map((item) => item.title));
  });

  it('asks for more once at the end of the list, and not when all are shown', async () => {
    const user = userEvent.setup();
    const onShowMore = vi.fn();
    const items = demoNews(7);
    const { rerender } = render(<NewsList items={items} visibleCount={5} onShowMore={onShowMore} />);
    act(() => io.scroll(true));
    act(() => io.scroll(true));
    expect(onShowMore).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: newsTexts.showMore }));
    expect(onShowMore).toHaveBeenCalledTimes(2);
    rerender(<NewsList items={items} visibleCount={10} onShowMore={onShowMore} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    act(() => io.scroll(true));
    expect(onShowMore).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: newsTexts.showMore })).not.toBeInTheDocument();
  });

  it('moves focus to the first new item after Show more', async () => {
    const user = userEvent.setup();
    const items = demoNews(7);
    const { rerender } = render(<NewsList items={items} visibleCount={5} onShowMore={vi.fn()} />);
    screen.getByRole('button', { name: newsTexts.showMore }).focus();
    await user.keyboard('{Enter}');
    rerender(<NewsList items={items} visibleCount={7} onShowMore={vi.fn()} />);
    expect(screen.getByRole('button', { name: items[5]!.title })).toHaveFocus();
  });

  it("shows the spec's warning with the error text instead of the items", () => {
    render(<NewsList items={demoNews(3)} visibleCount={5} error="Request failed with status 503" />);
    const warning = screen.getByRole('status');
    expect(within(warning).getByText(newsTexts.loadFailed)).toBeInTheDocument();
    expect(warning).toHaveTextContent('Request failed with status 503');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
