import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountSummaryTexts, printTexts } from '@portal/domain';
import { expect, within } from 'storybook/test';
import { PrintFrontPage, PrintTable } from './PrintReport.tsx';

const meta = {
  title: 'Components/PrintReport',
  component: PrintFrontPage,
  args: {
    title: accountSummaryTexts.accountSummary,
    fields: [
      [printTexts.clientName, 'Alice Morgan'],
      [printTexts.clientReference, '1000010001'],
      [printTexts.accountNumber, '54900007'],
      [printTexts.adviser, 'James Okafor (outlet id 310012)'],
      [printTexts.reportDate, '20/11/2025'],
    ],
  },
} satisfies Meta<typeof PrintFrontPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account summary's front page. */
export const AccountSummaryFrontPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: accountSummaryTexts.accountSummary })).toBeInTheDocument();
    await expect(canvas.getByText('James Okafor (outlet id 310012)')).toBeInTheDocument();
  },
};

/** Combined: no account number. */
export const PortfolioSummaryFrontPage: Story = {
  args: {
    title: accountSummaryTexts.portfolioSummary,
    fields: [
      [printTexts.clientName, 'Alice Morgan'],
      [printTexts.clientReference, '1000010001'],
      [printTexts.adviser, 'James Okafor (outlet id 310012)'],
      [printTexts.reportDate, '20/11/2025'],
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(printTexts.accountNumber)).not.toBeInTheDocument();
  },
};

/** The transactions cover sheet: the client name first, then 'Transactions'. */
export const TransactionsCoverSheet: Story = {
  args: {
    lead: 'Alice Morgan',
    title: printTexts.transactions,
    fields: [
      [printTexts.clientReference, '1000010001'],
      [printTexts.accountNumber, 'Isa 54900007'],
      [printTexts.adviser, 'James Okafor (outlet id 310012)'],
      [printTexts.dateRange, '24.11.25 – 24.11.26'],
    ],
  },
};

/** A table whose header row repeats on every printed page; figures stay on one line. */
export const Table: Story = {
  render: () => (
    <PrintTable
      caption={printTexts.holdings}
      columns={['Asset', 'Units', 'Price', 'Value', '% of account']}
      rows={[
        ['Cash', '2,480.0000', '£1.0000', '£2,480.00', '12.40%'],
        ['Harbour Global Equity Fund Acc', '576.2798', '£2.5293', '-£1,457.58', '7.29%'],
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(5);
    await expect(getComputedStyle(canvas.getByText('-£1,457.58')).whiteSpace).toBe('nowrap');
    // A narrow screen scrolls the table inside its own region, named by the caption and reachable by keyboard.
    const region = canvas.getByRole('region', { name: printTexts.holdings });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(getComputedStyle(region).overflowX).toBe('auto');
  },
};
