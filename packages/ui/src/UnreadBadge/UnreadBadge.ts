/**
 * The Documents tab's unread badge (spec §2: a red '!' when unread documents exist). NavBar already
 * draws a badge; this gives it the catalogue's mark and an accessible description saying what it means.
 */
import { documentsTexts, navigationTexts } from '@portal/domain';
import type { NavItem } from '../NavBar/NavBar.tsx';

export interface UnreadBadgeLabels {
  /** The visual mark. @default navigationTexts.unreadBadge ('!') */
  badge: string;
  /** The Documents link's accessible description. @default documentsTexts.unreadDocumentsPresent */
  description: string;
}

/** Spread into the Documents NavItem: `{ ...documentsNavItem, ...unreadDocumentsBadge(present) }`. */
export function unreadDocumentsBadge(
  unreadDocumentsPresent: boolean,
  labels: Partial<UnreadBadgeLabels> = {},
): Pick<NavItem, 'badge' | 'badgeDescription'> {
  if (!unreadDocumentsPresent) return { badge: undefined, badgeDescription: undefined };
  return {
    badge: labels.badge ?? navigationTexts.unreadBadge,
    badgeDescription: labels.description ?? documentsTexts.unreadDocumentsPresent,
  };
}
