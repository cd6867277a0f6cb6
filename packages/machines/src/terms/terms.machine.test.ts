import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { acceptTermsRequest, type AcceptTermsRequest, type AcceptTermsResponse } from '@portal/api';
import { termsTexts } from '@portal/domain';
import { modelOf } from '../testing/test-model.ts';
import { termsMachine, type TermsEvent } from './terms.machine.ts';

type Snapshot = SnapshotFrom<typeof termsMachine>;

/** A fake acceptTerms whose answer the test gives when the model path says so. */
function harness() {
  const calls: AcceptTermsRequest[] = [];
  let settle: { resolve: (value: AcceptTermsResponse) => void; reject: (error: unknown) => void } | null = null;
  const machine = termsMachine.provide({
    actors: {
      acceptTerms: fromPromise<AcceptTermsResponse, AcceptTermsRequest>(({ input }) => {
        calls.push(input);
        return new Promise((resolve, reject) => (settle = { resolve, reject }));
      }),
    },
  });
  const actor = createActor(machine).start();
  const answer = async (how: 'resolve' | 'reject') => {
    if (!settle) throw new Error('no call in flight');
    if (how === 'resolve') settle.resolve({});
    else settle.reject(new Error('500'));
    settle = null;
    await waitFor(actor, (s) => !s.matches('loading'));
  };
  return { actor, calls, answer };
}

// The model: every path the terms page can take, including the call's answers, generated from the machine.
const modelEvents = [
  { type: 'terms.agree', agreed: true },
  { type: 'terms.agree', agreed: false },
  { type: 'terms.submit' },
  { type: 'xstate.done.actor.acceptTerms', output: {} },
  { type: 'xstate.error.actor.acceptTerms', error: new Error('500') },
] as unknown as TermsEvent[];

const model = createTestModel(modelOf(termsMachine), { events: modelEvents });

describe('terms machine (generated paths)', () => {
  const paths = model.getSimplePaths();

  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))));
    expect(reached).toEqual(new Set(['"idle"', '"loading"', '"error"', '"accepted"']));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, calls, answer } = harness();
      const sameAsModel = (state: Snapshot) => {
        const snap = actor.getSnapshot();
        expect(snap.value).toEqual(state.value);
        expect(snap.context).toEqual(state.context);
      };
      await path.test({
        states: {
          idle: (state: Snapshot) => {
            sameAsModel(state);
            expect(actor.getSnapshot().context.error).toBeNull();
          },
          loading: (state: Snapshot) => {
            sameAsModel(state);
            expect(state.context.agreed).toBe(true);
            expect(calls.at(-1)).toEqual({ application: 'CLIENT_PORTAL' });
            expect(acceptTermsRequest.parse(calls.at(-1))).toEqual(calls.at(-1));
          },
          error: (state: Snapshot) => {
            sameAsModel(state);
            expect(actor.getSnapshot().context.error).toBe(termsTexts.failed);
            expect(actor.getSnapshot().context.error).toBe(
              'There was a problem with trying to accept terms. Please try again or contact support',
            );
          },
          accepted: (state: Snapshot) => {
            sameAsModel(state);
            expect(actor.getSnapshot().status).toBe('done');
            expect(actor.getSnapshot().output).toEqual({ termsAccepted: true, destination: { type: 'client', nextPath: null } });
          },
        },
        events: {
          'terms.agree': ({ event }: { event: TermsEvent }) => void actor.send(event),
          'terms.submit': ({ event }: { event: TermsEvent }) => void actor.send(event),
          'xstate.done.actor.acceptTerms': () => answer('resolve'),
          'xstate.error.actor.acceptTerms': () => answer('reject'),
        } as never,
      });
    });
  }
});

describe('terms machine', () => {
  it('does not submit until the agree box is ticked', () => {
    const { actor, calls } = harness();
    expect(actor.getSnapshot().can({ type: 'terms.submit' })).toBe(false);
    actor.send({ type: 'terms.submit' });
    actor.send({ type: 'terms.agree', agreed: true });
    actor.send({ type: 'terms.agree', agreed: false });
    actor.send({ type: 'terms.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('clears the error when trying again', async () => {
    const { actor, answer } = harness();
    actor.send({ type: 'terms.agree', agreed: true });
    actor.send({ type: 'terms.submit' });
    await answer('reject');
    actor.send({ type: 'terms.submit' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    await answer('resolve');
    expect(actor.getSnapshot().value).toBe('accepted');
  });
});
