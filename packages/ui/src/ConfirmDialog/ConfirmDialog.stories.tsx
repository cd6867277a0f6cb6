import type { Meta, StoryObj } from '@storybook/react-vite';
import { commonTexts } from '@portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: { isOpen: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: commonTexts.confirmDialogTitle });
    await expect(within(dialog).getByRole('button', { name: commonTexts.cancel })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: commonTexts.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const WithBody: Story = {
  args: { children: <p style={{ margin: 0 }}>Your document delivery preference will change to Post.</p> },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: new RegExp(commonTexts.confirm) })).toHaveAttribute('aria-busy', 'true');
  },
};

export const CancelWithEscape: Story = {
  play: async ({ args }) => {
    await within(document.body).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
