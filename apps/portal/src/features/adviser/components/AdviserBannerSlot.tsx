/**
 * The adviser's header banner inside the client shell (spec §2): 'username - read-only mode' and
 * 'Switch client', driven by the impersonation machine (spinner while stopping, failure text).
 * Renders nothing for a client.
 */
import { useSelector } from '@xstate/react';
import { navigationTexts } from '@portal/domain';
import { impersonationSelectors } from '@portal/machines';
import { AdviserBanner } from '@portal/ui';
import { useImpersonation } from '../hooks/use-impersonation.ts';
import { useSession } from '../../../shared/session.ts';

function Banner({ username }: { username: string }) {
  const [, send, actor] = useImpersonation();
  const isSwitching = useSelector(actor, impersonationSelectors.isStopping);
  const error = useSelector(actor, impersonationSelectors.error);
  return (
    <AdviserBanner
      username={username}
      onSwitchClient={() => send({ type: 'impersonation.stop' })}
      isSwitching={isSwitching}
      hasError={error !== null}
      errorMessage={error ?? navigationTexts.switchClientError}
    />
  );
}

export function AdviserBannerSlot() {
  const session = useSession();
  if (!session?.isReadOnly || !session.impersonatedClient) return null;
  return <Banner username={session.username} />;
}
