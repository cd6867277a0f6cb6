import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakdownTable } from './BreakdownTable.tsx';
import { FiguresList } from './FiguresList.tsx';
import { breakdownAccounts, breakdownRows, figures } from './fixtures.ts';

describe('FiguresList', () => {
  it('shows money in GBP, negatives marked, and a dash for missing values', () => {
    render(<FiguresList items={[...figures, { label: 'Next review date', value: null }]} />);
    expect(screen.getByText('Gain/loss').nextElementSibling).toHaveTextContent('-£2,345.67');
    expect(screen.getByText('-£2,345.67').className).not.toBe(screen.getByText('£4,800.00').className);
    expect(screen.getByText('Next review date').nextElementSibling).toHaveTextContent('–');
  });
});

describe('BreakdownTable', () => {
  it('has a column per account and a total row that adds the rows up', () => {
    render(
      <BreakdownTable
        rows={breakdownRows}
        accounts={breakdownAccounts}
        caption="Transaction breakdown"
        categoryLabel="Category"
        totalLabel="Total"
      />,
    );
    const table = screen.getByRole('table', { name: 'Transaction breakdown' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Category', 'Isa 50001', 'GIA 50002', 'Total']);
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['£5,400.00', '£34.31', '£5,434.31']);
  });

  it('has no account columns for a single account', () => {
    render(
      <BreakdownTable
        rows={breakdownRows}
        accounts={breakdownAccounts.slice(0, 1)}
        caption="Breakdown"
        categoryLabel="Category"
        totalLabel="Total"
      />,
    );
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Category', 'Total']);
  });
});

describe('BreakdownTable colours (spec §9 transaction types with assigned colours)', () => {
  it('marks each category with its own colour, hidden from the accessible name', () => {
    render(
      <BreakdownTable rows={breakdownRows} accounts={breakdownAccounts} caption="Breakdown" categoryLabel="Category" totalLabel="Total" />,
    );
    const table = screen.getByRole('table', { name: 'Breakdown' });
    const swatches = breakdownRows.map((row) => within(table).getByRole('rowheader', { name: row.label }).querySelector('[data-swatch]'));
    expect(swatches.map((s) => s?.getAttribute('data-swatch'))).toEqual(breakdownRows.map((row) => row.category));
    expect(swatches.every((s) => s?.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(new Set(swatches.map((s) => s?.className)).size).toBe(breakdownRows.length);
  });
});
