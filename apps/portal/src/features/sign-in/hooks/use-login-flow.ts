/**
 * The login machine's state for LoginPage without XState in the page's first JS: until the machine's
 * module has loaded (on the first focus or input, once the page is idle, or on submit) the page shows
 * the machine's initial state — idle, no error — which is what the machine would report. Typed
 * values live in the page's own state, so text typed before hydration or before the load still counts;
 * a submit before the load is queued and sent to the machine once it runs.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { LoginEvent } from '@portal/machines';
import type * as LoginFlowModule from '../login-flow.ts';
import type { LoginActor } from '../login-flow.ts';

type FlowModule = typeof LoginFlowModule;
type LoginSnapshot = ReturnType<LoginActor['getSnapshot']>;

let loading: Promise<FlowModule> | null = null;
const loadFlow = () => (loading ??= import('../login-flow.ts'));

const noSubscription = () => () => undefined;

export interface LoginFlow {
  /** The machine's snapshot, null while its module loads (read it as the initial idle state). */
  snapshot: LoginSnapshot | null;
  send: (event: LoginEvent) => void;
  /** Starts loading the machine (first focus or input): idempotent. */
  prepare: () => void;
  /** Offers the site's passkeys among the username field's suggestions (conditional UI, issue 30). */
  offerPasskeys: () => void;
}

export function useLoginFlow(nextPath: string | null): LoginFlow {
  const [flow, setFlow] = useState<FlowModule | null>(null);
  const [actor, setActor] = useState<LoginActor | null>(null);
  // The running actor for `send`, set as it starts: an event sent after the start but before the
  // re-render that brings `actor` would otherwise be queued after the queue was emptied, and lost.
  const running = useRef<LoginActor | null>(null);
  const queued = useRef<LoginEvent[]>([]);
  // The machine's input is read once, at its start, as useMachine does.
  const input = useRef(nextPath);

  // Unmounted, the form takes no flow: the load may finish after it (a test's DOM gone by then, CI).
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const prepare = useCallback(() => {
    void loadFlow().then(
      (loaded) => {
        if (mounted.current) setFlow(loaded);
      },
      () => undefined,
    );
  }, []);

  useEffect(() => {
    if (!flow) return;
    const started = flow.startLoginFlow(input.current);
    running.current = started;
    setActor(started);
    for (const event of queued.current.splice(0)) started.send(event);
    return () => {
      started.stop();
      running.current = null;
      setActor(null);
    };
  }, [flow]);

  // Loaded once the page is idle, so the first submit does not wait for it.
  useEffect(() => {
    if (window.requestIdleCallback) {
      const id = window.requestIdleCallback(prepare);
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(prepare, 200);
    return () => window.clearTimeout(id);
  }, [prepare]);

  const subscribe = useCallback((onChange: () => void) => (actor ? actor.subscribe(onChange).unsubscribe : noSubscription()), [actor]);
  const snapshot = useSyncExternalStore(
    subscribe,
    () => actor?.getSnapshot() ?? null,
    () => null,
  );

  const send = useCallback(
    (event: LoginEvent) => {
      if (running.current) return running.current.send(event);
      queued.current.push(event);
      prepare();
    },
    [prepare],
  );
  // A passkey picked from the suggestions goes to the machine while it is idle, or once it starts
  // (idle then); one picked while a login is under way is not this login's.
  const offerPasskeys = useCallback(() => {
    void loadFlow().then(
      (loaded) =>
        loaded.offerPasskeys((response) => {
          if (running.current && !running.current.getSnapshot().matches('idle')) return;
          send({ type: 'login.passkeyChosen', response });
        }),
      () => undefined,
    );
  }, [send]);
  return { snapshot, send, prepare, offerPasskeys };
}
