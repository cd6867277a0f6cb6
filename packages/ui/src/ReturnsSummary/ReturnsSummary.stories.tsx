import type { Meta, StoryObj } from '@storybook/react-vite';
import { returnsTexts } from '@portal/domain';
import { expect, userEvent, within } from 'storybook/test';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import { ReturnsSummary } from './ReturnsSummary.tsx';
import { negative, noOpeningValue, overAYear, tooLittleData, underAYear } from './fixtures.ts';

const meta = {
  title: 'Components/ReturnsSummary',
  component: ReturnsSummary,
  args: { returns: underAYear },
} satisfies Meta<typeof ReturnsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A year or shorter: cumulative only, with the 'not annualised' note. */
export const UnderAYear: Story = {
  play: async ({ canvasElement }) => {
    const twr = within(within(canvasElement).getByRole('region', { name: returnsTexts.timeWeighted }));
    await expect(twr.getByText('4.12%')).toBeVisible();
    await expect(twr.queryByText(returnsTexts.annualised)).not.toBeInTheDocument();
    await expect(twr.getByText(returnsTexts.notAnnualised)).toBeVisible();
  },
};
/** Over a year: cumulative and per year. */
export const OverAYear: Story = {
  args: { returns: overAYear },
  play: async ({ canvasElement }) => {
    const mwr = within(within(canvasElement).getByRole('region', { name: returnsTexts.moneyWeighted }));
    await expect(mwr.getByText('16.20%')).toBeVisible();
    await expect(mwr.getByText('5.14%')).toBeVisible();
    await expect(mwr.queryByText(returnsTexts.notAnnualised)).not.toBeInTheDocument();
  },
};
export const NegativeReturn: Story = {
  args: { returns: negative },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-7.23%')).toBeVisible();
  },
};
/** Nothing invested: an explanation instead of a number. */
export const NoOpeningValue: Story = {
  args: { returns: noOpeningValue },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(returnsTexts.unavailable.noValue)).toHaveLength(2);
    await expect(within(canvasElement).queryByText(/%$/)).not.toBeInTheDocument();
  },
};
export const TooLittleData: Story = {
  args: { returns: tooLittleData },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(returnsTexts.unavailable.tooLittleData)).toHaveLength(2);
  },
};
export const HowWeCalculateOpen: Story = {
  play: async ({ canvasElement }) => {
    const twr = within(within(canvasElement).getByRole('region', { name: returnsTexts.timeWeighted }));
    const trigger = twr.getByRole('button', { name: returnsTexts.howWeCalculate });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(twr.getByText(returnsTexts.timeWeightedHow)).toBeVisible();
  },
};
export const Loading: Story = {
  args: { returns: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: returnsTexts.loading })).toBeInTheDocument();
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
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};
export const NarrowScreen: Story = { args: { returns: overAYear }, globals: { viewport: { value: 'mobile1' } } };
