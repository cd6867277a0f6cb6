import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';
import { demoNavItems } from '../test/fixtures.ts';
import { NavBar } from './NavBar.tsx';

const meta = {
  title: 'App shell/NavBar',
  component: NavBar,
  args: { items: demoNavItems },
  decorators: [
    (Story) => (
      <RouterProvider navigate={fn()}>
        <div style={{ maxWidth: 960 }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Documents' })).toHaveAccessibleDescription('unread documents');
  },
};
export const WithoutUnreadOrLibrary: Story = {
  args: {
    items: demoNavItems
      .filter((item) => item.id !== 'library')
      .map((item) => ({ ...item, badge: undefined, isCurrent: item.id === 'documents' })),
  },
};

/** The bottom bar on a 390 px phone: every label on one line ('Transactions' once broke as 'Transaction / s'). */
export const PhoneWidth: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const link of canvas.getAllByRole('link')) {
      const label = link.querySelector('span:not([aria-hidden]):not([class*="iconWrap"])');
      const range = document.createRange();
      range.selectNodeContents(label!);
      // One client rect per line box the text occupies.
      await expect(range.getClientRects().length, `lines of '${label?.textContent}'`).toBe(1);
    }
  },
};
