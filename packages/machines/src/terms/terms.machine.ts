/**
 * The new-terms page of spec §2/§4: Submit only once the agree box is ticked; idle, loading,
 * error ('There was a problem with trying to accept terms…'); accepted ends the machine with the
 * client-portal outcome, which the app marks on the session and maps to a route.
 */
import { assign, fromPromise, setup } from 'xstate';
import { APPLICATION_NAME, type AcceptTermsRequest, type AcceptTermsResponse } from '@portal/api/browser';
import { termsTexts } from '@portal/domain';
import type { SignInDestination } from '../login/login.machine.ts';

export interface TermsContext {
  agreed: boolean;
  error: string | null;
}

export interface TermsOutput {
  termsAccepted: true;
  destination: Extract<SignInDestination, { type: 'client' }>;
}

export type TermsEvent = { type: 'terms.agree'; agreed: boolean } | { type: 'terms.submit' };

/** The body of the accept-terms call: the application is always the client portal. */
export const acceptTermsBody: AcceptTermsRequest = { application: APPLICATION_NAME };

export const termsMachine = setup({
  types: {
    context: {} as TermsContext,
    events: {} as TermsEvent,
    output: {} as TermsOutput,
  },
  actors: {
    /** POST /nui/nbs/acceptTerms. */
    acceptTerms: fromPromise<AcceptTermsResponse, AcceptTermsRequest>(async () => {
      throw new Error('acceptTerms actor must be provided');
    }),
  },
  actions: {
    setAgreed: assign((_, params: { agreed: boolean }) => ({ agreed: params.agreed })),
    clearError: assign({ error: null }),
    showError: assign({ error: termsTexts.failed }),
  },
  guards: {
    agreed: ({ context }) => context.agreed,
  },
}).createMachine({
  id: 'terms',
  context: { agreed: false, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'terms.agree': { actions: { type: 'setAgreed', params: ({ event }) => ({ agreed: event.agreed }) } },
        'terms.submit': { guard: 'agreed', target: 'loading' },
      },
    },
    loading: {
      entry: 'clearError',
      invoke: {
        id: 'acceptTerms',
        src: 'acceptTerms',
        input: acceptTermsBody,
        onDone: { target: 'accepted' },
        onError: { target: 'error', actions: 'showError' },
      },
    },
    error: {
      on: {
        'terms.agree': { actions: { type: 'setAgreed', params: ({ event }) => ({ agreed: event.agreed }) } },
        'terms.submit': { guard: 'agreed', target: 'loading' },
      },
    },
    accepted: { type: 'final' },
  },
  output: { termsAccepted: true, destination: { type: 'client', nextPath: null } },
});
