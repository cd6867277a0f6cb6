import { useCallback, useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  applyFilters,
  buildTransactionRows,
  commonTexts,
  createFilterState,
  createSearchIndex,
  filterPanel,
  isAllSelected,
  normaliseSearchTerm,
  searchRows,
  suggest,
  toggleAll,
  toggleGroup,
  toggleOption,
  totalsRow,
  transactionsTexts,
} from '@portal/domain';
import type { DateTypeId, TransactionEvent } from '@portal/domain';
import { DateTypePicker } from '../DateTypePicker/DateTypePicker.tsx';
import { TransactionFilterPanel } from '../TransactionFilterPanel/TransactionFilterPanel.tsx';
import { TransactionSearch } from '../TransactionSearch/TransactionSearch.tsx';
import { sampleEvents, sampleRows, syntheticEvents, trevFeesById } from './TransactionTable.fixtures.ts';
import { TransactionTable, transactionTableLayouts } from './TransactionTable.tsx';

const texts = transactionsTexts;
const rows = sampleRows();
const fees = trevFeesById(sampleEvents());
const none: ReadonlySet<number> = new Set();

const meta = {
  title: 'Components/TransactionTable',
  component: TransactionTable,
  args: { rows, expandedIds: none, onToggle: fn(), onToggleAll: fn(), trevFees: fees, height: 480 },
  argTypes: { layout: { control: 'inline-radio', options: transactionTableLayouts } },
} satisfies Meta<typeof TransactionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All rows start collapsed. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Details of Drawdown income payment on 15.03.25' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledWith(105);
  },
};

/** Expanded events: investment rows (one unsettled, italic), fee rows and the paid-to-bank row. */
export const Expanded: Story = { args: { expandedIds: new Set([107, 106, 105]) } };

/** Page count -1 before the first page has arrived. */
export const Loading: Story = {
  args: { rows: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: texts.loading })).toBeInTheDocument();
  },
};

/** Page count still -1 while further pages stream in: the rows so far, with a spinner. */
export const LoadingMorePages: Story = {
  args: { rows: rows.slice(0, 4), status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: texts.loadingMore })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [], status: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(texts.noData);
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: [], status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(texts.cannotDisplay);
  },
};

/** A search hides the expand buttons and 'Show all'; the matching events are expanded. */
export const SearchActive: Story = {
  args: (() => {
    const matches = searchRows(createSearchIndex(rows), 'sterling');
    return { rows: matches, expandedIds: new Set(matches.map((r) => r.trevId)), searchActive: true };
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Details of / })).toBeNull();
    await expect(canvas.queryByRole('button', { name: texts.showAll })).toBeNull();
  },
};

/** Not 'All transactions': the filtered rows and a Totals row. */
export const Filtered: Story = {
  args: (() => {
    const state = toggleGroup(createFilterState(rows), 'Trades');
    const shown = applyFilters(rows, state);
    return { rows: shown, totals: totalsRow(shown, { allSelected: isAllSelected(state), searchActive: false }) };
  })(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: texts.totals })).toBeInTheDocument();
  },
};

export const FilteredToNothing: Story = { args: { rows: [] } };

export const FeeTooltip: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: /Fee details of Platform charge/ }));
    const tooltip = await within(document.body).findByRole('tooltip', {}, { timeout: 2000 });
    await expect(tooltip).toHaveTextContent('Platform fee');
  },
};

/**
 * Below 960 px the rows become cards with definition lists. `layout: 'cards'` as well as the
 * viewport, so runners that ignore the viewport global (a bare iframe, jsdom) show the cards too.
 */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { expandedIds: new Set([105]), layout: 'cards' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: texts.tableLabel });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/** An event with five investment rows, for the cards' first 3 then 'View all' (spec §4.28). */
const manyInvestments = (() => {
  const base = rows.find((r) => r.subRows.length > 0)!;
  const sub = base.subRows[0]!;
  const funds = ['Global Equity Fund', 'UK Index Fund', 'Corporate Bond Fund', 'Property Fund', 'Emerging Markets Fund'];
  return { ...base, subRows: funds.map((description, i) => ({ ...sub, key: `${sub.key}-${i}`, description })) };
})();

/** On narrow screens an expanded event shows 3 investment rows, then 'View all' / 'View less' (spec §4.28). */
export const NarrowScreenViewAll: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { rows: [manyInvestments], expandedIds: new Set([manyInvestments.trevId]), layout: 'cards', height: 1400 },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: texts.tableLabel });
    await expect(within(list).queryByText('Property Fund')).not.toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: commonTexts.viewAll }));
    await expect(within(list).getByText('Emerging Markets Fund')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: commonTexts.viewLess }));
    await expect(within(list).queryByText('Property Fund')).not.toBeInTheDocument();
  },
};

/** The table with its search, filter, date type and Show all/Hide all wired through the domain. */
function TransactionHistoryDemo({ events, height = 480 }: { events: readonly TransactionEvent[]; height?: number }) {
  const allRows = useMemo(() => buildTransactionRows(events), [events]);
  const index = useMemo(() => createSearchIndex(allRows), [allRows]);
  const trevFees = useMemo(() => trevFeesById(events), [events]);
  const [filter, setFilter] = useState(() => createFilterState(allRows));
  const [term, setTerm] = useState('');
  const [dateType, setDateType] = useState<DateTypeId>('EFFECTIVE_EVENT');
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());

  const searching = normaliseSearchTerm(term) !== '';
  const matches = useMemo(() => (searching ? searchRows(index, term) : null), [index, term, searching]);
  const shown = useMemo(() => applyFilters(matches ?? allRows, filter), [matches, allRows, filter]);
  const expandedIds = useMemo(() => (matches ? new Set(matches.map((r) => r.trevId)) : expanded), [matches, expanded]);
  const allExpanded = expanded.size > 0 && expanded.size === allRows.length;
  const onToggle = useCallback(
    (id: number) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'end', flexWrap: 'wrap' }}>
        <DateTypePicker value={dateType} onChange={setDateType} />
        <TransactionSearch value={term} onChange={setTerm} suggestions={suggest(index, term)} />
        <TransactionFilterPanel
          panel={filterPanel(filter)}
          onToggleAll={() => setFilter(toggleAll)}
          onToggleGroup={(high) => setFilter((s) => toggleGroup(s, high))}
          onToggleOption={(key) => setFilter((s) => toggleOption(s, key))}
        />
      </div>
      <TransactionTable
        rows={shown}
        expandedIds={expandedIds}
        onToggle={onToggle}
        allExpanded={allExpanded}
        onToggleAll={() => setExpanded(allExpanded ? new Set() : new Set(allRows.map((r) => r.trevId)))}
        searchActive={searching}
        totals={totalsRow(shown, { allSelected: isAllSelected(filter), searchActive: searching })}
        trevFees={trevFees}
        height={height}
      />
    </div>
  );
}

const demoEvents = sampleEvents();

export const WithSearchAndFilters: Story = {
  render: () => <TransactionHistoryDemo events={demoEvents} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: texts.showAll }));
    for (const toggle of canvas.getAllByRole('button', { name: /^Details of / }))
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: texts.hideAll }));

    await userEvent.type(canvas.getByRole('combobox', { name: texts.searchLabel }), 'sell');
    // Close the suggestions: while they are open, RAC hides the rest of the page from assistive technology.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('button', { name: /^Details of / })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: texts.clearSearch }));

    await userEvent.click(canvas.getByRole('button', { name: texts.filterTransactions }));
    const dialog = await within(document.body).findByRole('dialog', { name: texts.filterTransactions });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: texts.selectAllInGroup('Trades') }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('rowheader', { name: texts.totals })).toBeInTheDocument();
  },
};

const manyEvents = syntheticEvents(10_000);

/** 10,000 events: only a window of rows is in the DOM. */
export const TenThousandEvents: Story = {
  render: () => <TransactionHistoryDemo events={manyEvents} height={600} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: texts.tableLabel });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(40);
  },
};
