import { documentsTexts, navigationTexts } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavBar } from '../NavBar/NavBar.tsx';
import type { NavItem } from '../NavBar/NavBar.tsx';
import { unreadDocumentsBadge } from './UnreadBadge.ts';

const documents: NavItem = {
  id: 'documents',
  label: navigationTexts.nav.documents,
  href: '/client/documents/default/12M/All',
  icon: 'documents',
};

describe('unreadDocumentsBadge', () => {
  it("gives the Documents link the '!' and a description saying unread documents exist", () => {
    render(<NavBar items={[{ ...documents, ...unreadDocumentsBadge(true) }]} />);
    const link = screen.getByRole('link', { name: navigationTexts.nav.documents });
    expect(link).toHaveAccessibleDescription(documentsTexts.unreadDocumentsPresent);
    expect(screen.getByText(navigationTexts.unreadBadge)).toBeInTheDocument();
  });

  it('shows nothing and describes nothing without unread documents', () => {
    render(<NavBar items={[{ ...documents, ...unreadDocumentsBadge(false) }]} />);
    expect(screen.getByRole('link', { name: navigationTexts.nav.documents })).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(navigationTexts.unreadBadge)).not.toBeInTheDocument();
  });
});
