/**
 * The inactivity machine of the client shell (spec §4, §8, §9), loaded after the shell's first render
 * (it brings XState): checks every 10 s, warns at 13 minutes idle, logs out at 14; clicks and key
 * presses reset it and ping keepalive at most every 30 s (failures silent). Off in print mode.
 * One session across tabs (shared/session-channel.ts): activity in any tab resets every tab's timer, the
 * warning shows only in a visible tab, and the session's end in one tab ends it in all of them at once.
 */
import { useMachine } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { inactivityLogoutMessage, inactivityMachine } from '@portal/machines';
import { calls } from '../../shared/api.ts';
import { useMessages } from '../../shared/messages.tsx';
import { sessionEnded } from '../../shared/session-ended.ts';
import { openSessionChannel, type SessionChannel } from '../../shared/session-channel.ts';

/** Activity is told to the other tabs at most this often (their timers check every 10 s). */
const SHARE_ACTIVITY_EVERY_MS = 2000;

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const isVisible = () => document.visibilityState === 'visible';

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

  const visible = useSyncExternalStore(subscribeVisibility, isVisible, () => true);
  // Another tab's activity resets this timer (Continue when its warning is up: that tab is the one in use);
  // another tab's end of the session ends it here too, without logging out again.
  const channel = useRef<SessionChannel | null>(null);
  const endedElsewhere = useRef(false);
  useEffect(() => {
    if (print) return undefined;
    const opened = openSessionChannel((message) => {
      if (message.type === 'activity') {
        send({ type: 'activity' });
        send({ type: 'warning.continue' });
        return;
      }
      if (endedElsewhere.current) return;
      endedElsewhere.current = true;
      sessionEnded.mark();
      if (message.reason !== 'logout') show({ severity: 'warning', text: inactivityLogoutMessage(message.reason) });
      onEnded();
    });
    channel.current = opened;
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [print, send, show, onEnded]);

  // Activity: the load (this mount), every click and key press; told to the other tabs.
  useEffect(() => {
    if (print) return undefined;
    let sharedAt = 0;
    const onActivity = () => {
      send({ type: 'activity' });
      const now = Date.now();
      if (now - sharedAt < SHARE_ACTIVITY_EVERY_MS) return;
      sharedAt = now;
      channel.current?.post({ type: 'activity' });
    };
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
    if (!ended || endedElsewhere.current) return;
    const { reason } = snapshot.output;
    channel.current?.post({ type: 'ended', reason });
    sessionEnded.mark();
    // Inactivity ends the server session here; a missing keepalive username means it has already gone.
    if (reason === 'inactivity') void calls.logout().catch(() => undefined);
    show({ severity: 'warning', text: inactivityLogoutMessage(reason) });
    onEnded();
  }, [ended, snapshot, show, onEnded]);

  const warning = snapshot.matches({ running: { timer: 'warning' } });
  // The warning shows in the tab in use: a hidden tab shows it once it is visible again (if still idle).
  if (ended || !warning || !visible) return null;
  return (
    <Suspense fallback={null}>
      <InactivityModal isOpen onContinue={() => send({ type: 'warning.continue' })} />
    </Suspense>
  );
}
