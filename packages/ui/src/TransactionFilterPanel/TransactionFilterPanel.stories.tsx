import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createFilterState, filterPanel, toggleAll, toggleGroup, toggleOption, transactionsTexts } from '@portal/domain';
import type { FilterState } from '@portal/domain';
import { sampleRows } from '../TransactionTable/TransactionTable.fixtures.ts';
import { TransactionFilterPanel } from './TransactionFilterPanel.tsx';

const texts = transactionsTexts;
const rows = sampleRows();

const meta = {
  title: 'Components/TransactionFilterPanel',
  component: TransactionFilterPanel,
  args: { panel: filterPanel(createFilterState(rows)), onToggleAll: fn(), onToggleGroup: fn(), onToggleOption: fn() },
} satisfies Meta<typeof TransactionFilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** 'All transactions' is the default. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: texts.filterTransactions });
    await expect(within(dialog).getByRole('checkbox', { name: texts.allTransactions })).toBeChecked();
  },
};

/** A partly selected group: its 'Select all' and 'All transactions' are indeterminate. */
export const Filtered: Story = {
  args: { defaultOpen: true, panel: filterPanel(toggleOption(createFilterState(rows), 'Trades\u001fSell')) },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('checkbox', { name: texts.selectAllInGroup('Trades') })).toBePartiallyChecked();
  },
};

/** Income history: no 'Select all' entries. */
export const IncomeHistory: Story = {
  args: { defaultOpen: true, panel: filterPanel(createFilterState(rows, { selectAllEntries: false })) },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).queryByRole('checkbox', { name: /^Select all/ })).toBeNull();
  },
};

export const Empty: Story = { args: { panel: filterPanel(createFilterState([])), isDisabled: true } };

function Stateful() {
  const [state, setState] = useState<FilterState>(() => createFilterState(rows));
  return (
    <TransactionFilterPanel
      panel={filterPanel(state)}
      onToggleAll={() => setState(toggleAll)}
      onToggleGroup={(high) => setState((s) => toggleGroup(s, high))}
      onToggleOption={(key) => setState((s) => toggleOption(s, key))}
    />
  );
}

export const Interactive: Story = {
  render: () => <Stateful />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.filterTransactions }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sell' }));
    await expect(within(dialog).getByRole('checkbox', { name: texts.allTransactions })).toBePartiallyChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: texts.allTransactions }));
    await expect(within(dialog).getByRole('checkbox', { name: texts.allTransactions })).toBeChecked();
  },
};

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1' } }, render: () => <Stateful /> };
