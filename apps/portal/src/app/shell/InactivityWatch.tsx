/**
 * The inactivity machine of the client shell (spec §4, §8, §9), loaded after the shell's first render
 * (it brings XState): checks every 10 s, warns at 13 minutes idle, logs out at 14; clicks and key
 * presses reset it and ping keepalive at most every 30 s (failures silent). Off in print mode.
 */
import { useMachine } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { inactivityLogoutMessage, inactivityMachine } from '@portal/machines';
import { calls } from '../../shared/api.ts';
import { useMessages } from '../../shared/messages.tsx';
import { sessionEnded } from '../../shared/session-ended.ts';

const machine = inactivityMachine.provide({
  actors: { keepalive: fromPromise(() => calls.keepalive()) },
});

// The warning dialog (react-aria Modal + Dialog) is fetched while the page is idle, long before minute 13.
const loadModal = () => import('@portal/ui/InactivityModal');
const InactivityModal = lazy(() => loadModal().then((m) => ({ default: m.InactivityModal })));

export default function InactivityWatch({ onEnded }: { onEnded: () => void }) {
  const [searchParams] = useSearchParams();
  const print = searchParams.has('print');
  const [snapshot, send] = useMachine(machine, { input: { disabled: print } });
  const { show } = useMessages();
  const ended = snapshot.status === 'done';

  // Activity: the load (this mount), every click and key press.
  useEffect(() => {
    if (print) return undefined;
    const onActivity = () => send({ type: 'activity' });
    onActivity();
    window.addEventListener('click', onActivity, { capture: true });
    window.addEventListener('keydown', onActivity, { capture: true });
    // A prefetch: a failure is left to the lazy import that would use it (an unhandled rejection otherwise).
    const idle = window.setTimeout(() => void loadModal().catch(() => undefined), 3000);
    return () => {
      window.clearTimeout(idle);
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
    onEnded();
  }, [ended, snapshot, show, onEnded]);

  const warning = snapshot.matches({ running: { timer: 'warning' } });
  if (ended || !warning) return null;
  return (
    <Suspense fallback={null}>
      <InactivityModal isOpen onContinue={() => send({ type: 'warning.continue' })} />
    </Suspense>
  );
}
