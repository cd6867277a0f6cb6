export { MessageBanner, messageSeverities } from './MessageBanner.tsx';
export type { MessageBannerProps, MessageSeverity } from './MessageBanner.tsx';
