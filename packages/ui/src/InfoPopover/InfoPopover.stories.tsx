import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InfoPopover } from './InfoPopover.tsx';

const meta = {
  title: 'Components/InfoPopover',
  component: InfoPopover,
  args: {
    label: 'About your username',
    children: "Your username is either your client reference, which starts with '100', or the e-mail address you registered with.",
  },
} satisfies Meta<typeof InfoPopover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'About your username' }));
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};
