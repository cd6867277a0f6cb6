export { DateRangePicker, defaultDateRangePickerLabels } from './DateRangePicker.tsx';
export type { DateRangePickerLabels, DateRangePickerProps } from './DateRangePicker.tsx';
export { CUSTOM_DATE_RANGE_ID, calendarBounds, describeDateRange } from './date-range-value.ts';
export type { DateRangeValue } from './date-range-value.ts';
