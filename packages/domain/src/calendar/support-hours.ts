// Live support's opening hours: 8:30–17:30 London time, Monday to Friday, excluding England & Wales
// bank holidays (the calendar's data). One rule for the server (refuses chats when closed) and the portal.
import { addDays } from '../dates.ts';
import type { IsoDate } from '../dates.ts';
import { isBankHoliday } from './bank-holidays.ts';
import { isWeekend } from './iso-days.ts';

/** Opening and closing as London wall-clock minutes after midnight. */
export const SUPPORT_OPENS_MINUTE = 8 * 60 + 30;
export const SUPPORT_CLOSES_MINUTE = 17 * 60 + 30;

export interface SupportHoursState {
  open: boolean;
  /** When support next opens (an instant), null while it is open. */
  opensAt: Date | null;
}

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The London calendar day and minute of the day of an instant. */
export function londonWallClock(instant: Date): { day: IsoDate; minute: number } {
  const parts = Object.fromEntries(londonParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** A working day for support: a weekday that is not a bank holiday. */
export function isSupportDay(day: IsoDate): boolean {
  return !isWeekend(day) && !isBankHoliday(day);
}

/**
 * The instant of a London wall-clock time on a day. The offset is read at that time taken as UTC:
 * the clocks change at 01:00 UTC, so for any time after 02:00 this is the day's offset.
 */
export function londonInstant(day: IsoDate, minute: number): Date {
  const asUtc = new Date(`${day}T00:00:00Z`).getTime() + minute * 60_000;
  const seen = londonWallClock(new Date(asUtc));
  const offsetMinutes = seen.day === day ? seen.minute - minute : seen.minute + 24 * 60 - minute;
  return new Date(asUtc - offsetMinutes * 60_000);
}

export function supportHoursAt(now: Date): SupportHoursState {
  const { day, minute } = londonWallClock(now);
  if (isSupportDay(day) && minute >= SUPPORT_OPENS_MINUTE && minute < SUPPORT_CLOSES_MINUTE) return { open: true, opensAt: null };
  let next = isSupportDay(day) && minute < SUPPORT_OPENS_MINUTE ? day : addDays(day, 1);
  while (!isSupportDay(next)) next = addDays(next, 1);
  return { open: false, opensAt: londonInstant(next, SUPPORT_OPENS_MINUTE) };
}
