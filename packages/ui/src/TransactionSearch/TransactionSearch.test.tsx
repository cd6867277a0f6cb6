import { useMemo, useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createSearchIndex, suggest, transactionsTexts } from '@portal/domain';
import type { Suggestion } from '@portal/domain';
import { sampleRows } from '../TransactionTable/TransactionTable.fixtures.ts';
import { TransactionSearch } from './TransactionSearch.tsx';
import { SEARCH_INPUT_WIDTH } from './TransactionSearch.css.ts';

const texts = transactionsTexts;

function Harness({ onSelect, onChange }: { onSelect?: (s: Suggestion) => void; onChange?: (term: string) => void }) {
  const index = useMemo(() => createSearchIndex(sampleRows()), []);
  const [term, setTerm] = useState('');
  return (
    <TransactionSearch
      value={term}
      onChange={(t) => {
        onChange?.(t);
        setTerm(t);
      }}
      suggestions={suggest(index, term)}
      onSelect={onSelect}
    />
  );
}

/** The section headings of the listbox, by each group's aria-labelledby. */
const groupNames = (listbox: HTMLElement) =>
  within(listbox)
    .getAllByRole('group')
    .map((g) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent);

describe('TransactionSearch', () => {
  it('is a combobox named Search transactions with the spec placeholder and width', () => {
    render(<TransactionSearch value="" onChange={() => {}} suggestions={[]} />);
    const input = screen.getByRole('combobox', { name: texts.searchLabel });
    expect(input).toHaveAttribute('placeholder', 'search transactions..');
    expect(SEARCH_INPUT_WIDTH).toBe(233);
    expect(screen.queryByRole('button', { name: texts.clearSearch })).not.toBeInTheDocument();
  });

  it('shows suggestions grouped as Assets and Transaction Types as the user types', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: texts.searchLabel });
    await user.type(input, 'st');
    expect(groupNames(await screen.findByRole('listbox'))).toEqual([texts.suggestionGroupAssets]);
    expect(screen.getByRole('option', { name: 'Sterling Corporate Bond Fund Inc' })).toBeInTheDocument();

    await user.type(input, '{Backspace}');
    const listbox = await screen.findByRole('listbox');
    expect(groupNames(listbox)).toEqual([texts.suggestionGroupAssets, texts.suggestionGroupTransactionTypes]);
    const [assets, types] = within(listbox).getAllByRole('group') as [HTMLElement, HTMLElement];
    expect(
      within(assets)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sterling Corporate Bond Fund IncSTERCORPB']);
    expect(within(types).getByRole('option', { name: 'Sell' })).toBeInTheDocument();
  });

  it('opens on the first character and closes when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: texts.searchLabel });
    await user.type(input, 's');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.type(input, 'zz');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks a suggestion with the keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onChange = vi.fn();
    render(<Harness onSelect={onSelect} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: texts.searchLabel });
    await user.type(input, 'dra');
    await screen.findByRole('option', { name: 'Drawdown income' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ kind: 'transactionType', label: 'Drawdown income' });
    expect(onChange).toHaveBeenLastCalledWith('Drawdown income');
    expect(input).toHaveValue('Drawdown income');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Typing again brings suggestions back.
    await user.type(input, '{Backspace}');
    expect(await screen.findByRole('option', { name: 'Drawdown income payment' })).toBeInTheDocument();
  });

  it('has no suggestions for an empty term and clears with the clear button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: texts.searchLabel });
    await user.type(input, 'x');
    await user.click(screen.getByRole('button', { name: texts.clearSearch }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
