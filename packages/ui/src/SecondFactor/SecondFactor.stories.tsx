import type { Meta, StoryObj } from '@storybook/react-vite';
import { mfaTexts as texts } from '@portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SecondFactor } from './SecondFactor.tsx';

const meta = {
  title: 'SignIn/SecondFactor',
  component: SecondFactor,
  args: {
    methods: ['passkey', 'totp', 'recovery'],
    step: 'choosing',
    codeMethod: null,
    onPasskey: fn(),
    onChooseCode: fn(),
    onCode: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof SecondFactor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every way the user holds, the passkey first. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.secondFactorHeading })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.usePasskey }));
    await expect(args.onPasskey).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: texts.useApp }));
    await expect(args.onChooseCode).toHaveBeenCalledWith('totp');
    await userEvent.click(canvas.getByRole('button', { name: texts.backToLogin }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Only an app and recovery codes: no passkey button. */
export const AppOnly: Story = {
  args: { methods: ['totp', 'recovery'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: texts.usePasskey })).toBeNull();
  },
};

export const WaitingForPasskey: Story = {
  args: { step: 'passkey' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.passkeyWaiting)).toBeVisible();
  },
};

export const PasskeyRefused: Story = { args: { error: texts.passkeyFailed } };

export const AppCode: Story = {
  args: { step: 'code', codeMethod: 'totp' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: texts.appCode });
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(field, '123456{Enter}');
    await expect(args.onCode).toHaveBeenCalledWith('123456');
    // The other ways stay offered.
    await expect(canvas.getByRole('button', { name: texts.useRecoveryCode })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.useApp })).toBeNull();
  },
};

export const RecoveryCode: Story = {
  args: { step: 'code', codeMethod: 'recovery' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: texts.recoveryCode })).toBeVisible();
  },
};

export const Verifying: Story = { args: { step: 'verifying', codeMethod: 'totp' } };

export const WrongCode: Story = { args: { step: 'code', codeMethod: 'totp', error: texts.wrongCode } };

export const TooManyCodes: Story = { args: { step: 'code', codeMethod: 'recovery', error: texts.tooManyCodes } };
