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

export const Waiting: Story = {
  args: { state: 'waiting', messages: messages.slice(0, 1) },
  play: async () => {
    const dialog = await panel();
    await expect(within(dialog).getByText(CHAT.waiting)).toBeVisible();
    await expect(within(dialog).getByRole('log', { name: CHAT.log })).toHaveAttribute('aria-live', 'polite');
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

export const ClosesWithEscape: Story = {
  args: { state: 'waiting' },
  play: async ({ args }) => {
    await panel();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
