export { MarkAsReadWarning } from './MarkAsReadWarning.tsx';
export type { MarkAsReadWarningProps } from './MarkAsReadWarning.tsx';
