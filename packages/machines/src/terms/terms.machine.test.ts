import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AcceptTermsRequest, AcceptTermsResponse } from '@portal/api';
import { termsTexts } from '@portal/domain';
import { APPLICATION_NAME } from '@portal/api';
import { acceptTermsBody, termsMachine } from './terms.machine.ts';

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

// The generated (model-based) paths drive the real page: apps/portal/src/features/sign-in/terms.model.test.tsx.
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
    expect(actor.getSnapshot().output).toEqual({ termsAccepted: true, destination: { type: 'client', nextPath: null } });
  });

  it('sends the client portal as the application and shows the catalogue message when accepting fails', async () => {
    const { actor, calls, answer } = harness();
    expect(actor.getSnapshot().context).toEqual({ agreed: false, error: null });
    actor.send({ type: 'terms.agree', agreed: true });
    expect(actor.getSnapshot().context.agreed).toBe(true);
    actor.send({ type: 'terms.submit' });
    expect(calls).toEqual([{ application: APPLICATION_NAME }]);
    // The portal's model tests answer the call by this id (xstate.done.actor.acceptTerms).
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['acceptTerms']);
    expect(acceptTermsBody).toEqual({ application: APPLICATION_NAME });
    await answer('reject');
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe(termsTexts.failed);
  });

  it('after an error, unticking the box stops a new submit and ticking it again allows one', async () => {
    const { actor, calls, answer } = harness();
    actor.send({ type: 'terms.agree', agreed: true });
    actor.send({ type: 'terms.submit' });
    await answer('reject');
    actor.send({ type: 'terms.agree', agreed: false });
    expect(actor.getSnapshot().context.agreed).toBe(false);
    actor.send({ type: 'terms.submit' });
    expect(actor.getSnapshot().value).toBe('error');
    actor.send({ type: 'terms.agree', agreed: true });
    actor.send({ type: 'terms.submit' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(calls).toHaveLength(2);
  });

  it('an unfinished machine has no output; the default actor refuses to run', async () => {
    const actor = createActor(termsMachine).start();
    actor.send({ type: 'terms.agree', agreed: true });
    actor.send({ type: 'terms.submit' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().output).toBeUndefined();
  });
});
