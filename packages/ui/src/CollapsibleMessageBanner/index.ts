export { CollapsibleMessageBanner } from './CollapsibleMessageBanner.tsx';
export type { CollapsibleMessageBannerProps } from './CollapsibleMessageBanner.tsx';
