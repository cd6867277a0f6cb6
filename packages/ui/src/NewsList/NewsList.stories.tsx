import type { Meta, StoryObj } from '@storybook/react-vite';
import { NEWS_PAGE_STEP, newsTexts } from '@portal/domain';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { reachTheEndByKeyboard } from '../LoadMore/reach-the-end-by-keyboard.ts';
import { demoNews } from '../NewsItem/fixtures.ts';
import { NewsList } from './NewsList.tsx';
import type { NewsListProps } from './NewsList.tsx';

/** The portal's rule: start at 5 and add NEWS_PAGE_STEP per request, up to the total. */
function Stepped(props: NewsListProps) {
  const [visibleCount, setVisibleCount] = useState(props.visibleCount);
  return (
    <NewsList
      {...props}
      visibleCount={visibleCount}
      onShowMore={() => {
        props.onShowMore?.();
        setVisibleCount((count) => Math.min(count + NEWS_PAGE_STEP, props.items.length));
      }}
    />
  );
}

const meta = {
  title: 'News/NewsList',
  component: NewsList,
  args: { items: demoNews(12), visibleCount: NEWS_PAGE_STEP, onShowMore: fn() },
  render: (args) => <Stepped {...args} />,
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AllShown: Story = { args: { items: demoNews(3) } };
export const LoadFailed: Story = { args: { error: 'Request failed with status 503' } };
export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1' } } };

/** Keyboard users reach the oldest news: Tab moves on (scrolling the end into view), Enter on 'Show more news'. */
export const ShowMoreByKeyboard: Story = {
  render: (args) => (
    // A short scroll box keeps the list's end out of view, so only the key press asks for more.
    <div style={{ maxHeight: 400, overflow: 'auto' }} tabIndex={0} role="region" aria-label={newsTexts.heading}>
      <Stepped {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(NEWS_PAGE_STEP);
    await reachTheEndByKeyboard(
      canvasElement,
      newsTexts.showMore,
      () => canvas.getAllByRole('heading', { level: 2 }).length === args.items.length,
    );
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(args.items.length);
  },
};
