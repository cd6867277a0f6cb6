/**
 * The shell's navigation (spec §2 'Navigation and header'): the top bar's items, with the documents
 * badge and the Library link, and the side menu's entries in the spec's order.
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { LIBRARY_LOCATION_ID, type UserSession } from '@portal/api/browser';
import { changePasswordTexts, navigationTexts } from '@portal/domain';
import { unreadDocumentsBadge, type NavItem, type SideMenuItem } from '@portal/ui';
import { AVAILABLE_CLIENT_SCREENS, isUnder, paths } from '../../shared/paths.ts';
import { hasTransactionsRole } from '../../shared/session.ts';

/** Where the Library link goes (spec §2: an external link shown only for location 40000012). */
const LIBRARY_URL = import.meta.env.VITE_LIBRARY_URL ?? '/library/index.html';

/** The navigation's items for the session's user; `unreadDocuments` badges Documents. */
export function useNavItems(session: UserSession | null, unreadDocuments: boolean): NavItem[] {
  const location = useLocation();
  return useMemo<NavItem[]>(() => {
    const items: NavItem[] = [];
    const current = (route: { path: string }) => isUnder(location.pathname, route);
    items.push({
      id: 'home',
      label: navigationTexts.nav.home,
      href: paths.client.home.href(),
      icon: 'home',
      isCurrent: current(paths.client.home),
    });
    if (AVAILABLE_CLIENT_SCREENS.has('analysis'))
      items.push({
        id: 'analysis',
        label: navigationTexts.nav.analysis,
        href: paths.client.analysis.href(),
        icon: 'analysis',
        isCurrent: current(paths.client.analysis),
      });
    if (AVAILABLE_CLIENT_SCREENS.has('transactions') && hasTransactionsRole(session))
      items.push({
        id: 'transactions',
        label: navigationTexts.nav.transactions,
        href: paths.client.transactions.href(),
        icon: 'transactions',
        isCurrent: current(paths.client.transactions),
      });
    if (AVAILABLE_CLIENT_SCREENS.has('documents'))
      items.push({
        id: 'documents',
        label: navigationTexts.nav.documents,
        href: paths.client.documents.href(),
        icon: 'documents',
        isCurrent: current(paths.client.documents),
        ...unreadDocumentsBadge(unreadDocuments),
      });
    if (session?.userLocationId === LIBRARY_LOCATION_ID)
      items.push({ id: 'library', label: navigationTexts.nav.library, href: LIBRARY_URL, icon: 'library', external: true });
    return items;
  }, [location.pathname, session, unreadDocuments]);
}

/** The side menu's entries; Live support and Log out are actions, the rest links. */
export function useMenuItems(setLiveSupportOpen: (open: boolean) => void, logout: () => Promise<void>): SideMenuItem[] {
  return useMemo<SideMenuItem[]>(() => {
    // [screen, label, href] in the order of spec §2; entries appear once their screen exists.
    const entries: Array<[string, string, string | (() => void)]> = [
      ['personal', navigationTexts.sideMenu.personalDetails, paths.client.personal.href()],
      ['authorisations', navigationTexts.sideMenu.authorisations, paths.client.authorisations.href()],
      ['news', navigationTexts.sideMenu.news, paths.client.news.href()],
      ['contacts', navigationTexts.sideMenu.contacts, paths.client.contacts.href()],
      ['liveSupport', navigationTexts.sideMenu.liveSupport, () => setLiveSupportOpen(true)],
      ['legal', navigationTexts.sideMenu.legalInfo, paths.client.legal.href()],
      ['settings', navigationTexts.sideMenu.settings, paths.client.settings.href()],
      ['logout', navigationTexts.sideMenu.logOut, () => void logout()],
    ];
    // Spec §2: change password is reached from Personal details, not the menu. Until that screen
    // is in the build, the menu keeps the way there (so the password can always be changed).
    if (!AVAILABLE_CLIENT_SCREENS.has('personal'))
      entries.splice(entries.length - 1, 0, ['changePassword', changePasswordTexts.title, paths.client.changePassword.href()]);
    return entries
      .filter(([id, , target]) => typeof target === 'function' || AVAILABLE_CLIENT_SCREENS.has(id))
      .map(([id, label, target]) => (typeof target === 'function' ? { id, label, onAction: target } : { id, label, href: target }));
  }, [setLiveSupportOpen, logout]);
}
