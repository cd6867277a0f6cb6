import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INFINITE_SCROLL_THRESHOLD_PX, commonTexts } from '@portal/domain';
import { LoadMore } from './LoadMore.tsx';
import { installFakeIntersectionObserver } from './fakeIntersectionObserver.ts';

let io: ReturnType<typeof installFakeIntersectionObserver>;
beforeEach(() => {
  io = installFakeIntersectionObserver();
});
afterEach(() => io.uninstall());

describe('LoadMore', () => {
  it('asks once when the end comes within 30 px, and again only after the list grows', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<LoadMore hasMore itemCount={10} onLoadMore={onLoadMore} label="More" />);
    expect(io.rootMargins()).toEqual([`0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px`]);
    act(() => io.scroll(false));
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => {
      io.scroll(true);
      io.scroll(true);
    });
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(<LoadMore hasMore itemCount={20} onLoadMore={onLoadMore} label="More" />);
    act(() => io.scroll(true));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while loading; a spinner shows and the button keeps focus', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    const { rerender } = render(<LoadMore hasMore itemCount={10} onLoadMore={vi.fn()} label="More" />);
    await user.tab();
    rerender(<LoadMore hasMore isLoading itemCount={10} onLoadMore={onLoadMore} label="More" />);
    act(() => io.scroll(true));
    const button = screen.getByRole('button', { name: 'More' });
    await user.keyboard('{Enter}');
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: commonTexts.loading })).toBeInTheDocument();
  });

  it('offers a button reachable by keyboard', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    render(<LoadMore hasMore itemCount={10} onLoadMore={onLoadMore} label="More" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('renders nothing when there is no more', () => {
    const { container } = render(<LoadMore hasMore={false} itemCount={10} onLoadMore={vi.fn()} label="More" />);
    expect(container).toBeEmptyDOMElement();
  });
});
