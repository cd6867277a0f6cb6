import { commonTexts, holdingsTexts } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HoldingsTable } from './HoldingsTable.tsx';
import { demoHoldings, factSheetHref } from './fixtures.ts';
import { holdingsTotals, isCashHolding, sortHoldings } from './holdings.ts';

describe('sortHoldings', () => {
  it('puts Cash first, then sorts by name ignoring case', () => {
    expect(sortHoldings(demoHoldings).map((holding) => holding.asset)).toEqual([
      'Cash',
      'abrdn Sterling Money Market',
      'Legal & General UK Index',
      'Old Mutual Closed Fund',
      'Vanguard FTSE Global All Cap',
    ]);
  });

  it('treats any asset named Cash… as cash and leaves the input alone', () => {
    expect(isCashHolding({ asset: 'cash (GBP)' })).toBe(true);
    expect(isCashHolding({ asset: 'Cashmere Fund' })).toBe(false);
    const input = [{ asset: 'B' }, { asset: 'Cash GBP' }, { asset: 'a' }];
    expect(sortHoldings(input).map((h) => h.asset)).toEqual(['Cash GBP', 'a', 'B']);
    expect(input[0]?.asset).toBe('B');
  });
});

describe('holdingsTotals', () => {
  it('adds values and percentages, ignoring missing ones', () => {
    expect(
      holdingsTotals([
        { asset: 'A', value: 1.005, percentageOfAccount: 40 },
        { asset: 'B', value: 2, percentageOfAccount: null },
      ]),
    ).toEqual({
      value: 3,
      percentageOfAccount: 40,
    });
  });
});

describe('HoldingsTable', () => {
  it('lists holdings Cash first with formatted columns and a totals row', () => {
    render(<HoldingsTable holdings={demoHoldings} factSheetHref={factSheetHref} layout="table" />);
    const table = screen.getByRole('grid', { name: holdingsTexts.title });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Asset', 'Units', 'Price', 'Value', '% of account']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent?.split(' fact sheet')[0])).toEqual([
      'Cash',
      'abrdn Sterling Money Market',
      'Legal & General UK Index',
      'Old Mutual Closed Fund',
      'Vanguard FTSE Global All Cap',
      'Total',
    ]);
    const vanguard = rows[4]!;
    expect(
      within(vanguard)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,523.4567', '£1.876543', '£2,858.75', '45.12%']);
    expect(within(rows[3]!).getAllByRole('gridcell')[3]).toHaveTextContent('< 0.01%');
    expect(
      within(rows[5]!)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '', '£6,334.83', '99.98%']);
  });

  it('links assets with a fact sheet to it in a new tab', () => {
    render(<HoldingsTable holdings={demoHoldings} factSheetHref={factSheetHref} layout="table" />);
    const link = screen.getByRole('link', {
      name: `Vanguard FTSE Global All Cap ${holdingsTexts.factSheetSuffix} ${commonTexts.opensInNewTab}`,
    });
    expect(link).toHaveAttribute('href', 'https://funds.example.com/factsheet/GB00BD3RZ582');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Only holdings whose fact sheet is available are linked.
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('has no fact-sheet links in print mode', () => {
    render(<HoldingsTable holdings={demoHoldings} factSheetHref={factSheetHref} layout="table" isPrintMode />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the empty state and the loading state', () => {
    const { rerender } = render(<HoldingsTable holdings={[]} layout="table" />);
    expect(screen.getByText(holdingsTexts.empty)).toBeInTheDocument();
    rerender(<HoldingsTable holdings={[]} layout="table" isLoading />);
    expect(screen.getByRole('progressbar', { name: holdingsTexts.loading })).toBeInTheDocument();
  });

  it('shows cards on narrow screens: the first 3, then View all / View less', async () => {
    const user = userEvent.setup();
    render(<HoldingsTable holdings={demoHoldings} layout="cards" />);
    const list = screen.getByRole('list', { name: holdingsTexts.title });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Cash');
    const toggle = screen.getByRole('button', { name: commonTexts.viewAll });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', list.id);
    await user.click(toggle);
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('button', { name: commonTexts.viewLess })).toHaveAttribute('aria-expanded', 'true');
  });

  it('prints every card without the toggle', () => {
    render(<HoldingsTable holdings={demoHoldings} layout="cards" isPrintMode />);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('HoldingsTable auto layout', () => {
  it('switches to cards when its container is narrower than 960px', async () => {
    const original = globalThis.ResizeObserver;
    class NarrowObserver {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        this.callback([{ contentRect: { width: 500 } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    }
    globalThis.ResizeObserver = NarrowObserver as unknown as typeof ResizeObserver;
    try {
      render(<HoldingsTable holdings={demoHoldings} />);
      expect(await screen.findByRole('list', { name: holdingsTexts.title })).toBeInTheDocument();
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    } finally {
      globalThis.ResizeObserver = original;
    }
  });
});
