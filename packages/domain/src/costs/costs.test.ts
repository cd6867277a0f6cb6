import { describe, expect, it } from 'vitest';
import {
  accrueDaily,
  averageDaily,
  costPeriod,
  costTaxYears,
  costsStatement,
  nextYearIllustration,
  stepAt,
  type CostLine,
} from './costs.ts';

const zero: Record<CostLine, number> = {
  platform: 0,
  adviserOngoing: 0,
  adviserInitial: 0,
  adviserAdHoc: 0,
  investmentManagement: 0,
  fundOngoing: 0,
  transactionCosts: 0,
  cashInterestRetained: 0,
};

describe('stepAt', () => {
  it('is the last step on or before the day, 0 before the first', () => {
    const steps = [
      { date: '2024-01-10', value: 5 },
      { date: '2024-01-20', value: 7 },
    ];
    expect(stepAt(steps, '2024-01-09')).toBe(0);
    expect(stepAt(steps, '2024-01-10')).toBe(5);
    expect(stepAt(steps, '2024-01-19')).toBe(5);
    expect(stepAt(steps, '2024-01-20')).toBe(7);
  });
});

describe('accrueDaily', () => {
  it('accrues 0.73 % a year on £10,000 for 10 days: 10 × 1,000,000 p × 0.73 / 100 / 365 = 200 p', () => {
    const pence = accrueDaily(
      '2024-05-01',
      '2024-05-10',
      { units: [{ date: '2024-01-01', value: 1000 }], pricePence: [{ date: '2024-04-30', value: 1000 }] },
      [{ date: '2020-01-01', value: 0.73 }],
    );
    expect(pence).toBeCloseTo(200, 9);
  });

  it('follows units, prices and rates that change within the period', () => {
    // Days 1–2: 100 units × 365 p × 1 % / 365 = 1 p a day → 2 p. Day 3: 200 units → 2 p.
    // Day 4: price 730 p → 4 p. Day 5: rate 2 % → 8 p. Total 16 p.
    const pence = accrueDaily(
      '2024-03-01',
      '2024-03-05',
      {
        units: [
          { date: '2024-03-01', value: 100 },
          { date: '2024-03-03', value: 200 },
        ],
        pricePence: [
          { date: '2024-02-28', value: 365 },
          { date: '2024-03-04', value: 730 },
        ],
      },
      [
        { date: '2024-01-01', value: 1 },
        { date: '2024-03-05', value: 2 },
      ],
    );
    expect(pence).toBeCloseTo(16, 9);
  });

  it('accrues nothing before a holding is bought or without a rate in force', () => {
    expect(
      accrueDaily(
        '2024-01-01',
        '2024-01-31',
        { units: [{ date: '2024-02-01', value: 10 }], pricePence: [{ date: '2023-01-01', value: 100 }] },
        [{ date: '2020-01-01', value: 1 }],
      ),
    ).toBe(0);
    expect(
      accrueDaily(
        '2024-01-01',
        '2024-01-31',
        { units: [{ date: '2023-02-01', value: 10 }], pricePence: [{ date: '2023-01-01', value: 100 }] },
        [],
      ),
    ).toBe(0);
  });

  it('counts 29 February as a day (366 days of a leap year accrue 366/365 of the rate)', () => {
    const pence = accrueDaily(
      '2024-01-01',
      '2024-12-31',
      { units: [{ date: '2023-01-01', value: 1 }], pricePence: [{ date: '2023-01-01', value: 36_500 }] },
      [{ date: '2020-01-01', value: 1 }],
    );
    expect(pence).toBeCloseTo(366, 9);
  });
});

describe('averageDaily', () => {
  it('is the mean of the daily values (£100 for 3 days then £400 for 1 day: £175)', () => {
    const steps = [
      { date: '2024-01-01', value: 10_000 },
      { date: '2024-01-04', value: 40_000 },
    ];
    expect(averageDaily('2024-01-01', '2024-01-04', steps)).toBe(17_500);
  });
  it('counts days before the first value as 0', () => {
    expect(averageDaily('2024-01-01', '2024-01-04', [{ date: '2024-01-03', value: 400 }])).toBe(200);
  });
});

describe('costsStatement', () => {
  it('rounds each line to the penny, totals them and states each as a percentage of the average value', () => {
    const s = costsStatement({
      pence: { ...zero, platform: 2500, adviserOngoing: 5000, fundOngoing: 1234.5, transactionCosts: 265.4 },
      averageValuePence: 1_000_000,
      gainLossPence: 50_000,
    });
    const byLine = Object.fromEntries(s.lines.map((l) => [l.line, l]));
    expect(byLine.platform).toEqual({ line: 'platform', pence: 2500, percentOfAverage: 0.25 });
    expect(byLine.fundOngoing?.pence).toBe(1235);
    expect(byLine.transactionCosts?.pence).toBe(265);
    expect(byLine.cashInterestRetained).toEqual({ line: 'cashInterestRetained', pence: 0, percentOfAverage: 0 });
    expect(s.total.pence).toBe(9000);
    expect(s.total.percentOfAverage).toBeCloseTo(0.9, 12);
    // £500 gained after £90 of costs on £10,000: 5 % with costs, 5.9 % without, £90 difference.
    expect(s.returnWithCostsPercent).toBeCloseTo(5, 12);
    expect(s.returnWithoutCostsPercent).toBeCloseTo(5.9, 12);
    expect(s.effectOnReturnPence).toBe(9000);
  });

  it('gives no percentages without an average value', () => {
    const s = costsStatement({ pence: { ...zero, platform: 100 }, averageValuePence: 0, gainLossPence: 0 });
    expect(s.lines[0]?.percentOfAverage).toBeNull();
    expect(s.total.percentOfAverage).toBeNull();
    expect(s.returnWithCostsPercent).toBeNull();
    expect(s.returnWithoutCostsPercent).toBeNull();
  });

  it('a loss stays a loss with the costs added back when they are smaller', () => {
    const s = costsStatement({ pence: { ...zero, platform: 1000 }, averageValuePence: 100_000, gainLossPence: -5000 });
    expect(s.returnWithCostsPercent).toBeCloseTo(-5, 12);
    expect(s.returnWithoutCostsPercent).toBeCloseTo(-4, 12);
  });
});

describe('nextYearIllustration', () => {
  it("takes today's rates on today's value: £20,000 at 0.25 % platform and 0.5 % adviser, £15,000 in a fund at 0.6 % OCF and 0.15 % costs", () => {
    const { lines, totalPence } = nextYearIllustration({
      accountValuePence: 2_000_000,
      platformPercent: 0.25,
      adviserOngoingPercent: 0.5,
      holdings: [{ valuePence: 1_500_000, ongoingChargePercent: 0.6, transactionCostPercent: 0.15 }],
    });
    const by = Object.fromEntries(lines.map((l) => [l.line, l.pence]));
    expect(by).toEqual({
      platform: 5000,
      adviserOngoing: 10_000,
      adviserInitial: 0,
      adviserAdHoc: 0,
      investmentManagement: 0,
      fundOngoing: 9000,
      transactionCosts: 2250,
      cashInterestRetained: 0,
    });
    expect(totalPence).toBe(26_250);
  });
});

describe('costTaxYears and costPeriod', () => {
  it('lists the tax years newest first, the current one ending at the valuation date', () => {
    const years = costTaxYears('2023-06-01', '2025-05-01');
    expect(years.map((y) => [y.label, y.startDate, y.to])).toEqual([
      ['2025/26', '2025-04-06', '2025-05-01'],
      ['2024/25', '2024-04-06', '2025-04-05'],
      ['2023/24', '2023-04-06', '2024-04-05'],
    ]);
  });

  it('defaults to the current tax year and reads a tax year by its start year', () => {
    expect(costPeriod({}, '2023-06-01', '2025-05-01')).toEqual({ from: '2025-04-06', to: '2025-05-01', taxYear: '2025/26' });
    expect(costPeriod({ taxYear: '2023' }, '2023-06-01', '2025-05-01')).toEqual({
      from: '2023-04-06',
      to: '2024-04-05',
      taxYear: '2023/24',
    });
    expect(costPeriod({ taxYear: '2019' }, '2023-06-01', '2025-05-01')).toEqual({ error: 'costsTaxYearUnknown' });
  });

  it('takes a from/to range and refuses a bad one with its code', () => {
    expect(costPeriod({ from: '2024-01-01', to: '2024-03-31' }, '2023-06-01', '2025-05-01')).toEqual({
      from: '2024-01-01',
      to: '2024-03-31',
      taxYear: null,
    });
    expect(costPeriod({ from: '2024-01-01' }, '2023-06-01', '2025-05-01')).toEqual({ error: 'costsRangeInvalid' });
    expect(costPeriod({ from: '2024-01-01', to: '2024-02-30' }, '2023-06-01', '2025-05-01')).toEqual({ error: 'costsRangeInvalid' });
    expect(costPeriod({ from: '24-01-01', to: '2024-02-01' }, '2023-06-01', '2025-05-01')).toEqual({ error: 'costsRangeInvalid' });
    expect(costPeriod({ from: '2024-01-01', to: '2024-02-01', taxYear: '2024' }, '2023-06-01', '2025-05-01')).toEqual({
      error: 'costsRangeInvalid',
    });
    expect(costPeriod({ from: '2024-03-01', to: '2024-02-01' }, '2023-06-01', '2025-05-01')).toEqual({ error: 'costsRangeOrder' });
    expect(costPeriod({ from: '2025-03-01', to: '2025-05-02' }, '2023-06-01', '2025-05-01')).toEqual({ error: 'costsRangeFuture' });
  });
});
