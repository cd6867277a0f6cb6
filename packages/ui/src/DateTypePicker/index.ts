export { DateTypePicker } from './DateTypePicker.tsx';
export type { DateTypePickerProps } from './DateTypePicker.tsx';
