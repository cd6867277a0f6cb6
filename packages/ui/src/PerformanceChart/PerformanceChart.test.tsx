import { performanceChartTexts } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PerformanceChart } from './PerformanceChart.tsx';
import { chartSummary, chartTableRows, dateDomain, thinSeries, valueDomain } from './chart-data.ts';
import type { ChartPoint } from './chart-data.ts';
import { demoSeries } from './fixtures.ts';

describe('thinSeries', () => {
  const { valuation } = demoSeries('2015-01-01', 3_000);

  it('keeps short series whole', () => {
    expect(thinSeries(valuation.slice(0, 100), 500)).toEqual(valuation.slice(0, 100));
  });

  it('keeps at most the limit, with the first, last, lowest and highest points, in date order', () => {
    const spiked = valuation.map((point, index) =>
      index === 1234 ? { ...point, value: 1e9 } : index === 2345 ? { ...point, value: -5 } : point,
    );
    const thinned = thinSeries(spiked, 500);
    expect(thinned.length).toBeLessThanOrEqual(500);
    expect(thinned[0]).toBe(spiked[0]);
    expect(thinned.at(-1)).toBe(spiked.at(-1));
    expect(thinned.map((point) => point.value)).toContain(1e9);
    expect(thinned.map((point) => point.value)).toContain(-5);
    expect([...thinned].sort((a, b) => a.date.localeCompare(b.date))).toEqual(thinned);
  });
});

describe('dateDomain', () => {
  it('pads a short period evenly to the 10-day minimum', () => {
    expect(dateDomain([[{ date: '2024-03-10', value: 1 }]])).toEqual(['2024-03-05', '2024-03-15']);
    expect(
      dateDomain([
        [
          { date: '2024-03-10', value: 1 },
          { date: '2024-03-13', value: 2 },
        ],
      ]),
    ).toEqual(['2024-03-07', '2024-03-17']);
  });

  it('leaves a long period alone and spans every series', () => {
    expect(dateDomain([[{ date: '2024-01-01', value: 1 }], [{ date: '2024-02-01', value: 1 }]])).toEqual(['2024-01-01', '2024-02-01']);
    expect(dateDomain([[]])).toBeUndefined();
  });
});

describe('valueDomain', () => {
  it('spans both series and opens up a flat line', () => {
    expect(valueDomain([[{ date: '2024-01-01', value: 5 }], [{ date: '2024-01-01', value: -3 }]])).toEqual([-3, 5]);
    expect(valueDomain([[{ date: '2024-01-01', value: 100 }]])).toEqual([90, 110]);
  });
});

describe('chartSummary and chartTableRows', () => {
  const points: ChartPoint[] = [
    { date: '2024-01-01', value: 1000 },
    { date: '2024-02-01', value: 800 },
    { date: '2024-03-01', value: 1200.5 },
  ];

  it('summarises the period, first, last, lowest and highest valuation', () => {
    expect(chartSummary(points)).toBe(
      'Valuation from 01.01.24 to 01.03.24: £1,000.00 at the start and £1,200.50 at the end, lowest £800.00, highest £1,200.50.',
    );
  });

  it('merges both series by date', () => {
    expect(chartTableRows(points.slice(0, 2), [{ date: '2024-01-15', value: 500 }])).toEqual([
      { date: '2024-01-01', valuation: 1000 },
      { date: '2024-01-15', netMoneyInOut: 500 },
      { date: '2024-02-01', valuation: 800 },
    ]);
  });
});

describe('PerformanceChart', () => {
  const { valuation, netMoneyInOut } = demoSeries('2023-01-01', 365);

  it('draws one image with a spoken summary, formatted axis ticks and both lines', () => {
    const { container } = render(<PerformanceChart valuation={valuation} netMoneyInOut={netMoneyInOut} />);
    const image = screen.getByRole('img');
    expect(image).toHaveAccessibleName(chartSummary(valuation));
    expect(image).toHaveAttribute('width', '640');
    expect(container.querySelectorAll('path')).toHaveLength(3);
    const ticks = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(ticks.some((tick) => /^£\d{2,3},\d{3}$/.test(tick ?? ''))).toBe(true);
    expect(ticks.some((tick) => /^[A-Z][a-z]{2} 2023$/.test(tick ?? ''))).toBe(true);
  });

  it('offers the numbers as a captioned table, shown on request', async () => {
    const user = userEvent.setup();
    render(<PerformanceChart valuation={valuation.slice(0, 3)} netMoneyInOut={netMoneyInOut.slice(0, 3)} />);
    const table = screen.getByRole('table', { name: performanceChartTexts.tableCaption });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Valuation', 'Net money in/out']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('rowheader', { name: '01.01.23' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: performanceChartTexts.showTable });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the no-data message without points', () => {
    render(<PerformanceChart valuation={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'No transactions have occurred within the selected date period. Please extend your date range.',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a spinner while loading and the error slot on failure', () => {
    const { rerender } = render(<PerformanceChart valuation={valuation} isLoading />);
    expect(screen.getByRole('progressbar', { name: performanceChartTexts.loading })).toBeInTheDocument();
    rerender(<PerformanceChart valuation={valuation} error={<p role="alert">Could not load</p>} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws a single day over the 10-day minimum range', () => {
    const { container } = render(<PerformanceChart valuation={[{ date: '2024-03-10', value: 1000 }]} />);
    expect(screen.getByRole('img')).toBeInTheDocument();
    const ticks = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(ticks).toContain('6 Mar');
    expect(ticks).toContain('14 Mar');
  });
});
