import type { PeriodReturnsValue } from './ReturnsSummary.tsx';

/** Six months: cumulative only. */
export const underAYear: PeriodReturnsValue = {
  measuredFrom: '2025-11-28',
  measuredTo: '2026-05-28',
  timeWeighted: { cumulativePercent: 4.1234, annualisedPercent: null, unavailable: null },
  moneyWeighted: { cumulativePercent: 3.8701, annualisedPercent: null, unavailable: null },
};
/** Three years: cumulative and per year. */
export const overAYear: PeriodReturnsValue = {
  measuredFrom: '2023-05-28',
  measuredTo: '2026-05-28',
  timeWeighted: { cumulativePercent: 18.4512, annualisedPercent: 5.8073, unavailable: null },
  moneyWeighted: { cumulativePercent: 16.203, annualisedPercent: 5.1366, unavailable: null },
};
export const negative: PeriodReturnsValue = {
  measuredFrom: '2025-05-28',
  measuredTo: '2026-05-28',
  timeWeighted: { cumulativePercent: -7.2311, annualisedPercent: null, unavailable: null },
  moneyWeighted: { cumulativePercent: -8.0456, annualisedPercent: null, unavailable: null },
};
export const noOpeningValue: PeriodReturnsValue = {
  measuredFrom: null,
  measuredTo: '2026-05-28',
  timeWeighted: { cumulativePercent: null, annualisedPercent: null, unavailable: 'noValue' },
  moneyWeighted: { cumulativePercent: null, annualisedPercent: null, unavailable: 'noValue' },
};
export const tooLittleData: PeriodReturnsValue = {
  measuredFrom: '2026-05-27',
  measuredTo: '2026-05-28',
  timeWeighted: { cumulativePercent: null, annualisedPercent: null, unavailable: 'tooLittleData' },
  moneyWeighted: { cumulativePercent: null, annualisedPercent: null, unavailable: 'tooLittleData' },
};
