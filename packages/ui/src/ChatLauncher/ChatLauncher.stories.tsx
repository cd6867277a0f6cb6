import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CHAT } from '@portal/domain';
import { ChatLauncher } from './ChatLauncher.tsx';

const meta = {
  title: 'Components/ChatLauncher',
  component: ChatLauncher,
  args: { onPress: fn() },
} satisfies Meta<typeof ChatLauncher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: CHAT.launcher });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalled();
  },
};

export const Primary: Story = { args: { variant: 'primary' } };
