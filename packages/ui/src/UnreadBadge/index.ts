export { unreadDocumentsBadge } from './UnreadBadge.ts';
export type { UnreadBadgeLabels } from './UnreadBadge.ts';
