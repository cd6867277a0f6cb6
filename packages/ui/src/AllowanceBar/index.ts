export { AllowanceBar, allowanceTones, defaultAllowanceBarLabels } from './AllowanceBar.tsx';
export type { AllowanceBarLabels, AllowanceBarProps, AllowanceTone } from './AllowanceBar.tsx';
