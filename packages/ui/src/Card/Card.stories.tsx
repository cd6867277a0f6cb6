import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Card, CollapsibleCard } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { title: 'Stocks & Shares ISA 1234567', subtitle: 'My long-term savings' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { children: <p style={{ margin: 0 }}>Wrapper details and allowances.</p> } };
export const WithHeroValue: Story = { args: { heroLabel: 'Account value', heroValue: '£125,430.12' } };
export const NegativeHeroValue: Story = {
  args: { title: 'Cash account 7654321', subtitle: undefined, heroLabel: 'Cash balance', heroValue: '-£1,204.50', heroTone: 'negative' },
};
export const TitleOnly: Story = { args: { subtitle: undefined } };

export const Collapsible: Story = {
  render: () => (
    <CollapsibleCard title="Regular withdrawal" subtitle="Monthly">
      <p style={{ margin: 0 }}>£250.00 on the 1st of each month to your bank account ending 1234.</p>
    </CollapsibleCard>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/£250.00/)).toBeVisible();
  },
};

export const CollapsibleExpanded: Story = {
  render: () => (
    <CollapsibleCard title="Holdings" defaultExpanded>
      <p style={{ margin: 0 }}>Global Equity Fund — 1,234.56 units</p>
    </CollapsibleCard>
  ),
};
