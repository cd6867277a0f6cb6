export { AccessLog } from './AccessLog.tsx';
export type { AccessLogProps, AccessVisitItem } from './AccessLog.tsx';
