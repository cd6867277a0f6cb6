/**
 * Forgotten password (spec §2, §5, §8): Submit needs a username (sent trimmed). Success ends the
 * machine and the app goes to /reset, where the e-mailed code is entered; errorCodes show with the
 * 'forgotten' wording (Invalid → 'The username you have provided is invalid.').
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ForgottenPasswordRequest, ForgottenPasswordResponse } from '@portal/api/browser';
import { formEditing } from '../shared/form.ts';
import { formErrorsFromCodes, formErrorsFromFailure, type FormError } from '../form-errors/form-errors.ts';

export interface ForgottenPasswordInput {
  /** Pre-fills the username (for example after a reset refused with RecentlyUsedPass). */
  username?: string;
  /** Messages to show on arrival: the errors a reset sent back with (spec §4). */
  errors?: FormError[];
}

export interface ForgottenPasswordContext {
  username: string;
  errors: FormError[];
}

export interface ForgottenPasswordOutput {
  /** The trimmed username the code was sent for, to pre-fill the reset page. */
  username: string;
}

export type ForgottenPasswordEvent = { type: 'forgotten.change'; field: 'username'; value: string } | { type: 'forgotten.submit' };

export const canSubmitForgotten = (context: { username: string }): boolean => context.username.trim().length > 0;

const editing = formEditing('forgotten', 'setUsername', 'submitting');

export const forgottenPasswordMachine = setup({
  types: {
    context: {} as ForgottenPasswordContext,
    events: {} as ForgottenPasswordEvent,
    input: {} as ForgottenPasswordInput,
    output: {} as ForgottenPasswordOutput,
  },
  actors: {
    /** POST /nui/public/forgottenPassword. */
    forgottenPassword: fromPromise<ForgottenPasswordResponse, ForgottenPasswordRequest>(async () => {
      throw new Error('forgottenPassword actor must be provided');
    }),
  },
  actions: {
    setUsername: assign(({ event }) => {
      assertEvent(event, 'forgotten.change');
      return { username: event.value };
    }),
    clearErrors: assign({ errors: [] }),
    showCodes: assign((_, params: { codes: readonly string[] }) => ({ errors: formErrorsFromCodes(params.codes, 'forgotten') })),
    showFailure: assign((_, params: { error: unknown }) => ({ errors: formErrorsFromFailure(params.error, 'forgotten') })),
  },
  guards: {
    canSubmit: ({ context }) => canSubmitForgotten(context),
    hasCodes: (_, params: { codes: readonly string[] }) => params.codes.length > 0,
  },
}).createMachine({
  id: 'forgottenPassword',
  context: ({ input }) => ({ username: input.username ?? '', errors: input.errors ?? [] }),
  initial: 'editing',
  states: {
    editing: { on: editing },
    submitting: {
      entry: 'clearErrors',
      invoke: {
        id: 'forgottenPassword',
        src: 'forgottenPassword',
        input: ({ context }) => ({ username: context.username.trim() }),
        onDone: [
          {
            guard: { type: 'hasCodes', params: ({ event }) => ({ codes: event.output.errorCodes }) },
            target: 'error',
            actions: { type: 'showCodes', params: ({ event }) => ({ codes: event.output.errorCodes }) },
          },
          { target: 'sent' },
        ],
        onError: { target: 'error', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    error: { on: editing },
    sent: { type: 'final' },
  },
  output: ({ context }) => ({ username: context.username.trim() }),
});
