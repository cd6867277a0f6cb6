import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { returnsTexts } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ReturnsSummary } from './ReturnsSummary.tsx';
import { negative, noOpeningValue, overAYear, tooLittleData, underAYear } from './fixtures.ts';

const panel = (name: string) => within(screen.getByRole('region', { name }));

describe('ReturnsSummary', () => {
  it('shows both returns cumulative only when the period is a year or shorter', () => {
    render(<ReturnsSummary returns={underAYear} />);
    expect(panel(returnsTexts.timeWeighted).getByText('4.12%')).toBeInTheDocument();
    expect(panel(returnsTexts.moneyWeighted).getByText('3.87%')).toBeInTheDocument();
    expect(screen.queryByText(returnsTexts.annualised)).not.toBeInTheDocument();
    expect(screen.getAllByText(returnsTexts.notAnnualised)).toHaveLength(2);
    expect(screen.getByText(returnsTexts.measured('28.11.25', '28.05.26'))).toBeInTheDocument();
  });

  it('adds the per-year figure past a year', () => {
    render(<ReturnsSummary returns={overAYear} />);
    const twr = panel(returnsTexts.timeWeighted);
    expect(twr.getByText('18.45%')).toBeInTheDocument();
    expect(twr.getByText(returnsTexts.annualised).nextElementSibling).toHaveTextContent('5.81%');
    expect(screen.queryByText(returnsTexts.notAnnualised)).not.toBeInTheDocument();
  });

  it('gives each return its definition', () => {
    render(<ReturnsSummary returns={underAYear} />);
    expect(panel(returnsTexts.timeWeighted).getByText(returnsTexts.timeWeightedDefinition)).toBeInTheDocument();
    expect(panel(returnsTexts.moneyWeighted).getByText(returnsTexts.moneyWeightedDefinition)).toBeInTheDocument();
  });

  it('opens how each is calculated', async () => {
    render(<ReturnsSummary returns={underAYear} />);
    const mwr = panel(returnsTexts.moneyWeighted);
    const trigger = mwr.getByRole('button', { name: returnsTexts.howWeCalculate });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(mwr.getByText(returnsTexts.moneyWeightedHow)).toBeVisible();
  });

  it('shows a negative return as negative', () => {
    render(<ReturnsSummary returns={negative} />);
    expect(panel(returnsTexts.timeWeighted).getByText('-7.23%')).toBeInTheDocument();
    expect(panel(returnsTexts.moneyWeighted).getByText('-8.05%')).toBeInTheDocument();
  });

  it.each([
    ['no opening value', noOpeningValue, returnsTexts.unavailable.noValue],
    ['too little data', tooLittleData, returnsTexts.unavailable.tooLittleData],
  ])('explains %s instead of a number', (_, returns, text) => {
    render(<ReturnsSummary returns={returns} />);
    expect(screen.getAllByText(text)).toHaveLength(2);
    expect(screen.queryByText(/%$/)).not.toBeInTheDocument();
  });

  it('shows loading and an error in place of the figures', () => {
    const { rerender } = render(<ReturnsSummary isLoading />);
    expect(screen.getByRole('progressbar', { name: returnsTexts.loading })).toBeInTheDocument();
    rerender(<ReturnsSummary returns={underAYear} error={<p role="alert">failed</p>} />);
    expect(screen.getByRole('alert')).toHaveTextContent('failed');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
