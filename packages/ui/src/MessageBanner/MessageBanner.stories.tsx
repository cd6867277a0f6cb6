import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageBanner, messageSeverities } from './MessageBanner.tsx';
import { CollapsibleMessageBanner } from '../CollapsibleMessageBanner/CollapsibleMessageBanner.tsx';

const meta = {
  title: 'Components/MessageBanner',
  component: MessageBanner,
  args: { severity: 'info', children: 'The information displayed on this page does not reflect updates to in progress trades.' },
  argTypes: { severity: { control: 'inline-radio', options: messageSeverities } },
} satisfies Meta<typeof MessageBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Warning: Story = {
  args: { severity: 'warning', title: 'Read-only mode', children: 'Updates are disabled while you view a client as an adviser.' },
};
export const Success: Story = { args: { severity: 'success', children: 'You have successfully changed your password.' } };
export const ErrorWithRetry: Story = {
  name: 'Error',
  args: {
    severity: 'error',
    title: 'Something went wrong',
    children: 'Sorry there was a problem retrieving your documents. Please contact us.',
    errorCode: '4821',
    onRetry: fn(),
  },
  play: async ({ args, canvasElement }) => {
    // An error is announced (role alert) with its code, and "Try again" calls back.
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Error code: 4821');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const Retrying: Story = {
  args: { ...ErrorWithRetry.args, isRetrying: true },
  play: async ({ canvasElement }) => {
    const retry = within(within(canvasElement).getByRole('alert')).getByRole('button', { name: /Try again/ });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
  },
};
export const Collapsible: Story = {
  args: {
    severity: 'error',
    title: 'There was a problem fetching your memo assets. Click for more details.',
    children: 'An error occurred while you were attempting to use the product.',
    errorCode: '1234',
  },
  // Its own component (CollapsibleMessageBanner), shown here beside the other banners.
  render: (args) => <CollapsibleMessageBanner {...args} defaultExpanded={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /memo assets/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Error code: 1234')).toBeVisible();
  },
};
export const Dismissible: Story = {
  args: { severity: 'success', dismissible: true, onDismiss: fn(), children: 'Your preferences have been saved.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss message' }));
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};
export const AllSeverities: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {messageSeverities.map((severity) => (
        <MessageBanner key={severity} severity={severity} title={`A ${severity} message`}>
          Message body for {severity}.
        </MessageBanner>
      ))}
    </div>
  ),
};
