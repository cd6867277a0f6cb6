/** Shared demo data for stories and tests: the spec's side-menu and navigation entries. */
import type { NavItem } from '../NavBar/NavBar.tsx';
import type { SideMenuItem } from '../SideMenu/SideMenu.tsx';

export const demoMenuItems: SideMenuItem[] = [
  { id: 'personal', label: 'Personal details', href: '/client/personal' },
  { id: 'authorisations', label: 'Authorisations', href: '/client/authorisations' },
  { id: 'news', label: 'News', href: '/client/news' },
  { id: 'contacts', label: 'Contacts', href: '/client/contacts' },
  { id: 'support', label: 'Live support' },
  { id: 'legal', label: 'Legal info', href: '/client/legal' },
  { id: 'settings', label: 'Settings', href: '/client/settings' },
  { id: 'logout', label: 'Log out' },
];

export const demoNavItems: NavItem[] = [
  { id: 'home', label: 'Home', href: '/client/home', icon: 'home', isCurrent: true },
  { id: 'analysis', label: 'Analysis', href: '/client/analysis/default/12M', icon: 'analysis' },
  { id: 'transactions', label: 'Transactions', href: '/client/transactions/default/12M', icon: 'transactions' },
  {
    id: 'documents',
    label: 'Documents',
    href: '/client/documents/default/12M/All',
    icon: 'documents',
    badge: '!',
    badgeDescription: 'unread documents',
  },
  { id: 'library', label: 'Library', href: 'https://example.com/library', icon: 'library', external: true },
];
