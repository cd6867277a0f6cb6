import type { Meta, StoryObj } from '@storybook/react-vite';
import { mfaTexts as texts } from '@portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TwoStepLogin } from './TwoStepLogin.tsx';
import type { TwoStepStatus } from './TwoStepLogin.tsx';

const passkeys = [
  { credentialId: 'cred-laptop', name: 'Laptop', createdAt: '2026-11-20T09:00:00Z', lastUsedAt: '2026-11-28T08:05:00Z' },
  { credentialId: 'cred-phone', name: 'Phone', createdAt: '2026-11-27T19:12:00Z', lastUsedAt: null },
];
const off: TwoStepStatus = { passkeys: [], totp: false, recoveryCodesLeft: 0, required: false };
const on: TwoStepStatus = { passkeys, totp: true, recoveryCodesLeft: 8, required: false };

const meta = {
  title: 'Personal/TwoStepLogin',
  component: TwoStepLogin,
  args: {
    status: on,
    onAddPasskey: fn(),
    onSetUpApp: fn(),
    onRemovePasskey: fn(),
    onRemoveApp: fn(),
    onNewCodes: fn(),
    onTurnOff: fn(),
    onConfirmOff: fn(),
    onCancelOff: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof TwoStepLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.on)).toBeVisible();
    await expect(canvas.getByText(texts.recoveryCodesLeft(8))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.removePasskey('Laptop') }));
    await expect(args.onRemovePasskey).toHaveBeenCalledWith('cred-laptop');
    await userEvent.click(canvas.getByRole('button', { name: texts.newRecoveryCodes }));
    await expect(args.onNewCodes).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: texts.removeApp }));
    await expect(args.onRemoveApp).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: texts.turnOff }));
    await expect(args.onTurnOff).toHaveBeenCalled();
  },
};

export const Off: Story = {
  args: { status: off },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.off)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.turnOff })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: texts.addPasskey }));
    await expect(args.onAddPasskey).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: texts.setUpApp }));
    await expect(args.onSetUpApp).toHaveBeenCalled();
  },
};

/** An adviser: no Turn off, and why. */
export const Required: Story = {
  args: { status: { ...on, totp: false, passkeys: passkeys.slice(0, 1), required: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: texts.turnOff })).toBeNull();
    await expect(canvas.getByText(texts.mustKeepOne)).toBeVisible();
  },
};

export const AddingPasskey: Story = { args: { pending: 'addPasskey' } };

export const RemovingPasskey: Story = { args: { pending: { removePasskey: 'cred-phone' } } };

export const PasskeyAdded: Story = { args: { notice: texts.passkeyAdded } };

export const PasskeyNotAdded: Story = { args: { status: off, error: texts.passkeyNotAdded } };

export const ConfirmTurnOff: Story = {
  args: { isConfirmingOff: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(within(dialog).getByText(texts.turnOffConfirm)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: texts.turnOff }));
    await expect(args.onConfirmOff).toHaveBeenCalled();
  },
};

export const TurningOff: Story = { args: { isConfirmingOff: true, pending: 'turnOff' } };
