import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useAsyncList } from '@react-stately/data';
import { documentsTexts } from '@portal/domain';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DocumentList } from './DocumentList.tsx';
import type { DocumentListItem } from './DocumentList.tsx';
import { demoDocuments } from './fixtures.ts';
import { reachTheEndByKeyboard } from '../LoadMore/reachTheEndByKeyboard.ts';

/** Stories don't open the demo PDFs: the click still reaches the list, the new tab doesn't open. */
function NoNavigation({ children }: { children: ReactNode }) {
  useEffect(() => {
    const stop = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', stop);
    return () => window.removeEventListener('click', stop);
  }, []);
  return children;
}
const withoutNavigation: Decorator = (Story) => (
  <NoNavigation>
    <Story />
  </NoNavigation>
);

const meta = {
  title: 'Documents/DocumentList',
  component: DocumentList,
  args: { items: demoDocuments(6, 2), onOpen: fn(), onLoadMore: fn() },
  decorators: [withoutNavigation],
} satisfies Meta<typeof DocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread (filled dot), the rest read (outlined dot); the last page, so nothing more to load. */
export const UnreadAndRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(documentsTexts.unread)).toHaveLength(2);
    await expect(canvas.getAllByText(documentsTexts.read)).toHaveLength(4);
  },
};
export const AllRead: Story = { args: { items: demoDocuments(4, 0) } };
export const FirstPageLoading: Story = { args: { items: [], isLoading: true } };
export const LoadingMore: Story = { args: { hasMore: true, isLoadingMore: true } };
export const MoreToLoad: Story = { args: { items: demoDocuments(3, 1), hasMore: true } };
export const Empty: Story = { args: { items: [] } };
export const LoadFailed: Story = { args: { items: [], error: documentsTexts.loadFailed, errorCode: '4821', onRetry: fn() } };
export const ErrorLoadingMore: Story = { args: { hasMore: true, error: documentsTexts.loadFailed, onRetry: fn() } };
/** Marking the first document read failed after the retries. */
export const MarkAsReadWarning: Story = {
  args: { items: demoDocuments(3, 0).map((item, index) => ({ ...item, warning: index === 0 })) },
};
export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1' } } };

export const OpenADocument: Story = {
  play: async ({ canvasElement, args }) => {
    const [first] = args.items;
    await userEvent.click(within(canvasElement).getByRole('link', { name: first!.displayName }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(args.onOpen).toHaveBeenCalledWith(first);
  },
};

const PAGE_SIZE = 6;
const TOTAL = 18;

/** The composition the portal uses: pages from an async list, the next asked for by the list. */
function PagedDocuments() {
  const list = useAsyncList<DocumentListItem, number>({
    async load({ cursor = 0 }) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const next = cursor + PAGE_SIZE;
      return { items: demoDocuments(PAGE_SIZE, 2, cursor), cursor: next < TOTAL ? next : undefined };
    },
  });
  const isLoading = list.loadingState === 'loading';
  return (
    // A short scroll box, so the end of the list starts out of view.
    <div style={{ maxHeight: 320, overflow: 'auto' }} tabIndex={0} role="region" aria-label={documentsTexts.title}>
      <DocumentList
        items={list.items}
        isLoading={isLoading}
        isLoadingMore={list.loadingState === 'loadingMore'}
        hasMore={list.loadingState !== 'loading' && list.items.length < TOTAL}
        onLoadMore={() => list.loadMore()}
      />
    </div>
  );
}

/** Reach the oldest document without a mouse wheel: Tab moves on (scrolling the end into view), Enter on 'Load more documents'. */
export const LoadMoreByKeyboard: Story = {
  render: () => <PagedDocuments />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(PAGE_SIZE));
    await reachTheEndByKeyboard(canvasElement, documentsTexts.loadMore, () => canvas.getAllByRole('listitem').length === TOTAL);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(TOTAL);
    await expect(canvas.queryByRole('button', { name: documentsTexts.loadMore })).not.toBeInTheDocument();
  },
};
