import { render, screen, within } from '@testing-library/react';
import { formatMoney, waterfallSentence, waterfallTexts } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { WaterfallChart } from './WaterfallChart.tsx';
import { waterfallBars } from './waterfall-data.ts';
import { empty, fallingYear, isaYear } from './fixtures.ts';

describe('waterfallBars', () => {
  it('floats each movement from the running total and ends at the closing value', () => {
    const bars = waterfallBars(fallingYear);
    expect(bars[0]).toMatchObject({ step: 'opening', from: 0, to: 50_000, kind: 'total' });
    expect(bars.find((b) => b.step === 'moneyOut')).toMatchObject({ from: 50_000, to: 44_000, kind: 'down' });
    expect(bars.find((b) => b.step === 'moneyIn')).toBeUndefined();
    const market = bars.find((b) => b.step === 'marketMovement')!;
    expect(market.to).toBe(40_000);
    expect(bars.at(-1)).toMatchObject({ step: 'closing', from: 0, to: 40_000 });
  });
});

describe('waterfallSentence', () => {
  it('reads the issue example', () => {
    expect(waterfallSentence('ISA', isaYear, waterfallTexts.periodPreset('Last 12 months'))).toBe(
      'Your ISA grew by £4,210 over the last 12 months: £3,000 you paid in and £1,385 from the investments, after £175 of charges.',
    );
  });
  it('reads a fall with money taken out', () => {
    // −10,000 = −5,850 taken out (−6,000 + 150) − 3,095 on the investments (800 + 12.34 − 3,907.34) − 1,055 of charges.
    expect(waterfallSentence('Pension', fallingYear, waterfallTexts.period('28.05.25', '28.05.26'))).toBe(
      'Your Pension fell by £10,000 between 28.05.25 and 28.05.26: £5,850 you took out and £3,095 lost on the investments, after £1,055 of charges.',
    );
  });
});

describe('WaterfallChart', () => {
  it('draws a bar per step that moved and lists every step in its table', () => {
    const { container } = render(<WaterfallChart steps={isaYear} sentence="s" />);
    expect(container.querySelectorAll('rect[data-step]')).toHaveLength(8);
    expect(screen.getByRole('img')).toHaveAccessibleName(waterfallTexts.summary(formatMoney(20_000), formatMoney(24_210)));
    const table = screen.getByRole('table', { name: waterfallTexts.tableCaption });
    expect(within(table).getAllByRole('row')).toHaveLength(isaYear.length + 1);
    expect(within(table).getByRole('rowheader', { name: waterfallTexts.steps.adviserOngoing }).nextElementSibling).toHaveTextContent(
      '-£90.00',
    );
    expect(screen.getByText('s')).toBeInTheDocument();
  });
  it('says so when nothing moved', () => {
    render(<WaterfallChart steps={empty} />);
    expect(screen.getByRole('status')).toHaveTextContent(waterfallTexts.noData);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
  it('shows loading and an error instead of the chart', () => {
    const { rerender } = render(<WaterfallChart steps={isaYear} isLoading />);
    expect(screen.getByRole('progressbar', { name: waterfallTexts.loading })).toBeInTheDocument();
    rerender(<WaterfallChart steps={isaYear} error={<p role="alert">failed</p>} />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
