import type { Meta, StoryObj } from '@storybook/react-vite';
import { mfaTexts as texts } from '@portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasskeyList } from './PasskeyList.tsx';
import type { PasskeyItem } from './PasskeyList.tsx';

const laptop: PasskeyItem = {
  credentialId: 'cred-laptop',
  name: 'Laptop',
  createdAt: '2026-11-20T09:00:00Z',
  lastUsedAt: '2026-11-28T08:05:00Z',
};
const phone: PasskeyItem = { credentialId: 'cred-phone', name: 'Phone', createdAt: '2026-11-27T19:12:00Z', lastUsedAt: null };

const meta = {
  title: 'Personal/PasskeyList',
  component: PasskeyList,
  args: { passkeys: [laptop, phone], onRemove: fn() },
} satisfies Meta<typeof PasskeyList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Two: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: texts.passkeys })).toBeVisible();
    await expect(canvas.getByText(/Last used/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.removePasskey('Phone') }));
    await expect(args.onRemove).toHaveBeenCalledWith('cred-phone');
  },
};

export const One: Story = { args: { passkeys: [phone] } };

/** One being removed: the others wait. */
export const Removing: Story = {
  args: { pending: 'cred-laptop' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: texts.removePasskey('Phone') })).toBeDisabled();
  },
};
