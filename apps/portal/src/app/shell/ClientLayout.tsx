/**
 * The client shell of spec §2 'Navigation and header': top bar, side menu and navigation around
 * every client screen, fed by the client resource (loaded once, with the generic retry handling).
 */
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import type { ClientResource, UserSession } from '@portal/api/browser';
import { LIBRARY_LOCATION_ID } from '@portal/api/browser';
import { changePasswordTexts, commonTexts, generalTexts, navigationTexts } from '@portal/domain';
import { AppShell, PageContainer, Spinner, unreadDocumentsBadge, type NavItem, type SideMenuItem } from '@portal/ui';
import { calls } from '../../shared/api.ts';
import { LiveSupportDialog } from '../../shared/live-support/LiveChat.tsx';
import { useSettled } from '../../shared/load/Deferred.tsx';
import { LoadFailure } from '../../shared/load/LoadFailure.tsx';
import { useRetry } from '../../shared/load/retries.ts';
import { GlobalMessageBanner, useMessages } from '../../shared/messages.tsx';
import { AVAILABLE_CLIENT_SCREENS, isUnder, paths } from '../../shared/paths.ts';
import { AdviserBannerSlot } from '../../features/adviser/components/AdviserBannerSlot.tsx';
import { hasTransactionsRole, isAdviser, sessionStore, useSession } from '../../shared/session.ts';
import { announceLogout } from '../../shared/session-channel.ts';
import { Inactivity } from './Inactivity.tsx';
import type { ClientOutletContext } from '../../shared/client/client-context.ts';
import { useUnreadDocuments } from '../../shared/client/unread-documents.ts';
import { useUpdatedClientResource } from '../../shared/client/client-resource.ts';
import { CLIENT_ROUTE_ID, type ClientLoaderData } from './client-loader.ts';

/** Where the Library link goes (spec §2: an external link shown only for location 40000012). */
const LIBRARY_URL = import.meta.env.VITE_LIBRARY_URL ?? '/library/index.html';

export function ClientLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { show } = useMessages();
  const [supportOpen, setSupportOpen] = useState(false);
  const data = useLoaderData() as ClientLoaderData;
  const retry = useRetry(CLIENT_ROUTE_ID);
  // The navigation's badge needs the client; the shell itself does not wait for it.
  const [client, setClient] = useState<ClientResource | undefined>(undefined);
  useEffect(() => {
    let live = true;
    data.client.then(
      // A transition: the whole shell re-renders for the badge, in slices rather than one long task.
      (c) => live && startTransition(() => setClient(c)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [data.client]);

  // The badge follows the documents screen once it has marked one read (the last unread clears it).
  const unreadDocuments = useUnreadDocuments(client?.clientId, client?.correspondences.unreadDocumentsPresent);

  const logout = useCallback(async () => {
    const adviser = isAdviser(session);
    try {
      await calls.logout();
    } catch {
      // The server session is ended either way; the browser forgets it below.
    }
    sessionStore.set(null);
    // The other tabs of the portal show the session-ended message at once.
    announceLogout();
    show({
      severity: 'info',
      text: adviser ? generalTexts.loggedOutAdviser : generalTexts.loggedOutClient,
      keepOnNavigate: true,
    });
    navigate(paths.login.href(), { replace: true });
  }, [navigate, session, show]);

  const navItems = useMemo<NavItem[]>(() => {
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

  const menuItems = useMemo<SideMenuItem[]>(() => {
    // [screen, label, href] in the order of spec §2; entries appear once their screen exists.
    const entries: Array<[string, string, string | (() => void)]> = [
      ['personal', navigationTexts.sideMenu.personalDetails, paths.client.personal.href()],
      ['authorisations', navigationTexts.sideMenu.authorisations, paths.client.authorisations.href()],
      ['news', navigationTexts.sideMenu.news, paths.client.news.href()],
      ['contacts', navigationTexts.sideMenu.contacts, paths.client.contacts.href()],
      ['liveSupport', navigationTexts.sideMenu.liveSupport, () => setSupportOpen(true)],
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
  }, [logout]);

  // Not suspended (issue 31 item 4): the page shows as soon as the client arrives, without waiting out
  // a Suspense reveal; the boundary below still catches what a page suspends on.
  const settled = useSettled(data.client, `client:${session?.id ?? ''}`);
  if (!session) return null;

  // In the page area only: the full-page spinner would cover the top bar and navigation.
  const loading = (
    <PageContainer>
      <Spinner label={commonTexts.loading} />
    </PageContainer>
  );
  let content;
  if (settled.status === 'fulfilled')
    content = (
      <Suspense fallback={loading}>
        <ClientOutlet loaded={settled.data} session={session} />
      </Suspense>
    );
  else if (settled.status === 'rejected')
    content = (
      <PageContainer>
        <LoadFailure thing="account information" retries={data.retries} errorCode={settled.failure.errorCode} onRetry={retry} />
      </PageContainer>
    );
  else content = loading;

  return (
    <AppShell navItems={navItems} menuItems={menuItems} banner={<AdviserBannerSlot />}>
      <ClientMessages />
      <Inactivity>{content}</Inactivity>
      <LiveSupportDialog isOpen={supportOpen} onOpenChange={setSupportOpen} />
    </AppShell>
  );
}

const ClientMessageBanner = lazy(() => import('./ClientMessageBanner.tsx'));

/** The global message, collapsible in the client pages (its module loads with the first message; the plain banner meanwhile). */
function ClientMessages() {
  const { message } = useMessages();
  if (!message) return null;
  return (
    <Suspense fallback={<GlobalMessageBanner />}>
      <ClientMessageBanner />
    </Suspense>
  );
}

/** The screens get the client as last saved (a renamed account shows on every screen without a reload). */
function ClientOutlet({ loaded, session }: { loaded: ClientResource; session: UserSession }) {
  const context: ClientOutletContext = { client: useUpdatedClientResource(loaded), session };
  return <Outlet context={context} />;
}
