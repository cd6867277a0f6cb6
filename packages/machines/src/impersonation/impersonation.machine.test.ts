import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { UserSession } from '@portal/api';
import { adviserTexts, navigationTexts } from '@portal/domain';
import { impersonationMachine, impersonationSelectors, type ImpersonationKind } from './impersonation.machine.ts';

const session = (id: number | null): UserSession => ({
  id,
  username: 'demo.adviser@example.com',
  termsAccepted: true,
  roles: [],
  lastLogin: null,
  isLoggedIn: true,
  currentUser: { forename: 'A', surname: 'B', clientId: id },
  userLocationId: 40000012,
  adviserId: 200000101,
  isReadOnly: id !== null,
});

/** A machine whose calls the test answers by hand, recording what the app was told. */
function harness() {
  const calls: string[] = [];
  const changed: Array<{ kind: ImpersonationKind; id: number | null }> = [];
  let settle: { resolve: (s: UserSession) => void; reject: (e: unknown) => void } | null = null;
  const pending = () => new Promise<UserSession>((resolve, reject) => (settle = { resolve, reject }));
  const machine = impersonationMachine.provide({
    actors: {
      startImpersonation: fromPromise<UserSession, { clientId: number }>(({ input }) => {
        calls.push(`start ${input.clientId}`);
        return pending();
      }),
      stopImpersonation: fromPromise<UserSession, void>(() => {
        calls.push('stop');
        return pending();
      }),
    },
    actions: { sessionChanged: (_, params) => changed.push({ kind: params.kind, id: params.session.id }) },
  });
  const actor = createActor(machine).start();
  const answer = async (how: 'resolve' | 'reject', value: UserSession = session(null)) => {
    if (!settle) throw new Error('no call in flight');
    if (how === 'resolve') settle.resolve(value);
    else settle.reject(new Error('500'));
    settle = null;
    await waitFor(actor, (s) => !impersonationSelectors.isLoading(s));
  };
  return { actor, calls, changed, answer };
}

describe('impersonationMachine', () => {
  it('starts impersonating a client and hands the new session to the app', async () => {
    const { actor, calls, changed, answer } = harness();
    actor.send({ type: 'impersonation.start', clientId: 1000010001 });
    expect(impersonationSelectors.isLoading(actor.getSnapshot())).toBe(true);
    await answer('resolve', session(1000010001));
    expect(calls).toEqual(['start 1000010001']);
    expect(changed).toEqual([{ kind: 'start', id: 1000010001 }]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('switch client: loading (spinner) while stopping, then idle with the adviser session', async () => {
    const { actor, changed, answer } = harness();
    actor.send({ type: 'impersonation.stop' });
    expect(impersonationSelectors.isStopping(actor.getSnapshot())).toBe(true);
    expect(impersonationSelectors.isLoading(actor.getSnapshot())).toBe(true);
    // The app's tests answer the call by this id (xstate.done.actor.stopImpersonation).
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['stopImpersonation']);
    // A second press while stopping does nothing.
    actor.send({ type: 'impersonation.stop' });
    await answer('resolve', session(null));
    expect(changed).toEqual([{ kind: 'stop', id: null }]);
    expect(impersonationSelectors.error(actor.getSnapshot())).toBeNull();
  });

  it('shows the switch-client failure text when stopping fails, and clears it on retry', async () => {
    const { actor, calls, changed, answer } = harness();
    actor.send({ type: 'impersonation.stop' });
    await answer('reject');
    expect(actor.getSnapshot().value).toBe('error');
    expect(impersonationSelectors.error(actor.getSnapshot())).toBe(navigationTexts.switchClientError);
    expect(impersonationSelectors.errorKind(actor.getSnapshot())).toBe('stop');
    actor.send({ type: 'impersonation.stop' });
    expect(impersonationSelectors.error(actor.getSnapshot())).toBeNull();
    await answer('resolve');
    expect(calls).toEqual(['stop', 'stop']);
    expect(changed).toHaveLength(1);
  });

  it('shows the fetch-failure text when starting fails', async () => {
    const { actor, changed, answer } = harness();
    actor.send({ type: 'impersonation.start', clientId: 5 });
    await answer('reject');
    expect(impersonationSelectors.error(actor.getSnapshot())).toBe(adviserTexts.fetchFailed);
    expect(impersonationSelectors.errorKind(actor.getSnapshot())).toBe('start');
    expect(changed).toEqual([]);
  });

  it('starts with no call and no error; a second press while starting does nothing', async () => {
    const { actor, calls, answer } = harness();
    expect(actor.getSnapshot().context).toEqual({ kind: null, error: null });
    expect(impersonationSelectors.errorKind(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'impersonation.start', clientId: 7 });
    expect(actor.getSnapshot().value).toBe('starting');
    expect(impersonationSelectors.isStopping(actor.getSnapshot())).toBe(false);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['startImpersonation']);
    actor.send({ type: 'impersonation.start', clientId: 8 });
    actor.send({ type: 'impersonation.stop' });
    expect(actor.getSnapshot().value).toBe('starting');
    await answer('resolve', session(7));
    expect(calls).toEqual(['start 7']);
    expect(actor.getSnapshot().context).toEqual({ kind: 'start', error: null });
    expect(impersonationSelectors.errorKind(actor.getSnapshot())).toBeNull();
  });

  it('after a failed start, choosing a client again or switching client tries again with the right text', async () => {
    const { actor, calls, changed, answer } = harness();
    actor.send({ type: 'impersonation.start', clientId: 5 });
    await answer('reject');
    actor.send({ type: 'impersonation.start', clientId: 6 });
    expect(actor.getSnapshot().value).toBe('starting');
    expect(impersonationSelectors.error(actor.getSnapshot())).toBeNull();
    await answer('reject');
    actor.send({ type: 'impersonation.stop' });
    expect(actor.getSnapshot().value).toBe('stopping');
    expect(actor.getSnapshot().context).toEqual({ kind: 'stop', error: null });
    await answer('reject');
    expect(impersonationSelectors.error(actor.getSnapshot())).toBe(navigationTexts.switchClientError);
    actor.send({ type: 'impersonation.start', clientId: 9 });
    await answer('resolve', session(9));
    expect(calls).toEqual(['start 5', 'start 6', 'stop', 'start 9']);
    expect(changed).toEqual([{ kind: 'start', id: 9 }]);
    expect(actor.getSnapshot().context).toEqual({ kind: 'start', error: null });
  });

  it('the default calls refuse to run until the app provides them', async () => {
    for (const event of [{ type: 'impersonation.start', clientId: 1 } as const, { type: 'impersonation.stop' } as const]) {
      const actor = createActor(impersonationMachine).start();
      actor.send(event);
      await waitFor(actor, (s) => s.matches('error'));
    }
  });
});
