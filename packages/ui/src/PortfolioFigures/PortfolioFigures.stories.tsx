import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BreakdownTable } from './BreakdownTable.tsx';
import { FiguresList } from './FiguresList.tsx';
import { breakdownAccounts, breakdownRows, figures } from './fixtures.ts';

const meta = {
  title: 'Components/PortfolioFigures',
  component: FiguresList,
  args: { items: figures },
} satisfies Meta<typeof FiguresList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-£2,345.67')).toBeVisible();
  },
};
export const MissingValues: Story = {
  args: {
    items: [
      { label: 'Tax code', value: '1257L' },
      { label: 'Next review date', value: null },
    ],
  },
};

export const Breakdown: Story = {
  render: () => (
    <BreakdownTable
      rows={breakdownRows}
      accounts={breakdownAccounts}
      caption="Transaction breakdown"
      categoryLabel="Category"
      totalLabel="Total"
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: 'GIA 50002' })).toBeVisible();
  },
};
export const BreakdownOneAccount: Story = {
  render: () => (
    <BreakdownTable
      rows={breakdownRows}
      accounts={breakdownAccounts.slice(0, 1)}
      caption="Transaction breakdown"
      categoryLabel="Category"
      totalLabel="Total"
    />
  ),
};
export const BreakdownEmpty: Story = {
  render: () => (
    <BreakdownTable rows={[]} accounts={breakdownAccounts} caption="Transaction breakdown" categoryLabel="Category" totalLabel="Total" />
  ),
};
