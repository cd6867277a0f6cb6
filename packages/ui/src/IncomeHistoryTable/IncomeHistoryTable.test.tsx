import { incomeHistoryTexts, transactionsTexts } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { incomeRows } from './fixtures.ts';
import { IncomeHistoryTable } from './IncomeHistoryTable.tsx';

describe('IncomeHistoryTable', () => {
  it('lists payments in Effective date, Description, Amount', () => {
    render(<IncomeHistoryTable rows={incomeRows} />);
    const table = screen.getByRole('table', { name: incomeHistoryTexts.title });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Effective date', 'Description', 'Amount']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['01.10.25', '£850.00']);
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Drawdown income payment');
    expect(screen.getByText('£2,500.50')).toBeInTheDocument();
  });

  it('shows the no-data, error and no-payments messages', () => {
    const { rerender } = render(<IncomeHistoryTable rows={[]} status="empty" />);
    expect(screen.getByText(transactionsTexts.noData)).toBeInTheDocument();
    rerender(<IncomeHistoryTable rows={[]} status="error" />);
    expect(screen.getByText(transactionsTexts.cannotDisplay)).toBeInTheDocument();
    rerender(<IncomeHistoryTable rows={[]} status="loaded" />);
    expect(screen.getByText(incomeHistoryTexts.noPayments)).toBeInTheDocument();
  });

  it('shows rows that arrived while more pages load, marked busy', () => {
    render(<IncomeHistoryTable rows={incomeRows} status="loading" />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });
});
