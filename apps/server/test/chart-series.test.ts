/**
 * The chart series threshold of spec §9 (50,000 points, above which a series is thinned) against the
 * server's own, lower limit: the analysis call never answers a series longer than MAX_SERIES_POINTS + 1,
 * so no chart reaches the spec's threshold, however long the history.
 */
import { describe, expect, it } from 'vitest';
import { CHART_SERIES_THRESHOLD, addDays } from '@portal/domain';
import { MAX_SERIES_POINTS, sampleDates } from '../src/features/portfolio/analysis.ts';

describe('chart series length (spec §9 threshold 50,000)', () => {
  it('thins every series on the server well below the threshold', () => {
    expect(CHART_SERIES_THRESHOLD).toBe(50_000);
    expect(MAX_SERIES_POINTS + 1).toBeLessThanOrEqual(CHART_SERIES_THRESHOLD);
    for (const [from, to] of [
      ['2026-01-01', '2026-01-11'],
      ['1990-01-01', '2026-11-27'],
      ['1900-01-01', '2026-11-27'],
    ] as const) {
      const dates = sampleDates(from, to);
      expect(dates.length).toBeLessThanOrEqual(MAX_SERIES_POINTS + 1);
      expect(dates[0]).toBe(addDays(from, -1)); // the opening value: the day before the period
      expect(dates.at(-1)).toBe(to);
    }
  });
});
