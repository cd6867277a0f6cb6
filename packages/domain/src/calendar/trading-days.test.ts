import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../dates.ts';
import { isBankHoliday } from './bank-holidays.ts';
import { dayOfWeek, fromDayNumber, isWeekend, toDayNumber } from './iso-days.ts';
import {
  isTradingDay,
  nextTradingDay,
  previousTradingDay,
  tradingDayOnOrAfter,
  tradingDayOnOrBefore,
  tradingDaysBetween,
} from './trading-days.ts';

const isoDay = fc.integer({ min: toDayNumber('1990-01-01'), max: toDayNumber('2100-12-31') }).map(fromDayNumber);

describe('day numbers and ISO arithmetic (properties)', () => {
  it('addDays round-trips and agrees with daysBetween and the day numbers', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: -20_000, max: 20_000 }), (iso, n) => {
        const later = addDays(iso, n);
        expect(addDays(later, -n)).toBe(iso);
        expect(daysBetween(iso, later)).toBe(n);
        expect(toDayNumber(later) - toDayNumber(iso)).toBe(n);
        expect(fromDayNumber(toDayNumber(iso))).toBe(iso);
      }),
    );
  });

  it('steps the day of the week by one per day', () => {
    fc.assert(
      fc.property(isoDay, (iso) => {
        expect(dayOfWeek(addDays(iso, 1))).toBe((dayOfWeek(iso) + 1) % 7);
        expect(dayOfWeek(iso)).toBe(new Date(`${iso}T00:00:00Z`).getUTCDay());
      }),
    );
  });
});

describe('trading days (properties)', () => {
  it('are never weekends or bank holidays', () => {
    fc.assert(
      fc.property(isoDay, (iso) => {
        for (const d of [nextTradingDay(iso), previousTradingDay(iso), tradingDayOnOrAfter(iso), tradingDayOnOrBefore(iso)]) {
          expect(isWeekend(d)).toBe(false);
          expect(isBankHoliday(d)).toBe(false);
          expect(isTradingDay(d)).toBe(true);
        }
      }),
    );
  });

  it('skip no trading day: nothing between a day and the next trading day is one', () => {
    fc.assert(
      fc.property(isoDay, (iso) => {
        const next = nextTradingDay(iso);
        expect(next > iso).toBe(true);
        expect(tradingDaysBetween(addDays(iso, 1), next)).toEqual([next]);
        expect(previousTradingDay(addDays(next, 1))).toBe(next);
      }),
    );
  });
});
