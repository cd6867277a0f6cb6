import type { Meta, StoryObj } from '@storybook/react-vite';
import { waterfallSentence, waterfallTexts } from '@portal/domain';
import { expect, userEvent, within } from 'storybook/test';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import { WaterfallChart } from './WaterfallChart.tsx';
import { empty, fallingYear, isaYear } from './fixtures.ts';

const meta = {
  title: 'Components/WaterfallChart',
  component: WaterfallChart,
  args: { steps: isaYear, sentence: waterfallSentence('ISA', isaYear, waterfallTexts.periodPreset('Last 12 months')) },
} satisfies Meta<typeof WaterfallChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Growth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Your ISA grew by £4,210 over the last 12 months: £3,000 you paid in and £1,385 from the investments, after £175 of charges.',
      ),
    ).toBeVisible();
    // Opening, the five movements that are not zero, market movement and closing.
    await expect(canvasElement.querySelectorAll('rect[data-step]')).toHaveLength(8);
  },
};
/** A negative return: money out and a market fall. */
export const Fall: Story = {
  args: { steps: fallingYear, sentence: waterfallSentence('Pension', fallingYear, waterfallTexts.period('28.05.25', '28.05.26')) },
};
export const NoData: Story = {
  args: { steps: empty, sentence: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(waterfallTexts.noData);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: waterfallTexts.loading })).toBeInTheDocument();
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
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};
export const ShowTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(waterfallTexts.summary('£20,000.00', '£24,210.00'));
    const toggle = canvas.getByRole('button', { name: waterfallTexts.showTable });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table', { name: waterfallTexts.tableCaption });
    await expect(table).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: waterfallTexts.steps.platformCharges })).toBeVisible();
  },
};
export const NarrowScreen: Story = {
  args: { steps: fallingYear, sentence: waterfallSentence('Pension', fallingYear, waterfallTexts.period('28.05.25', '28.05.26')) },
  globals: { viewport: { value: 'mobile1' } },
};
