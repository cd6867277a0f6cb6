import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageContainer } from '../Page/Page.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { AppShellFrame } from './AppShellFrame.tsx';

const meta = {
  title: 'App shell/AppShellFrame',
  component: AppShellFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    heading: 'Loading',
    children: (
      <PageContainer>
        <Spinner label="Loading" />
      </PageContainer>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Painted before any script: nothing to operate, main busy, no navigation landmark that lists nothing.
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Loading' })).toBeInTheDocument();
  },
} satisfies Meta<typeof AppShellFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const ThreeEntries: Story = { args: { navItemCount: 3 } };
