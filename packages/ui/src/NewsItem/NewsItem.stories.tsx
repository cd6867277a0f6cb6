import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NewsItem } from './NewsItem.tsx';
import { demoArticle, longArticle } from './fixtures.ts';

const meta = {
  title: 'News/NewsItem',
  component: NewsItem,
  args: { article: demoArticle },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 860 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Items start expanded (spec §2); the first link opens in a new tab. */
export const Expanded: Story = {};
export const Collapsed: Story = { args: { defaultExpanded: false } };
export const WithLink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Read more/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
export const LongContentWithoutLink: Story = { args: { article: longArticle } };
export const NarrowScreen: Story = { args: { article: longArticle }, globals: { viewport: { value: 'mobile1' } } };

export const ToggleItem: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: args.article.title });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: /Read more/ })).toBeVisible();
  },
};
