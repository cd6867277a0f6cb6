export { SessionEnded } from './SessionEnded.tsx';
export type { SessionEndedProps } from './SessionEnded.tsx';
