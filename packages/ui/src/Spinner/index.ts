export { Spinner, FullPageSpinner, spinnerSizes, spinnerTones } from './Spinner.tsx';
export type { SpinnerProps, FullPageSpinnerProps, SpinnerSize, SpinnerTone } from './Spinner.tsx';
