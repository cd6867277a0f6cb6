export { DateRangePicker } from './DateRangePicker.tsx';
export type { DateRangePickerProps } from './DateRangePicker.tsx';
export { CUSTOM_DATE_RANGE_ID, calendarBounds, describeDateRange } from './dateRangeValue.ts';
export type { DateRangeValue } from './dateRangeValue.ts';
