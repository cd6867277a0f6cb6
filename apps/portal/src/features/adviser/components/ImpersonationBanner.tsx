/**
 * The adviser's banner with the impersonation machine behind it: 'Switch client', a spinner while
 * stopping, the failure text. Loaded only when an adviser impersonates (it brings XState).
 */
import { useSelector } from '@xstate/react';
import { navigationTexts } from '@portal/domain';
import { impersonationSelectors } from '@portal/machines';
import { AdviserBanner } from '@portal/ui';
import { useImpersonation } from '../hooks/use-impersonation.ts';

export default function ImpersonationBanner({ username }: { username: string }) {
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
