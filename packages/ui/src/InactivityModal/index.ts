export { InactivityModal } from './InactivityModal.tsx';
export type { InactivityModalProps } from './InactivityModal.tsx';
