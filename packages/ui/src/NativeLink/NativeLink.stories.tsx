import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NativeLink } from './NativeLink.tsx';

/** Link's twin on a plain <a> for the login page's first script (issue 35): it looks the same as Link. */
const meta = {
  title: 'Components/NativeLink',
  component: NativeLink,
  args: { href: '#forgotten', children: 'Forgot your password?' },
} satisfies Meta<typeof NativeLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const External: Story = {
  args: { href: 'https://www.example.com/help/logging-in', target: '_blank', children: 'Having trouble logging in?' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Having trouble logging in?' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Forgot your password?' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};
