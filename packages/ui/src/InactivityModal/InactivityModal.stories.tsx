import type { Meta, StoryObj } from '@storybook/react-vite';
import { generalTexts } from '@portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InactivityModal } from './InactivityModal.tsx';

const meta = {
  title: 'Components/InactivityModal',
  component: InactivityModal,
  args: { isOpen: true, onContinue: fn() },
} satisfies Meta<typeof InactivityModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: generalTexts.inactivityWarning });
    const button = within(dialog).getByRole('button', { name: generalTexts.inactivityContinue });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const ContinueWithEscape: Story = {
  play: async ({ args }) => {
    await within(document.body).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Closed: Story = {
  args: { isOpen: false },
  play: async () => {
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
