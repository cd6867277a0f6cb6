import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TRANSACTION_COLUMN_ORDER, buildTransactionRows, commonTexts, totalsRow, transactionsTexts } from '@portal/domain';
import { sampleEvents, sampleRows, trevFeesById } from './TransactionTable.fixtures.ts';
import { TransactionTable } from './TransactionTable.tsx';
import * as styles from './TransactionTable.css.ts';

const none: ReadonlySet<number> = new Set();
const texts = transactionsTexts;

function bodyRows() {
  const table = screen.getByRole('table', { name: texts.tableLabel });
  // The header row and (if any) the Totals row carry aria-rowindex too; spacers do not.
  return within(table)
    .getAllByRole('row')
    .filter((r) => r.closest('tbody'));
}

describe('TransactionTable', () => {
  it('shows the nine columns and one collapsed row per event', () => {
    const rows = sampleRows();
    render(<TransactionTable rows={rows} expandedIds={none} onToggle={() => {}} />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(TRANSACTION_COLUMN_ORDER.map((c) => texts.columns[c]));
    expect(bodyRows()).toHaveLength(rows.length);
    const toggles = screen.getAllByRole('button', { name: /^Details of / });
    expect(toggles).toHaveLength(rows.length);
    for (const t of toggles) expect(t).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', String(rows.length + 1));
  });

  it('asks the parent to toggle an event, and shows its sub-rows when expanded', async () => {
    const user = userEvent.setup();
    const rows = sampleRows();
    const onToggle = vi.fn();
    const { rerender } = render(<TransactionTable rows={rows} expandedIds={none} onToggle={onToggle} />);
    const toggle = screen.getByRole('button', { name: 'Details of Drawdown income payment on 15.03.25' });
    await user.click(toggle);
    expect(onToggle).toHaveBeenCalledWith(105);
    expect(screen.queryByRole('rowheader', { name: 'Paid to bank account 12-34-56 / 87654321' })).not.toBeInTheDocument();

    rerender(<TransactionTable rows={rows} expandedIds={new Set([105])} onToggle={onToggle} />);
    expect(screen.getByRole('button', { name: 'Details of Drawdown income payment on 15.03.25' })).toHaveAttribute('aria-expanded', 'true');
    const payment = screen.getByRole('rowheader', { name: 'Paid to bank account 12-34-56 / 87654321' }).closest('tr');
    expect(payment).toHaveAttribute('data-kind', 'sub');
    expect(within(payment as HTMLElement).getByText('-£250.00')).toHaveClass(styles.negative);
  });

  it('hides the expand buttons and Show all in search mode and shows the matching events expanded', () => {
    const rows = sampleRows().filter((r) => r.trevId === 107);
    render(<TransactionTable rows={rows} expandedIds={new Set([107])} onToggle={() => {}} onToggleAll={() => {}} searchActive />);
    expect(screen.queryByRole('button', { name: /^Details of / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.showAll })).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Harbour Global Equity Fund Acc - Awaiting confirmation/ })).toBeInTheDocument();
  });

  it('shows Show all or Hide all as the parent says and calls onToggleAll', async () => {
    const user = userEvent.setup();
    const onToggleAll = vi.fn();
    const rows = sampleRows();
    const { rerender } = render(<TransactionTable rows={rows} expandedIds={none} onToggle={() => {}} onToggleAll={onToggleAll} />);
    await user.click(screen.getByRole('button', { name: texts.showAll }));
    expect(onToggleAll).toHaveBeenCalledTimes(1);
    rerender(
      <TransactionTable
        rows={rows}
        expandedIds={new Set(rows.map((r) => r.trevId))}
        onToggle={() => {}}
        onToggleAll={onToggleAll}
        allExpanded
      />,
    );
    expect(screen.getByRole('button', { name: texts.hideAll })).toBeInTheDocument();
  });

  it('puts pending and unsettled rows in italics and negative amounts in the negative colour', () => {
    const rows = sampleRows();
    render(<TransactionTable rows={rows} expandedIds={new Set([107])} onToggle={() => {}} />);
    const pending = screen.getByText('Buy').closest('tr');
    expect(pending).toHaveClass(styles.italic);
    const unsettled = screen.getByRole('rowheader', { name: /Placed 02\.04\.25/ }).closest('tr');
    expect(unsettled).toHaveClass(styles.italic);
    const settled = screen.getByText('Sell').closest('tr');
    expect(settled).not.toHaveClass(styles.italic);
    expect(within(pending as HTMLElement).getByText('-£4,000.00')).toHaveClass(styles.negative);
    expect(within(settled as HTMLElement).getByText('£1,510.30')).not.toHaveClass(styles.negative);
  });

  it('shows the Totals row the domain gives', () => {
    const rows = sampleRows().slice(0, 3);
    const totals = totalsRow(rows, { allSelected: false, searchActive: false });
    render(<TransactionTable rows={rows} expandedIds={none} onToggle={() => {}} totals={totals} />);
    const row = screen.getByRole('rowheader', { name: texts.totals }).closest('tr') as HTMLElement;
    expect(row).toHaveAttribute('aria-rowindex', String(rows.length + 2));
    expect(within(row).getByText('£975.40')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', String(rows.length + 2));
  });

  it('lists the trevFees in a tooltip on the fee cell', async () => {
    const user = userEvent.setup();
    const events = sampleEvents();
    render(<TransactionTable rows={buildTransactionRows(events)} expandedIds={none} onToggle={() => {}} trevFees={trevFeesById(events)} />);
    const trigger = screen.getByRole('button', { name: /Fee details of Platform charge/ });
    expect(trigger).toHaveTextContent('£2.25');
    await user.hover(trigger);
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 2000 });
    expect(tooltip).toHaveTextContent('Platform fee£18.10');
    expect(tooltip).toHaveTextContent('Initial advice fee£6.50');
  });

  it.each([
    ['error', texts.cannotDisplay, 'alert'],
    ['empty', texts.noData, 'status'],
  ] as const)('shows the %s message', (status, message, role) => {
    render(<TransactionTable rows={[]} status={status} expandedIds={none} onToggle={() => {}} />);
    expect(screen.getByRole(role)).toHaveTextContent(message);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a spinner while the first page loads and rows already loaded while more pages stream in', () => {
    const { rerender } = render(<TransactionTable rows={[]} status="loading" expandedIds={none} onToggle={() => {}} />);
    expect(screen.getByRole('progressbar', { name: texts.loading })).toBeInTheDocument();
    rerender(<TransactionTable rows={sampleRows().slice(0, 2)} status="loading" expandedIds={none} onToggle={() => {}} />);
    expect(screen.getByRole('progressbar', { name: texts.loadingMore })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: texts.tableLabel })).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(2);
  });

  it('says so when filters leave no rows', () => {
    render(<TransactionTable rows={[]} expandedIds={none} onToggle={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent(texts.noMatchingTransactions);
  });

  it('shows cards with definition lists on narrow screens', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    const rows = sampleRows();
    render(<TransactionTable rows={rows} expandedIds={new Set([105])} onToggle={onToggle} layout="cards" height={2400} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: texts.tableLabel })).getAllByRole('listitem');
    expect(items).toHaveLength(rows.length + 2); // 105 has a cash row and the paid-to-bank row
    const first = items[0] as HTMLElement;
    expect(within(first).getByText(texts.columns.amount).tagName).toBe('DT');
    expect(within(first).getByText('£5,000.00').tagName).toBe('DD');
    await user.click(within(first).getByRole('button', { name: /^Details of Lump sum contribution/ }));
    expect(onToggle).toHaveBeenCalledWith(108);
  });

  it('as cards, shows an expanded event’s first 3 sub-rows, then View all / View less (spec §4.28)', async () => {
    const user = userEvent.setup();
    const base = sampleRows().find((r) => r.subRows.length > 0)!;
    const sub = base.subRows[0]!;
    const event = {
      ...base,
      subRows: Array.from({ length: 5 }, (_, i) => ({ ...sub, key: `${sub.key}-${i}`, description: `Fund ${i + 1}` })),
    };
    render(<TransactionTable rows={[event]} expandedIds={new Set([event.trevId])} onToggle={() => {}} layout="cards" height={2400} />);
    const list = screen.getByRole('list', { name: texts.tableLabel });
    const shown = () => ['Fund 1', 'Fund 2', 'Fund 3', 'Fund 4', 'Fund 5'].filter((name) => within(list).queryByText(name));
    expect(shown()).toEqual(['Fund 1', 'Fund 2', 'Fund 3']);
    await user.click(within(list).getByRole('button', { name: commonTexts.viewAll }));
    expect(shown()).toHaveLength(5);
    const less = within(list).getByRole('button', { name: commonTexts.viewLess });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await user.click(less);
    expect(shown()).toHaveLength(3);
    expect(within(list).getByRole('button', { name: commonTexts.viewAll })).toHaveFocus();
  });

  it('windows cards of two heights by their offsets: View all lines are shorter than cards', () => {
    const base = sampleRows().find((r) => r.subRows.length > 0)!;
    const sub = base.subRows[0]!;
    const events = Array.from({ length: 20 }, (_, e) => ({
      ...base,
      trevId: e + 1,
      key: `e${e}`,
      subRows: Array.from({ length: 5 }, (_, i) => ({ ...sub, key: `${sub.key}-${i}` })),
    }));
    render(
      <TransactionTable
        rows={events}
        expandedIds={new Set(events.map((e) => e.trevId))}
        onToggle={() => {}}
        layout="cards"
        height={500}
        overscan={0}
      />,
    );
    const viewport = screen.getByRole('region', { name: texts.tableLabel });
    // Each event: its card, 3 sub-row cards and the View all line (4 × 240 + 56 px).
    act(() => {
      viewport.scrollTop = 3 * (4 * 240 + 56) + 240;
      fireEvent.scroll(viewport);
    });
    const items = within(screen.getByRole('list', { name: texts.tableLabel })).getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('aria-posinset', String(3 * 5 + 2));
    expect(items[0]).toHaveAttribute('aria-setsize', String(20 * 5));
  });

  it('follows the media query in auto layout', () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes('max-width'),
      addEventListener() {},
      removeEventListener() {},
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      render(<TransactionTable rows={sampleRows()} expandedIds={none} onToggle={() => {}} />);
      expect(screen.getByRole('list', { name: texts.tableLabel })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('moves the window when the viewport scrolls', () => {
    const rows = buildTransactionRows(
      sampleEvents()
        .concat(...Array.from({ length: 20 }, () => sampleEvents()))
        .map((e, i) => ({ ...e, trevId: i + 1 })),
    );
    render(<TransactionTable rows={rows} expandedIds={none} onToggle={() => {}} height={440} overscan={2} />);
    const indexes = () => bodyRows().map((r) => Number(r.getAttribute('aria-rowindex')));
    expect(indexes()[0]).toBe(2);
    const viewport = screen.getByRole('region', { name: texts.tableLabel });
    act(() => {
      viewport.scrollTop = 44 * 50;
      fireEvent.scroll(viewport);
    });
    expect(indexes()[0]).toBe(50); // line 50 minus 2 overscan, +2 for the header and 1-based
    expect(indexes()).toHaveLength(10 + 2 * 2);
  });
});
