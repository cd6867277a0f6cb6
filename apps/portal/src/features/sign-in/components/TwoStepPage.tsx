/**
 * Two-step login right after sign-in (issue 30). 'required': an adviser or support agent without a
 * second factor adds one (the server answers nothing else until then), then goes on with the session
 * asked for again. 'offer': a client without two-step login is offered a passkey (Add a passkey /
 * Not now), then goes where the login was going.
 */
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { mfaTexts } from '@portal/domain';
import { destinationFor } from '@portal/machines';
import { PageHeading, PublicLayout } from '@portal/ui';
import { startCalls } from '../../../shared/api-client.ts';
import { hrefFor } from '../../../shared/destinations.ts';
import { paths } from '../../../shared/paths.ts';
import { sessionStore } from '../../../shared/session.ts';
import { TwoStepFlow } from '../../../shared/two-step/TwoStepFlow.tsx';
import * as styles from './signin.css.ts';

export function TwoStepPage() {
  const navigate = useNavigate();
  // Where the login was going (the offer's `?next=`): destinationFor checks it against the app's routes.
  const next = useSearchParams()[0].get('next');
  const [mode] = useState(() => (sessionStore.get()?.mfa?.status === 'enrol' ? ('required' as const) : ('offer' as const)));

  const onDone = useCallback(async () => {
    // The session's answer again: an enrolment ended its second-factor step.
    const session = await startCalls.sessionInfo().catch(() => null);
    sessionStore.set(session);
    navigate(session ? hrefFor(destinationFor(session, next)) : paths.login.href(), { replace: true });
  }, [navigate, next]);

  return (
    <PublicLayout>
      <PageHeading>{mode === 'required' ? mfaTexts.enrolHeading : mfaTexts.heading}</PageHeading>
      <div className={styles.panel}>
        <TwoStepFlow mode={mode} onDone={() => void onDone()} />
      </div>
    </PublicLayout>
  );
}
