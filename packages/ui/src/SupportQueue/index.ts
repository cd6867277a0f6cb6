export { SupportQueue } from './SupportQueue.tsx';
export type { SupportQueueProps, QueueEntry, SupportQueueLabels } from './SupportQueue.tsx';
