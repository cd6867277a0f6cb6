import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SUPPORT_CONSOLE } from '@portal/domain';
import { SupportQueue } from './SupportQueue.tsx';

const meta = {
  title: 'Components/SupportQueue',
  component: SupportQueue,
  args: {
    onClaim: fn(),
    onSelect: fn(),
    waiting: [
      { conversationId: 11, clientName: 'Jane Doe', clientReference: 1000010001, visitorEmail: null, waitingSeconds: 30 },
      { conversationId: 12, clientName: 'Ann Visitor', clientReference: null, visitorEmail: 'ann@example.org', waitingSeconds: 420 },
    ],
    mine: [{ conversationId: 9, clientName: 'Sam Solo', clientReference: 1000010003, visitorEmail: null }],
    selectedId: 9,
  },
} satisfies Meta<typeof SupportQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${SUPPORT_CONSOLE.reference}: 1000010001`)).toBeVisible();
    await expect(canvas.getByText(SUPPORT_CONSOLE.waitingFor(7))).toBeVisible();
    await expect(canvas.getByText(SUPPORT_CONSOLE.waitingFor(0))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `${SUPPORT_CONSOLE.claim}: Ann Visitor` }));
    await expect(args.onClaim).toHaveBeenCalledWith(12);
    await expect(canvas.getByRole('button', { name: `${SUPPORT_CONSOLE.reply}: Sam Solo` })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Claiming: Story = { args: { claimingId: 11 } };

export const Empty: Story = {
  args: { waiting: [], mine: [], selectedId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(SUPPORT_CONSOLE.empty)).toBeVisible();
  },
};
