export { DateRangePicker, defaultDateRangePickerLabels } from './DateRangePicker.tsx';
export type { DateRangePickerLabels, DateRangePickerProps } from './DateRangePicker.tsx';
export { CUSTOM_DATE_RANGE_ID, calendarBounds, describeDateRange } from './dateRangeValue.ts';
export type { DateRangeValue } from './dateRangeValue.ts';
