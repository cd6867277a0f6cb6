import type { Meta, StoryObj } from '@storybook/react-vite';
import { mfaTexts as texts } from '@portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppSetup } from './AppSetup.tsx';
import { PasskeyOffer } from './PasskeyOffer.tsx';
import { ReauthDialog } from './ReauthDialog.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';

/** The set-up screens of two-step login: the offer, the required enrolment, the app, the codes, re-authentication. */
const meta = { title: 'Personal/TwoStepSetup' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const uri = `otpauth://totp/Client%20portal:demo.client%40example.com?secret=${secret}&issuer=Client%20portal`;
const codes = ['K7QD-2MXA-9PLF-R4TB', 'H3WN-8CZE-5YJU-V6GS', 'M2RA-7KQX-4DPN-T9LC', 'B5FE-3HWZ-8UMJ-Q2YA', 'X9TL-6VGC-1NKD-P7RS'];

export const Offer: Story = {
  render: (args) => <PasskeyOffer mode="offer" onAddPasskey={fn()} onDecline={fn()} {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.offer)).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.offerDecline })).toBeVisible();
  },
};

export const OfferWaiting: Story = {
  render: () => <PasskeyOffer mode="offer" onAddPasskey={fn()} onDecline={fn()} pending="addPasskey" />,
};

export const OfferRefused: Story = {
  render: () => <PasskeyOffer mode="offer" onAddPasskey={fn()} onDecline={fn()} error={texts.passkeyNotAdded} />,
};

/** An adviser without a factor: no Not now. */
export const Required: Story = {
  render: () => <PasskeyOffer mode="required" onAddPasskey={fn()} onSetUpApp={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.enrolRequired)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.offerDecline })).toBeNull();
    await expect(canvas.getByRole('button', { name: texts.setUpApp })).toBeVisible();
  },
};

const onCode = fn();
export const App: Story = {
  render: () => <AppSetup secret={secret} uri={uri} onCode={onCode} onCancel={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: texts.qrCodeLabel })).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const confirm = canvas.getByRole('button', { name: texts.confirm });
    await expect(confirm).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: texts.appCode }), '123456');
    await userEvent.click(confirm);
    await expect(onCode).toHaveBeenCalledWith('123456');
  },
};

export const AppChecking: Story = { render: () => <AppSetup secret={secret} uri={uri} onCode={fn()} onCancel={fn()} isPending /> };

export const AppWrongCode: Story = {
  render: () => <AppSetup secret={secret} uri={uri} onCode={fn()} onCancel={fn()} error={texts.wrongCode} />,
};

const onAcknowledge = fn();
export const Codes: Story = {
  render: () => <RecoveryCodes codes={codes} onAcknowledge={onAcknowledge} notice={texts.passkeyAdded} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(codes[0]!)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.savedCodes }));
    await expect(onAcknowledge).toHaveBeenCalled();
  },
};

const onPassword = fn();
export const Reauthenticate: Story = {
  render: () => <ReauthDialog isOpen onPassword={onPassword} onPasskey={fn()} onCancel={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(dialog.getByText(texts.reauthIntro)).toBeVisible();
    await userEvent.type(dialog.getByLabelText(texts.reauthPassword), 'Harbour#Kite7{Enter}');
    await expect(onPassword).toHaveBeenCalledWith('Harbour#Kite7');
  },
};

export const ReauthenticateWrong: Story = {
  render: () => <ReauthDialog isOpen onPassword={fn()} onCancel={fn()} error={texts.reauthWrong} />,
};

export const ReauthenticateChecking: Story = {
  render: () => <ReauthDialog isOpen onPassword={fn()} onPasskey={fn()} onCancel={fn()} pending="passkey" />,
};
