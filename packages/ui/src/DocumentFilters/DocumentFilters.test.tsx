import { commonTexts, documentsTexts } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoAccounts } from '../AccountSelector/fixtures.ts';
import { DocumentFilters } from './DocumentFilters.tsx';
import type { DocumentFiltersValue } from './DocumentFilters.tsx';

const today = '2024-06-15';
const value: DocumentFiltersValue = {
  category: 'All',
  accountKey: 'Combined',
  dateRange: { id: 'LAST_12_MONTHS', startDate: '2023-06-15', endDate: today },
};
const categories = ['Statements', 'None', 'Tax', 'Statements'];

function setup(onChange = vi.fn(), current = value) {
  render(<DocumentFilters value={current} onChange={onChange} categories={categories} accounts={demoAccounts} today={today} />);
  return onChange;
}

describe('DocumentFilters', () => {
  it('offers All documents plus each category once, None read as Miscellaneous', async () => {
    const user = userEvent.setup();
    setup();
    const trigger = screen.getByRole('button', { name: new RegExp(documentsTexts.categoryLabel) });
    expect(trigger).toHaveTextContent(documentsTexts.allDocuments);
    await user.click(trigger);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All documents', 'Statements', 'Miscellaneous', 'Tax']);
  });

  it('reports a new category with the rest of the value', async () => {
    const user = userEvent.setup();
    const onChange = setup();
    await user.click(screen.getByRole('button', { name: new RegExp(documentsTexts.categoryLabel) }));
    await user.click(await screen.findByRole('option', { name: documentsTexts.miscellaneous }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ ...value, category: 'None' });
  });

  it("doesn't report the same category picked again", async () => {
    const user = userEvent.setup();
    const onChange = setup();
    await user.click(screen.getByRole('button', { name: new RegExp(documentsTexts.categoryLabel) }));
    await user.click(await screen.findByRole('option', { name: documentsTexts.allDocuments }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("offers 'All accounts' and reports a chosen account", async () => {
    const user = userEvent.setup();
    const onChange = setup();
    const trigger = screen.getByRole('button', { name: new RegExp(documentsTexts.accountLabel) });
    expect(trigger).toHaveTextContent(documentsTexts.allAccounts);
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: /ISA 1234567/ }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ ...value, accountKey: '1234567' });
  });

  it('reports a new date range on Apply', async () => {
    const user = userEvent.setup();
    const onChange = setup();
    await user.click(screen.getByRole('button', { name: new RegExp(commonTexts.dateRangeLabel) }));
    await user.click(await screen.findByRole('radio', { name: 'Last 3 months' }));
    await user.click(screen.getByRole('button', { name: commonTexts.dateRangeApply }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      ...value,
      dateRange: { id: 'LAST_3_MONTHS', startDate: '2024-03-15', endDate: today },
    });
  });
});
