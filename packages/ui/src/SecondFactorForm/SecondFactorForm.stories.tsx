import type { Meta, StoryObj } from '@storybook/react-vite';
import { mfaTexts } from '@portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SecondFactorForm } from './SecondFactorForm.tsx';

const meta = {
  title: 'Components/SecondFactorForm',
  component: SecondFactorForm,
  args: {
    methods: ['passkey', 'totp', 'recovery'],
    codeMethod: null,
    onPasskey: fn(),
    onChooseCode: fn(),
    onSubmitCode: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof SecondFactorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just after the password: every way the user holds. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: mfaTexts.secondFactorHeading })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: mfaTexts.useApp }));
    await expect(args.onChooseCode).toHaveBeenCalledWith('totp');
    await userEvent.click(canvas.getByRole('button', { name: mfaTexts.usePasskey }));
    await expect(args.onPasskey).toHaveBeenCalled();
  },
};

export const AppCode: Story = {
  args: { codeMethod: 'totp' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: mfaTexts.appCode });
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAccessibleDescription(mfaTexts.appCodeHelp);
    await userEvent.type(field, '123456');
    await userEvent.click(canvas.getByRole('button', { name: mfaTexts.confirm }));
    await expect(args.onSubmitCode).toHaveBeenCalledWith('123456');
  },
};

export const RecoveryCode: Story = {
  args: { codeMethod: 'recovery' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: mfaTexts.recoveryCode })).toHaveAccessibleDescription(mfaTexts.recoveryCodeHelp);
    await expect(canvas.getByRole('button', { name: mfaTexts.confirm })).toBeDisabled();
  },
};

export const Verifying: Story = { args: { codeMethod: 'totp', isVerifying: true } };

export const PasskeyWaiting: Story = {
  args: { isPasskeyPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(mfaTexts.passkeyWaiting);
  },
};

/** A user who holds only an app and its recovery codes. */
export const AppOnly: Story = {
  args: { methods: ['totp', 'recovery'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: mfaTexts.usePasskey })).not.toBeInTheDocument();
  },
};
