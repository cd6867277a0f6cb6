export { AllowanceBar, allowanceTones } from './AllowanceBar.tsx';
export type { AllowanceBarProps, AllowanceTone } from './AllowanceBar.tsx';
