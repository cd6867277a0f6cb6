import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFilterState, filterKey, filterPanel, toggleAll, toggleGroup, toggleOption, transactionsTexts } from '@portal/domain';
import type { FilterState } from '@portal/domain';
import { sampleRows } from '../TransactionTable/TransactionTable.fixtures.ts';
import { TransactionFilterPanel } from './TransactionFilterPanel.tsx';

const texts = transactionsTexts;

function Harness({ initial = createFilterState(sampleRows()) }: { initial?: FilterState }) {
  const [state, setState] = useState(initial);
  return (
    <TransactionFilterPanel
      panel={filterPanel(state)}
      onToggleAll={() => setState(toggleAll)}
      onToggleGroup={(high) => setState((s) => toggleGroup(s, high))}
      onToggleOption={(key) => setState((s) => toggleOption(s, key))}
    />
  );
}

async function open() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: texts.filterTransactions }));
  return { user, dialog: await screen.findByRole('dialog', { name: texts.filterTransactions }) };
}

describe('TransactionFilterPanel', () => {
  it('opens a dialog with All transactions selected and one group per high level in order', async () => {
    render(<Harness />);
    const { dialog } = await open();
    expect(within(dialog).getByRole('checkbox', { name: texts.allTransactions })).toBeChecked();
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((g) => g.firstChild?.textContent),
    ).toEqual(['Payments in', 'Withdrawals', 'Trades', 'Income', 'Fees and charges']);
    const trades = within(dialog).getByRole('group', { name: 'Trades' });
    expect(
      within(trades)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual([texts.selectAll, 'Buy', 'Sell']);
    for (const box of within(dialog).getAllByRole('checkbox')) expect(box).toBeChecked();
  });

  it('shows a partly selected group and All transactions as indeterminate', async () => {
    render(<Harness />);
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sell' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Sell' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: texts.selectAllInGroup('Trades') })).toBePartiallyChecked();
    expect(within(dialog).getByRole('checkbox', { name: texts.allTransactions })).toBePartiallyChecked();

    await user.click(within(dialog).getByRole('checkbox', { name: texts.selectAllInGroup('Trades') }));
    expect(within(dialog).getByRole('checkbox', { name: 'Sell' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: texts.allTransactions })).toBeChecked();
  });

  it('clears and restores everything with All transactions, with the keyboard', async () => {
    render(<Harness />);
    const { user, dialog } = await open();
    const all = within(dialog).getByRole('checkbox', { name: texts.allTransactions });
    all.focus();
    await user.keyboard(' ');
    for (const box of within(dialog).getAllByRole('checkbox')) {
      expect(box).not.toBeChecked();
      expect(box).not.toBePartiallyChecked();
    }
    await user.keyboard(' ');
    for (const box of within(dialog).getAllByRole('checkbox')) expect(box).toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reports presses to the caller', async () => {
    const onToggleAll = vi.fn();
    const onToggleGroup = vi.fn();
    const onToggleOption = vi.fn();
    render(
      <TransactionFilterPanel
        panel={filterPanel(createFilterState(sampleRows()))}
        onToggleAll={onToggleAll}
        onToggleGroup={onToggleGroup}
        onToggleOption={onToggleOption}
      />,
    );
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('checkbox', { name: texts.allTransactions }));
    await user.click(within(dialog).getByRole('checkbox', { name: texts.selectAllInGroup('Income') }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lump sum' }));
    expect(onToggleAll).toHaveBeenCalledTimes(1);
    expect(onToggleGroup).toHaveBeenCalledWith('Income');
    expect(onToggleOption).toHaveBeenCalledWith(filterKey('Payments in', 'Lump sum'));
  });

  it('has no Select all entries on the income history', async () => {
    render(<Harness initial={createFilterState(sampleRows(), { selectAllEntries: false })} />);
    const { dialog } = await open();
    expect(within(dialog).queryByRole('checkbox', { name: /^Select all/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Drawdown income' })).toBeChecked();
  });
});
