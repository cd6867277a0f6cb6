import type { Meta, StoryObj } from '@storybook/react-vite';
import { incomeHistoryTexts, transactionsTexts } from '@portal/domain';
import { expect, within } from 'storybook/test';
import { incomeRows } from './fixtures.ts';
import { IncomeHistoryTable } from './IncomeHistoryTable.tsx';

const meta = {
  title: 'Components/IncomeHistoryTable',
  component: IncomeHistoryTable,
  args: { rows: incomeRows },
} satisfies Meta<typeof IncomeHistoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: incomeHistoryTexts.title });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(Object.values(incomeHistoryTexts.columns));
    await expect(within(table).getAllByRole('row')).toHaveLength(incomeRows.length + 1);
  },
};

export const LoadingMore: Story = { args: { status: 'loading' } };
export const LoadingFirstPage: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: incomeHistoryTexts.loading })).toBeInTheDocument();
  },
};
export const NoPayments: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(incomeHistoryTexts.noPayments);
  },
};
export const NoData: Story = {
  args: { status: 'empty', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(transactionsTexts.noData)).toBeInTheDocument();
  },
};
export const Failed: Story = {
  args: { status: 'error', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(transactionsTexts.cannotDisplay);
  },
};
