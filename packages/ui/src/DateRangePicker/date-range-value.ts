/** Pure helpers of the date-range picker: the custom id, the trigger text and the calendar bounds. */
import { formatDate, type DateRange, type IsoDate } from '@portal/domain';
import { commonTexts } from '@portal/domain';

/** The id of a range the user picked on the calendars rather than from the presets. */
export const CUSTOM_DATE_RANGE_ID = 'CUSTOM';

export interface DateRangeValue {
  /** A preset id (`LAST_12_MONTHS` …) or `CUSTOM`. */
  id: string;
  /** 'YYYY-MM-DD'. */
  startDate: IsoDate;
  /** 'YYYY-MM-DD'. */
  endDate: IsoDate;
}

/** What the trigger shows: the preset's name, or 'Custom' with the dates for anything else. */
export function describeDateRange(value: DateRangeValue, presets: readonly DateRange[]): string {
  const preset = presets.find((candidate) => candidate.id === value.id);
  if (preset) return preset.display;
  return `${commonTexts.dateRangeCustom}: ${formatDate(value.startDate)} – ${formatDate(value.endDate)}`;
}

const later = (a: IsoDate, b: IsoDate): IsoDate => (a > b ? a : b);
const earlier = (a: IsoDate, b: IsoDate): IsoDate => (a < b ? a : b);

/**
 * The selectable span of each calendar: From runs from the global minimum to the chosen end, To
 * from the chosen start to the global maximum, so a start can never fall after its end.
 */
export function calendarBounds(draft: DateRangeValue, minDate: IsoDate, maxDate: IsoDate) {
  return {
    from: { min: minDate, max: earlier(draft.endDate, maxDate) },
    to: { min: later(draft.startDate, minDate), max: maxDate },
  };
}
