/**
 * The client shell of spec §2 'Navigation and header': top bar, side menu and navigation around
 * every client screen, the message area, the inactivity timeout and the page area, which waits for
 * the client resource (loaded once, with the generic retry handling). Each job has its own module
 * here: shell-navigation.ts (nav and menu items), use-documents-badge.ts, use-logout.ts,
 * use-live-support.tsx, ClientMessages.tsx (the message area), Inactivity.tsx and ClientContent.tsx
 * (the page area).
 */
import { useLoaderData } from 'react-router-dom';
import { AppShell } from '@portal/ui';
import { AdviserBannerSlot } from '../../features/adviser/components/AdviserBannerSlot.tsx';
import { useSession } from '../../shared/session.ts';
import { ClientContent } from './ClientContent.tsx';
import { ClientMessages } from './ClientMessages.tsx';
import type { ClientLoaderData } from './client-loader.ts';
import { Inactivity } from './Inactivity.tsx';
import { useMenuItems, useNavItems } from './shell-navigation.ts';
import { useDocumentsBadge } from './use-documents-badge.ts';
import { useLiveSupport } from './use-live-support.tsx';
import { useLogout } from './use-logout.ts';

export function ClientLayout() {
  const session = useSession();
  const data = useLoaderData() as ClientLoaderData;
  const [setLiveSupportOpen, liveSupportDialog] = useLiveSupport();
  const navItems = useNavItems(session, useDocumentsBadge(data.client));
  const menuItems = useMenuItems(setLiveSupportOpen, useLogout());
  if (!session) return null;
  return (
    <AppShell navItems={navItems} menuItems={menuItems} banner={<AdviserBannerSlot />}>
      <ClientMessages />
      <Inactivity>
        <ClientContent data={data} session={session} />
      </Inactivity>
      {liveSupportDialog}
    </AppShell>
  );
}
