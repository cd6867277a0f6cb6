import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CHAT, SUPPORT } from '@portal/domain';
import { ChatPanel } from './ChatPanel.tsx';
import type { ChatMessageView } from './ChatLog.tsx';

const messages: ChatMessageView[] = [
  { id: 1, from: 'self', authorName: CHAT.you, text: 'Hello, I cannot find my ISA statement.' },
  { id: 2, from: 'other', authorName: 'Support Agent', text: 'Hello! It is under Documents.\nFilter by "Valuation".' },
  { id: 3, from: 'self', authorName: CHAT.you, text: '<b>Thanks</b> — found it.' },
];

const meta = {
  title: 'Components/ChatPanel',
  component: ChatPanel,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSend: fn(),
    onEnd: fn(),
    onRetry: fn(),
    onNewChat: fn(),
    onSubmitDetails: fn(),
    onSubmitCode: fn(),
    onResendCode: fn(),
    onChangeDetails: fn(),
    state: 'connecting',
  },
} satisfies Meta<typeof ChatPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = () => within(document.body).findByRole('dialog', { name: CHAT.title });

export const Connecting: Story = {
  play: async () => {
    const dialog = await panel();
    await expect(within(dialog).getAllByText(CHAT.connecting)[0]).toBeVisible();
  },
};

export const VisitorDetails: Story = {
  args: { state: 'details' },
  play: async ({ args }) => {
    const dialog = await panel();
    await userEvent.type(within(dialog).getByRole('textbox', { name: CHAT.nameLabel }), 'Ann Visitor');
    await userEvent.type(within(dialog).getByRole('textbox', { name: CHAT.emailLabel }), 'ann@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: CHAT.start }));
    await expect(args.onSubmitDetails).toHaveBeenCalledWith({ name: 'Ann Visitor', email: 'ann@example.org' });
  },
};

/** Back from the code with 'Change my details': the details given before, to correct rather than retype. */
export const VisitorDetailsAgain: Story = {
  args: { state: 'details', visitorDetails: { name: 'Ann Visitor', email: 'ann@exmaple.org' } },
  play: async ({ args }) => {
    const dialog = await panel();
    await expect(within(dialog).getByRole('textbox', { name: CHAT.nameLabel })).toHaveValue('Ann Visitor');
    const email = within(dialog).getByRole('textbox', { name: CHAT.emailLabel });
    await expect(email).toHaveValue('ann@exmaple.org');
    await userEvent.clear(email);
    await userEvent.type(email, 'ann@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: CHAT.start }));
    await expect(args.onSubmitDetails).toHaveBeenCalledWith({ name: 'Ann Visitor', email: 'ann@example.org' });
  },
};

/** A new visitor enters the code e-mailed to them (review M8): spaces are ignored, digits are sent. */
export const VerifyCode: Story = {
  args: { state: 'verifying', codeEmail: 'ann@example.org' },
  play: async ({ args }) => {
    const dialog = await panel();
    await expect(within(dialog).getByText(CHAT.codeIntro('ann@example.org'))).toBeVisible();
    const field = within(dialog).getByRole('textbox', { name: CHAT.codeLabel });
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(field, '123 456');
    await userEvent.click(within(dialog).getByRole('button', { name: CHAT.codeSubmit }));
    await expect(args.onSubmitCode).toHaveBeenCalledWith('123456');
  },
};

export const VerifyCodeMalformed: Story = {
  args: { state: 'verifying', codeEmail: 'ann@example.org' },
  play: async ({ args }) => {
    const dialog = await panel();
    await userEvent.type(within(dialog).getByRole('textbox', { name: CHAT.codeLabel }), '12ab');
    await userEvent.click(within(dialog).getByRole('button', { name: CHAT.codeSubmit }));
    await expect(within(dialog).getByText(CHAT.codeInvalidFormat)).toBeVisible();
    await expect(args.onSubmitCode).not.toHaveBeenCalled();
  },
};

export const VerifyCodeChecking: Story = {
  args: { state: 'verifying', codeEmail: 'ann@example.org', isCheckingCode: true },
  play: async () => {
    const dialog = await panel();
    await expect(within(dialog).getByRole('textbox', { name: CHAT.codeLabel })).toBeDisabled();
  },
};

export const VerifyCodeWrong: Story = {
  args: { state: 'verifying', codeEmail: 'ann@example.org', codeError: CHAT.codeWrong },
  play: async ({ args }) => {
    const dialog = await panel();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(CHAT.codeWrong);
    await expect(within(dialog).getByRole('textbox', { name: CHAT.codeLabel })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: CHAT.codeChangeDetails }));
    await expect(args.onChangeDetails).toHaveBeenCalled();
  },
};

export const VerifyCodeSpent: Story = {
  args: { state: 'verifying', codeEmail: 'ann@example.org', codeError: CHAT.codeExpired, codeSpent: true },
  play: async ({ args }) => {
    const dialog = await panel();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(CHAT.codeExpired);
    await expect(within(dialog).getByRole('button', { name: CHAT.codeSubmit })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: CHAT.codeResend }));
    await expect(args.onResendCode).toHaveBeenCalled();
  },
};

export const Waiting: Story = {
  args: { state: 'waiting', messages: messages.slice(0, 1) },
  play: async () => {
    const dialog = await panel();
    await expect(within(dialog).getByText(CHAT.waiting)).toBeVisible();
    await expect(within(dialog).getByRole('log', { name: CHAT.log })).toHaveAttribute('aria-live', 'polite');
  },
};

/** The place in the queue, in a polite status region of its own (only the number changes, so only a change is announced). */
export const WaitingInQueue: Story = {
  args: { state: 'waiting', queuePosition: 3 },
  play: async () => {
    const dialog = await panel();
    const place = within(dialog).getByText(CHAT.queuePosition(3));
    await expect(place).toBeVisible();
    await expect(place).toHaveAttribute('role', 'status');
    await expect(within(dialog).getByText(CHAT.waiting)).toBeVisible();
  },
};

export const WaitingNext: Story = {
  args: { state: 'waiting', queuePosition: 1 },
  play: async () => {
    const dialog = await panel();
    await expect(within(dialog).getByText('You are next in the queue.')).toBeVisible();
  },
};

export const AgentJoined: Story = {
  args: { state: 'chatting', agentName: 'Support Agent', messages: [] },
  play: async () => {
    const dialog = await panel();
    await expect(within(dialog).getByText(CHAT.agentJoined('Support Agent'))).toBeVisible();
  },
};

export const Messages: Story = {
  args: { state: 'chatting', agentName: 'Support Agent', messages, transcriptHref: '#transcript' },
  play: async ({ args }) => {
    const dialog = await panel();
    // Text, never markup.
    await expect(within(dialog).getByText('<b>Thanks</b> — found it.')).toBeVisible();
    const box = within(dialog).getByRole('textbox', { name: CHAT.messageLabel });
    await userEvent.type(box, 'One more question{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('One more question');
    await expect(box).toHaveValue('');
  },
};

export const SendFailed: Story = {
  args: {
    state: 'chatting',
    agentName: 'Support Agent',
    messages,
    sendError: 'Too many attempts. Please wait a few minutes and try again.',
  },
  play: async () => {
    const dialog = await panel();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Too many attempts');
  },
};

export const OfflineHours: Story = {
  args: {
    state: 'offline',
    offline: (
      <>
        <p>{CHAT.offlineOpens('on Monday at 8:30am')}</p>
        <p>{CHAT.offlinePhone(SUPPORT.phone, SUPPORT.hours)}</p>
        <p>{CHAT.offlineNextDay(SUPPORT.email)}</p>
      </>
    ),
  },
  play: async () => {
    const dialog = await panel();
    await expect(within(dialog).getByText(CHAT.offlineTitle)).toBeVisible();
    await expect(within(dialog).getByText(CHAT.offlinePhone(SUPPORT.phone, SUPPORT.hours))).toBeVisible();
  },
};

export const Ended: Story = {
  args: { state: 'ended', messages, transcriptHref: '#transcript' },
  play: async ({ args }) => {
    const dialog = await panel();
    await expect(within(dialog).getByText(CHAT.ended)).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: CHAT.transcript })).toHaveAttribute('download');
    await userEvent.click(within(dialog).getByRole('button', { name: CHAT.newChat }));
    await expect(args.onNewChat).toHaveBeenCalled();
  },
};

export const Reconnecting: Story = {
  args: { state: 'reconnecting', agentName: 'Support Agent', messages },
  play: async () => {
    const dialog = await panel();
    await expect(within(dialog).getByText(CHAT.reconnecting)).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ args }) => {
    const dialog = await panel();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(CHAT.failed);
    await userEvent.click(within(dialog).getByRole('button', { name: CHAT.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const FailedBusy: Story = {
  args: { state: 'failed', failedText: CHAT.busy },
  play: async () => {
    const dialog = await panel();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(CHAT.busy);
  },
};

export const ClosesWithEscape: Story = {
  args: { state: 'waiting' },
  play: async ({ args }) => {
    await panel();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
