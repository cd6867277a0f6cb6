import type { Meta, StoryObj } from '@storybook/react-vite';
import { performanceChartTexts } from '@portal/domain';
import { expect, userEvent, within } from 'storybook/test';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import { PerformanceChart } from './PerformanceChart.tsx';
import { PerformanceChartLoading } from './PerformanceChartLoading.tsx';
import { demoSeries } from './fixtures.ts';

const year = demoSeries('2023-06-15', 366);
const longHistory = demoSeries('2006-01-01', 6_700, 20_000);

const meta = {
  title: 'Components/PerformanceChart',
  component: PerformanceChart,
  args: { valuation: year.valuation, netMoneyInOut: year.netMoneyInOut },
} satisfies Meta<typeof PerformanceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ValuationOnly: Story = { args: { netMoneyInOut: [] } };
/** 6,700 daily points thinned to at most 500 per series. */
export const LongSeriesThinned: Story = { args: { valuation: longHistory.valuation, netMoneyInOut: longHistory.netMoneyInOut } };
/** Three days are drawn over the 10-day minimum range. */
export const ShortPeriod: Story = { args: { valuation: year.valuation.slice(0, 3), netMoneyInOut: year.netMoneyInOut.slice(0, 3) } };
export const SinglePoint: Story = { args: { valuation: year.valuation.slice(0, 1), netMoneyInOut: [] } };
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: performanceChartTexts.loading })).toBeInTheDocument();
  },
};
/** The loading state on its own: what a page shows while the chart's code loads (same box as Loading). */
export const LoadingPlaceholder: Story = {
  render: () => <PerformanceChartLoading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: performanceChartTexts.loading })).toBeInTheDocument();
  },
};
export const NoData: Story = {
  args: { valuation: [], netMoneyInOut: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(performanceChartTexts.noData);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
export const LoadError: Story = {
  args: {
    error: (
      <MessageBanner severity="error" errorCode="4821" onRetry={() => undefined}>
        Sorry there was a problem retrieving your analysis.
      </MessageBanner>
    ),
  },
  play: async ({ canvasElement }) => {
    // The error replaces the chart: no picture of stale or missing data.
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sorry there was a problem retrieving your analysis.');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1' } } };
export const Print: Story = { args: { hideTableToggle: true } };

export const ShowTable: Story = {
  args: { valuation: year.valuation.slice(0, 40), netMoneyInOut: year.netMoneyInOut.slice(0, 40) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/^Valuation from 15.06.23 to 24.07.23/);
    const toggle = canvas.getByRole('button', { name: 'Show table' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('table', { name: 'Valuation and net money in/out by date' })).toBeVisible();
  },
};
