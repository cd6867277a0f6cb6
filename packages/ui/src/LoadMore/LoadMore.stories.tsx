import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadMore } from './LoadMore.tsx';

const meta = {
  title: 'Components/LoadMore',
  component: LoadMore,
  args: { hasMore: true, itemCount: 10, onLoadMore: fn(), label: 'Load more documents' },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { isLoading: true } };

/** Keyboard users get the next page from the button, without a mouse wheel. */
export const LoadMoreByKeyboard: Story = {
  // The end of the list is on screen, so the scroll trigger fires too; count only the key press.
  args: { hasMore: true, itemCount: 10, onLoadMore: fn(), threshold: -10_000 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Load more documents' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // Count from here: the scroll trigger may report the end on screen (on a loaded machine, a frame or
    // two late); its report comes with the next rendering frames, and it is not the key press.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const before = args.onLoadMore.mock.calls.length;
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(before + 1);
  },
};
