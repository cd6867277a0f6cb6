import type { Meta, StoryObj } from '@storybook/react-vite';
import { holdingsTexts } from '@portal/domain';
import { expect, userEvent, within } from 'storybook/test';
import { HoldingsTable, holdingsLayouts } from './HoldingsTable.tsx';
import { demoHoldings, factSheetHref } from './fixtures.ts';

const meta = {
  title: 'Components/HoldingsTable',
  component: HoldingsTable,
  args: { holdings: demoHoldings, factSheetHref },
  argTypes: { layout: { control: 'inline-radio', options: holdingsLayouts } },
} satisfies Meta<typeof HoldingsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = {
  args: { holdings: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(holdingsTexts.empty)).toBeVisible();
  },
};
export const Loading: Story = {
  args: { holdings: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: holdingsTexts.loading })).toBeVisible();
    await expect(canvas.queryByText(holdingsTexts.empty)).not.toBeInTheDocument();
  },
};
export const PrintMode: Story = { args: { isPrintMode: true } };
export const WithoutTotals: Story = { args: { showTotals: false } };
export const NegativeValue: Story = {
  args: { holdings: [...demoHoldings, { asset: 'Cash (pending)', units: -50, price: 1, value: -50, percentageOfAccount: -0.79 }] },
};

/** Below 960px of width the rows become cards; the first 3 show until 'View all'. */
export const NarrowScreen: Story = {
  // Storybook's iframe ignores the viewport global, so the narrow layout is forced here as well.
  args: { layout: 'cards' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Holdings' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const CardsViewAll: Story = {
  args: { layout: 'cards' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View all' }));
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(demoHoldings.length);
    await expect(canvas.getByRole('button', { name: 'View less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const PrintCards: Story = { args: { layout: 'cards', isPrintMode: true } };

/** The combined portfolio: each holding's share of the whole portfolio (spec §3 Holding percentageOfPortfolio). */
export const CombinedPortfolio: Story = {
  args: { layout: 'table', labels: { columns: { ...holdingsTexts.columns, percentageOfAccount: holdingsTexts.percentageOfPortfolio } } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid');
    await expect(within(table).getByRole('columnheader', { name: holdingsTexts.percentageOfPortfolio })).toBeInTheDocument();
    await expect(within(table).queryByRole('columnheader', { name: holdingsTexts.columns.percentageOfAccount })).toBeNull();
  },
};
