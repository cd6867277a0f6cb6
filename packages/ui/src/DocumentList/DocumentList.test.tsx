import { commonTexts, documentsTexts } from '@portal/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from '../LoadMore/fakeIntersectionObserver.ts';
import { DocumentList } from './DocumentList.tsx';
import { demoDocuments } from './fixtures.ts';

let io: ReturnType<typeof installFakeIntersectionObserver>;
beforeEach(() => {
  io = installFakeIntersectionObserver();
  // jsdom cannot navigate; the new tab is the browser's business, not the list's.
  document.addEventListener('click', preventNavigation);
});
afterEach(() => {
  io.uninstall();
  document.removeEventListener('click', preventNavigation);
});
function preventNavigation(event: MouseEvent) {
  event.preventDefault();
}

describe('DocumentList', () => {
  it('gives each dot a text alternative: Unread or Read', () => {
    render(<DocumentList items={demoDocuments(4, 1)} />);
    const rows = within(screen.getByRole('list', { name: documentsTexts.title })).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText(documentsTexts.unread)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(documentsTexts.read)).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(documentsTexts.unread)).not.toBeInTheDocument();
  });

  it('names each link by the document, opens it in a new tab and tells the portal', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const [first] = demoDocuments(1);
    render(<DocumentList items={[first!]} onOpen={onOpen} />);
    const link = screen.getByRole('link', { name: first!.displayName });
    expect(link).toHaveAttribute('href', first!.href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleDescription(commonTexts.opensInNewTab);
    await user.click(link);
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(first);
  });

  it('shows the sent date, category and account, each named', () => {
    const [first] = demoDocuments(1);
    render(<DocumentList items={[first!]} />);
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('28.06.24')).toHaveAttribute('datetime', '2024-06-28');
    expect(within(row).getByText(documentsTexts.columns.category)).toBeInTheDocument();
    expect(within(row).getByText('Valuations')).toBeInTheDocument();
    expect(within(row).getByText('ISA 1234567')).toBeInTheDocument();
  });

  it('leaves out the account of a document that has none', () => {
    const [first] = demoDocuments(1);
    render(<DocumentList items={[{ ...first!, accountNumber: null, accountLabel: undefined }]} />);
    expect(within(screen.getByRole('listitem')).queryByText(documentsTexts.columns.account)).not.toBeInTheDocument();
  });

  it('asks for the next page once near the end, and not while loading', () => {
    const onLoadMore = vi.fn();
    const items = demoDocuments(6);
    const { rerender } = render(<DocumentList items={items} hasMore onLoadMore={onLoadMore} />);
    act(() => io.scroll(true));
    act(() => io.scroll(true));
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(<DocumentList items={items} hasMore isLoadingMore onLoadMore={onLoadMore} />);
    act(() => io.scroll(true));
    expect(onLoadMore).toHaveBeenCalledOnce();
    expect(screen.getByRole('progressbar', { name: documentsTexts.loading })).toBeInTheDocument();
  });

  it('lets a keyboard user load more without scrolling', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    render(<DocumentList items={demoDocuments(1)} hasMore onLoadMore={onLoadMore} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: documentsTexts.loadMore })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('moves focus to the first new document when a page arrives after Load more, even the last page', async () => {
    const user = userEvent.setup();
    const first = demoDocuments(2);
    const all = demoDocuments(4);
    const { rerender } = render(<DocumentList items={first} hasMore onLoadMore={vi.fn()} />);
    screen.getByRole('button', { name: documentsTexts.loadMore }).focus();
    await user.keyboard('{Enter}');
    rerender(<DocumentList items={first} hasMore isLoadingMore onLoadMore={vi.fn()} />);
    expect(screen.getByRole('button', { name: documentsTexts.loadMore })).toHaveFocus();
    rerender(<DocumentList items={all} hasMore={false} onLoadMore={vi.fn()} />);
    expect(screen.getByRole('link', { name: all[2]!.displayName })).toHaveFocus();
  });

  it('offers no more after the last page', () => {
    render(<DocumentList items={demoDocuments(2)} hasMore={false} onLoadMore={vi.fn()} />);
    expect(screen.queryByRole('button', { name: documentsTexts.loadMore })).not.toBeInTheDocument();
  });

  it('shows the warning icon on a document whose mark-as-read failed', () => {
    const [first, second] = demoDocuments(2);
    render(<DocumentList items={[{ ...first!, warning: true }, second!]} />);
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('button', { name: documentsTexts.markAsReadWarningLabel })).toHaveAccessibleDescription(
      documentsTexts.markAsReadFailed,
    );
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the empty text, the loading spinner and an error with retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(<DocumentList items={[]} />);
    expect(screen.getByText(documentsTexts.noDocuments)).toBeInTheDocument();
    rerender(<DocumentList items={[]} isLoading />);
    expect(screen.getByRole('progressbar', { name: documentsTexts.loading })).toBeInTheDocument();
    rerender(<DocumentList items={demoDocuments(2)} hasMore onLoadMore={vi.fn()} error={documentsTexts.loadFailed} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(documentsTexts.loadFailed);
    expect(screen.queryByText(documentsTexts.noDocuments)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: documentsTexts.loadMore })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: commonTexts.tryAgain }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('takes other words', () => {
    render(<DocumentList items={demoDocuments(1, 1)} labels={{ unread: 'New', list: 'Post' }} />);
    expect(within(screen.getByRole('list', { name: 'Post' })).getByText('New')).toBeInTheDocument();
  });
});
