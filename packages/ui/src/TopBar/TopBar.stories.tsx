import type { Meta, StoryObj } from '@storybook/react-vite';
import { navigationTexts } from '@portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
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
const onSwitchClient = fn();

export const AdviserReadOnly: Story = {
  args: { banner: <AdviserBanner username="jsmith" onSwitchClient={onSwitchClient} /> },
  play: async ({ canvasElement }) => {
    onSwitchClient.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByText('jsmith - read-only mode')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: navigationTexts.switchClient }));
    await expect(onSwitchClient).toHaveBeenCalledTimes(1);
  },
};
export const AdviserSwitching: Story = {
  args: { banner: <AdviserBanner username="jsmith" onSwitchClient={fn()} isSwitching /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Switch/ })).toHaveAttribute('aria-busy', 'true');
  },
};
export const AdviserSwitchFailed: Story = {
  args: { banner: <AdviserBanner username="jsmith" onSwitchClient={fn()} hasError /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(navigationTexts.switchClientError);
  },
};
export const WithoutMenu: Story = { args: { onMenuPress: undefined } };
