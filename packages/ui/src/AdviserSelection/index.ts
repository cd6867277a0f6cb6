export { AdviserSelection, adviserLoadStatuses } from './AdviserSelection.tsx';
export type { AdviserSelectionProps, AdviserLocation, AdviserClient, AdviserLoadStatus } from './AdviserSelection.tsx';
export { AdviserHeader } from './AdviserHeader.tsx';
export type { AdviserHeaderProps } from './AdviserHeader.tsx';
export { AdviserHelp } from './AdviserHelp.tsx';
export type { AdviserHelpProps } from './AdviserHelp.tsx';
export { useFirmPreference, firmPreferenceKey, initialFirm } from './firm-preference.ts';
export { defaultAdviserHelpLabels, defaultAdviserSelectionLabels } from './labels.ts';
export type { AdviserHelpLabels, AdviserSelectionLabels } from './labels.ts';
