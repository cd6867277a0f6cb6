/**
 * The inactivity timer of the client shell (spec §4, §8, §9), wrapping the page content: the
 * inactivityMachine checks every 10 s, warns at 13 minutes idle and logs out at 14; page load,
 * clicks and key presses reset it and ping keepalive at most every 30 s (failures silent). Once
 * logged out — by inactivity, or because keepalive says the server session has gone — the
 * session-ended message replaces the page content; following a tab then leads to login. All of it
 * is off in print mode (?print).
 */
import { useMachine } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { inactivityLogoutMessage, inactivityMachine } from '@portal/machines';
import { InactivityModal, PageContainer, SessionEnded } from '@portal/ui';
import { calls } from '../../shared/api.ts';
import { useMessages } from '../../shared/messages.tsx';
import { paths } from '../../shared/paths.ts';
import { sessionStore } from '../../shared/session.ts';
import { sessionEnded } from '../../shared/session-ended.ts';

const machine = inactivityMachine.provide({
  actors: { keepalive: fromPromise(() => calls.keepalive()) },
});

export function Inactivity({ children }: { children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const print = searchParams.has('print');
  const [snapshot, send] = useMachine(machine, { input: { disabled: print } });
  const { show } = useMessages();
  const location = useLocation();
  const navigate = useNavigate();
  const ended = snapshot.status === 'done';

  // Activity: the load (this mount), every click and key press.
  useEffect(() => {
    if (print) return undefined;
    const onActivity = () => send({ type: 'activity' });
    onActivity();
    window.addEventListener('click', onActivity, { capture: true });
    window.addEventListener('keydown', onActivity, { capture: true });
    return () => {
      window.removeEventListener('click', onActivity, { capture: true });
      window.removeEventListener('keydown', onActivity, { capture: true });
    };
  }, [print, send]);

  useEffect(() => {
    if (!ended) return;
    const { reason } = snapshot.output;
    sessionEnded.mark();
    // Inactivity ends the server session here; a missing keepalive username means it has already gone.
    if (reason === 'inactivity') void calls.logout().catch(() => undefined);
    show({ severity: 'warning', text: inactivityLogoutMessage(reason) });
  }, [ended, snapshot, show]);

  // After the session ended, a tab (any navigation) leads to login, returning there afterwards.
  // Compared by key: following the tab of the page already shown is a navigation too.
  const endedAt = useRef<string | null>(null);
  useEffect(() => {
    if (!ended) return;
    endedAt.current ??= location.key;
    if (location.key !== endedAt.current) {
      sessionStore.set(null);
      navigate(paths.login.href(location.pathname + location.search), { replace: true });
    }
  }, [ended, location, navigate]);

  if (ended) {
    return (
      <PageContainer>
        <SessionEnded loginHref={paths.login.href(location.pathname + location.search)} />
      </PageContainer>
    );
  }
  return (
    <>
      {children}
      <InactivityModal isOpen={snapshot.matches({ running: { timer: 'warning' } })} onContinue={() => send({ type: 'warning.continue' })} />
    </>
  );
}
