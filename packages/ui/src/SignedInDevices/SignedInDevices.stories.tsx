import type { Meta, StoryObj } from '@storybook/react-vite';
import { signedInDevicesTexts as texts } from '@portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignedInDevices } from './SignedInDevices.tsx';
import type { DeviceItem } from './SignedInDevices.tsx';

const laptop: DeviceItem = {
  sessionId: '00000000-0000-4000-8000-000000000001',
  browser: 'Firefox 133',
  operatingSystem: 'Windows 10',
  deviceType: 'desktop',
  place: 'United Kingdom',
  signedInAt: '2026-11-28T08:05:00Z',
  lastActiveAt: '2026-11-28T09:41:00Z',
  current: true,
};
const phone: DeviceItem = {
  sessionId: '00000000-0000-4000-8000-000000000002',
  browser: 'Safari 17',
  operatingSystem: 'iOS 17.1',
  deviceType: 'mobile',
  place: 'France',
  signedInAt: '2026-11-27T19:12:00Z',
  lastActiveAt: '2026-11-28T07:30:00Z',
  current: false,
};
const unknown: DeviceItem = {
  sessionId: '00000000-0000-4000-8000-000000000003',
  browser: null,
  operatingSystem: null,
  deviceType: null,
  place: null,
  signedInAt: '2026-11-26T10:00:00Z',
  lastActiveAt: '2026-11-26T10:02:00Z',
  current: false,
};

const meta = {
  title: 'Personal/SignedInDevices',
  component: SignedInDevices,
  args: { status: 'ready', devices: [laptop, phone, unknown], onSignOut: fn(), onSignOutOthers: fn() },
} satisfies Meta<typeof SignedInDevices>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Many: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.thisDevice)).toBeVisible();
    await expect(canvas.getByText('Computer · United Kingdom')).toBeVisible();
    await expect(canvas.getByText(`Phone · France`)).toBeVisible();
    await expect(canvas.getByText(texts.unknownPlace)).toBeVisible();
    // This device has no Sign out of its own (Log out is that).
    await expect(canvas.queryByRole('button', { name: texts.signOutLabel('Firefox 133 on Windows 10') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: texts.signOutLabel('Safari 17 on iOS 17.1') }));
    if (args.status === 'ready') await expect(args.onSignOut).toHaveBeenCalledWith(phone.sessionId);
    await userEvent.click(canvas.getByRole('button', { name: texts.signOutOthers }));
    if (args.status === 'ready') await expect(args.onSignOutOthers).toHaveBeenCalled();
  },
};

/** Only this device: nothing to sign out. */
export const OnlyThisDevice: Story = {
  args: { devices: [laptop] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.onlyThisDevice)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const SigningOutOne: Story = { args: { pending: phone.sessionId } };

export const SignedOut: Story = {
  args: { devices: [laptop], notice: { severity: 'success', text: texts.signedOut(2) } },
};

export const SignOutFailed: Story = { args: { notice: { severity: 'error', text: texts.signOutFailed } } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadFailed: Story = {
  args: { status: 'error', message: 'Sorry there was a problem retrieving your signed-in devices.', errorCode: '4821', onRetry: fn() },
};

/** An adviser viewing the client: the client's devices are theirs alone. */
export const ReadOnly: Story = {
  args: { status: 'readOnly' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.clientOnly)).toBeVisible();
  },
};
