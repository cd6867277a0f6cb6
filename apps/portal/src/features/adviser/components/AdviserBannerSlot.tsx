/**
 * The adviser's header banner inside the client shell (spec §2): 'username - read-only mode' and
 * 'Switch client'. Renders nothing for a client, so a client's first load does not carry the
 * impersonation machine (XState): the banner's module is loaded only for an impersonating adviser.
 */
import { lazy, Suspense } from 'react';
import { useSession } from '../../../shared/session.ts';

const ImpersonationBanner = lazy(() => import('./ImpersonationBanner.tsx'));

export function AdviserBannerSlot() {
  const session = useSession();
  if (!session?.isReadOnly || !session.impersonatedClient) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationBanner username={session.username} />
    </Suspense>
  );
}
