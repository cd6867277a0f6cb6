import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AllowanceBar, allowanceTones } from './AllowanceBar.tsx';

const meta = {
  title: 'Components/AllowanceBar',
  component: AllowanceBar,
  args: { label: 'ISA allowance', used: 5125, total: 20000, accountType: 'Isa' },
  argTypes: { tone: { control: 'inline-radio', options: allowanceTones } },
} satisfies Meta<typeof AllowanceBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'ISA allowance' });
    await expect(meter).toHaveAttribute('aria-valuetext', '£5,125.00 used of £20,000.00, £14,875.00 remaining');
  },
};
export const Unused: Story = { args: { used: 0 } };
export const FullyUsed: Story = { args: { used: 20000, tone: 'positive' } };
export const OverAllowance: Story = { args: { used: 23000, tone: 'warning' } };
/** A pension over its allowance shows a dash for the remainder. */
export const PensionOverAllowance: Story = {
  args: { label: 'Annual allowance', used: 65000, total: 60000, accountType: 'Pension', tone: 'critical' },
};
export const NoAllowance: Story = { args: { used: 0, total: 0 } };
export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1' } } };
