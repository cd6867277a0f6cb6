import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from './Link.tsx';

const meta = { title: 'Components/Link', component: Link, args: { href: '#', children: 'Forgot your password?' } } satisfies Meta<
  typeof Link
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Forgot your password?' });
    await expect(link).toHaveAttribute('href', '#');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const External: Story = {
  args: { href: 'https://example.com', target: '_blank', children: 'Having trouble logging in?' },
  play: async ({ canvasElement }) => {
    // A new tab must not get a handle on the portal (window.opener) nor the referrer.
    const link = within(canvasElement).getByRole('link', { name: 'Having trouble logging in?' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
