export { FeeAuthorisationDialog } from './FeeAuthorisationDialog.tsx';
export type { FeeAuthorisationDialogProps } from './FeeAuthorisationDialog.tsx';
