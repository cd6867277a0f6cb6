import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AdviserBanner } from './AdviserBanner.tsx';
import { TopBar } from './TopBar.tsx';

const meta = {
  title: 'App shell/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: { onMenuPress: fn() },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};
export const AdviserReadOnly: Story = {
  args: { banner: <AdviserBanner username="jsmith" onSwitchClient={fn()} /> },
};
export const AdviserSwitching: Story = {
  args: { banner: <AdviserBanner username="jsmith" onSwitchClient={fn()} isSwitching /> },
};
export const AdviserSwitchFailed: Story = {
  args: { banner: <AdviserBanner username="jsmith" onSwitchClient={fn()} hasError /> },
};
export const WithoutMenu: Story = { args: { onMenuPress: undefined } };
