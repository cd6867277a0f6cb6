import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicLayout } from './PublicLayout.tsx';

const meta = {
  title: 'Layout/PublicLayout',
  component: PublicLayout,
  parameters: { layout: 'fullscreen' },
  args: { children: <h1>Log in</h1> },
} satisfies Meta<typeof PublicLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The firm's logo (named for screen readers) in the banner, the screen's content in main. */
const play: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const logo = within(canvas.getByRole('banner')).getByRole('img');
  await expect(logo).toHaveAccessibleName();
  await expect(within(canvas.getByRole('main')).getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
};

export const Default: Story = { play };
export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } }, play };
