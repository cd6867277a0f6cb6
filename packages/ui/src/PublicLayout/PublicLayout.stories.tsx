import type { Meta, StoryObj } from '@storybook/react-vite';
import { PublicLayout } from './PublicLayout.tsx';

const meta = {
  title: 'Layout/PublicLayout',
  component: PublicLayout,
  parameters: { layout: 'fullscreen' },
  args: { children: <h1>Log in</h1> },
} satisfies Meta<typeof PublicLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } };
