import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { costsTexts } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { CostsAndCharges } from './CostsAndCharges.tsx';
import { CostsPeriodPicker } from './CostsPeriodPicker.tsx';
import { costsCellText, costsTables } from './costs-tables.ts';
import { PERIOD, emptySection, isaSection, noChargesAccount, oneAccount, severalAccounts } from './fixtures.ts';

const table = (name: string) => within(screen.getByRole('table', { name }));
const rowOf = (t: ReturnType<typeof table>, header: string) =>
  within(t.getByRole('rowheader', { name: header }).closest('tr') as HTMLElement);

describe('CostsAndCharges', () => {
  it('shows each cost line in pounds and as a share of the average value, with the total', () => {
    render(<CostsAndCharges sections={oneAccount} period={PERIOD} />);
    expect(screen.getByRole('heading', { level: 2, name: 'ISA 30012345' })).toBeInTheDocument();
    const costs = table(costsTexts.costsCaption('ISA 30012345', PERIOD));
    expect(costs.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      costsTexts.cost,
      costsTexts.amount,
      costsTexts.percentOfAverage,
    ]);
    const platform = rowOf(costs, costsTexts.lines.platform);
    expect(platform.getByText('£210.63')).toBeInTheDocument();
    expect(platform.getByText('0.25%')).toBeInTheDocument();
    expect(rowOf(costs, costsTexts.lines.cashInterestRetained).getByText('£0.00')).toBeInTheDocument();
    const total = rowOf(costs, costsTexts.total);
    expect(total.getByText('£1,011.48')).toBeInTheDocument();
    expect(total.getByText('1.20%')).toBeInTheDocument();
    expect(costs.getAllByRole('rowheader')).toHaveLength(9);
  });

  it('shows the effect on the return and the next 12 months', () => {
    render(<CostsAndCharges sections={oneAccount} period={PERIOD} />);
    const effect = table(costsTexts.effectCaption('ISA 30012345'));
    expect(rowOf(effect, costsTexts.averageValue).getByText('£84,250.40')).toBeInTheDocument();
    expect(rowOf(effect, costsTexts.returnWithCosts).getByText('6.20%')).toBeInTheDocument();
    expect(rowOf(effect, costsTexts.returnWithoutCosts).getByText('7.40%')).toBeInTheDocument();
    expect(rowOf(effect, costsTexts.effectOnReturn).getByText('£1,011.48')).toBeInTheDocument();
    const next = table(costsTexts.nextYearCaption('ISA 30012345'));
    // Only the charges today's rates foresee (no initial, ad hoc or retained interest).
    expect(next.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      costsTexts.lines.platform,
      costsTexts.lines.adviserOngoing,
      costsTexts.lines.fundOngoing,
      costsTexts.lines.transactionCosts,
      costsTexts.total,
    ]);
    expect(rowOf(next, costsTexts.total).getByText('£1,020.70')).toBeInTheDocument();
  });

  it('gives every account its section, and says when one paid nothing', () => {
    render(<CostsAndCharges sections={severalAccounts} period={PERIOD} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'ISA 30012345',
      'GIA 30098765',
      'Combined portfolio',
    ]);
    expect(screen.getAllByText(costsTexts.noCharges)).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'GIA 30098765' })).getByText(costsTexts.noCharges)).toBeInTheDocument();
    expect(screen.getAllByRole('table')).toHaveLength(9);
  });

  it('explains a period with nothing invested instead of percentages', () => {
    render(<CostsAndCharges sections={[{ name: 'GIA 30055555', section: emptySection }]} period={PERIOD} />);
    expect(screen.getByText(costsTexts.noReturn)).toBeInTheDocument();
    const costs = table(costsTexts.costsCaption('GIA 30055555', PERIOD));
    expect(rowOf(costs, costsTexts.total).getByText(costsTexts.notAvailable)).toBeInTheDocument();
  });

  it('says why retained cash interest is £0.00 when the data cannot know it', () => {
    const { rerender } = render(<CostsAndCharges sections={noChargesAccount} cashInterestRetainedKnown={false} />);
    expect(screen.getByText(costsTexts.cashInterestUnknown)).toBeInTheDocument();
    rerender(<CostsAndCharges sections={noChargesAccount} />);
    expect(screen.queryByText(costsTexts.cashInterestUnknown)).not.toBeInTheDocument();
  });

  it('shows loading, an error, and no accounts', () => {
    const { rerender } = render(<CostsAndCharges isLoading />);
    expect(screen.getByRole('progressbar', { name: costsTexts.loading })).toBeInTheDocument();
    rerender(<CostsAndCharges sections={oneAccount} error={<p role="alert">failed</p>} />);
    expect(screen.getByRole('alert')).toHaveTextContent('failed');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender(<CostsAndCharges sections={[]} />);
    expect(screen.getByText(costsTexts.noAccounts)).toBeInTheDocument();
  });
});

describe('costsTables', () => {
  it('writes figures as the screen shows them', () => {
    expect(costsCellText({ kind: 'money', value: -12.5 })).toBe('-£12.50');
    expect(costsCellText({ kind: 'percent', value: 0.004 })).toBe('< 0.01%');
    expect(costsCellText({ kind: 'percent', value: null })).toBe(costsTexts.notAvailable);
    expect(costsCellText({ kind: 'none' })).toBe('');
  });

  it('keeps a foreseen line when it is zero and an unforeseen one when it is not', () => {
    const next = costsTables(
      'x',
      { ...isaSection, nextYear: { ...isaSection.nextYear, lines: [{ line: 'adviserAdHoc', amount: 5 }] } },
      PERIOD,
    )[2]!;
    expect(next.rows.map((r) => r.label)).toEqual([
      costsTexts.lines.platform,
      costsTexts.lines.adviserOngoing,
      costsTexts.lines.adviserAdHoc,
      costsTexts.lines.fundOngoing,
      costsTexts.lines.transactionCosts,
      costsTexts.total,
    ]);
  });
});

describe('CostsPeriodPicker', () => {
  const props = {
    taxYears: [
      { startYear: 2026, label: '2026/27' },
      { startYear: 2025, label: '2025/26' },
    ],
    from: '2026-04-06',
    to: '2026-11-27',
    today: '2026-11-28',
    maxDate: '2026-11-27',
    minDate: '2019-05-01',
  };

  it('offers the tax years, the current one marked, and answers the one chosen', async () => {
    const onChange = vi.fn();
    render(<CostsPeriodPicker {...props} value={{ kind: 'taxYear', startYear: 2026 }} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: new RegExp(costsTexts.taxYear) });
    expect(trigger).toHaveTextContent(costsTexts.taxYearOption('2026/27', true));
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('option', { name: '2025/26' }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'taxYear', startYear: 2025 });
  });

  it('names chosen dates as such', () => {
    render(<CostsPeriodPicker {...props} value={{ kind: 'range', from: '2026-01-01', to: '2026-03-31' }} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: new RegExp(costsTexts.taxYear) })).toHaveTextContent(costsTexts.chosenDates);
  });
});
