// Trading (working) days in England & Wales: Monday to Friday except bank holidays. The demo market
// prices on them, settlement counts them, and support's office hours open on them.
import { addDays } from '../dates.ts';
import type { IsoDate } from '../dates.ts';
import { isBankHoliday } from './bank-holidays.ts';
import { fromDayNumber, isWeekend, toDayNumber } from './iso-days.ts';

/** A weekday that is not an England & Wales bank holiday. */
export function isTradingDay(iso: IsoDate): boolean {
  return !isWeekend(iso) && !isBankHoliday(iso);
}

/** The latest trading day strictly before `iso`. */
export function previousTradingDay(iso: IsoDate): IsoDate {
  let d = addDays(iso, -1);
  while (!isTradingDay(d)) d = addDays(d, -1);
  return d;
}

/** The earliest trading day strictly after `iso`. */
export function nextTradingDay(iso: IsoDate): IsoDate {
  let d = addDays(iso, 1);
  while (!isTradingDay(d)) d = addDays(d, 1);
  return d;
}

/** `iso` itself when it is a trading day, else the previous one. */
export function tradingDayOnOrBefore(iso: IsoDate): IsoDate {
  return isTradingDay(iso) ? iso : previousTradingDay(iso);
}

/** `iso` itself when it is a trading day, else the next one. */
export function tradingDayOnOrAfter(iso: IsoDate): IsoDate {
  return isTradingDay(iso) ? iso : nextTradingDay(iso);
}

/** `n` trading days after `iso` (n ≥ 0; 0 gives `iso` rolled forward to a trading day). */
export function addTradingDays(iso: IsoDate, n: number): IsoDate {
  let d = tradingDayOnOrAfter(iso);
  for (let i = 0; i < n; i++) d = nextTradingDay(d);
  return d;
}

/** Every trading day in [from, to], ascending. */
export function tradingDaysBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  const end = toDayNumber(to);
  for (let n = toDayNumber(from); n <= end; n++) {
    const iso = fromDayNumber(n);
    if (isTradingDay(iso)) out.push(iso);
  }
  return out;
}
