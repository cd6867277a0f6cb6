/**
 * Reset password (spec §2, §4, §5, §8): username, the e-mailed code, new password with confirm,
 * all trimmed and the password passing every rule. Success ends with 'You have successfully
 * changed your password.' for the login page; RecentlyUsedPass ends differently, telling the app
 * to go back to /forgotten and show the errors there; other codes show with the 'reset' wording.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ResetPasswordRequest, ResetPasswordResponse } from '@portal/api/browser';
import { checkPassword, resetTexts, type PasswordCheckResult } from '@portal/domain';
import { formEditing } from '../shared/form.ts';
import { formCodesOfFailure, formErrorsFromCodes, formErrorsFromFailure, trimFields, type FormError } from '../form-errors/form-errors.ts';

export interface ResetPasswordFields {
  username: string;
  /** The code e-mailed by the forgotten-password step; sent as `guid`. */
  code: string;
  newPassword: string;
  confirmPassword: string;
}
export type ResetPasswordField = keyof ResetPasswordFields;

export interface ResetPasswordInput {
  /** Pre-fills the username, for example from the forgotten-password step. */
  username?: string;
  /** Pre-fills the code. */
  code?: string | null;
}

export interface ResetPasswordContext extends ResetPasswordFields {
  errors: FormError[];
  /** Set when the server answered RecentlyUsedPass: the messages to carry back to /forgotten. */
  recentlyUsedErrors: FormError[];
}

export type ResetPasswordOutput =
  /** Go to login and show `message` as info. */
  | { outcome: 'passwordChanged'; message: string }
  /** Go back to /forgotten (a new code is needed) and show `errors` there. */
  | { outcome: 'recentlyUsedPassword'; username: string; errors: FormError[] };

export type ResetPasswordEvent = { type: 'reset.change'; field: ResetPasswordField; value: string } | { type: 'reset.submit' };

/** The rule check shown under 'Your password needs:', on the trimmed values. */
export function resetPasswordCheck(fields: ResetPasswordFields): PasswordCheckResult {
  const { username, newPassword, confirmPassword } = trimFields(pickFields(fields));
  return checkPassword({ password: newPassword, confirm: confirmPassword, username });
}

/** Submit needs the username, the code and a password passing every rule (both boxes matching). */
export function canSubmitReset(fields: ResetPasswordFields): boolean {
  const trimmed = trimFields(pickFields(fields));
  return Object.values(trimmed).every((value) => value.length > 0) && resetPasswordCheck(trimmed).ok;
}

/** The reset call's body, trimmed. */
export function resetRequestFor(fields: ResetPasswordFields): ResetPasswordRequest {
  const { username, code, newPassword } = trimFields(pickFields(fields));
  return { username, guid: code, newPassword };
}

function pickFields({ username, code, newPassword, confirmPassword }: ResetPasswordFields): ResetPasswordFields {
  return { username, code, newPassword, confirmPassword };
}

export const isRecentlyUsed = (codes: readonly string[]): boolean => codes.includes('RecentlyUsedPass');

const editing = formEditing('reset', 'setField', 'submitting');

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
    output: {} as ResetPasswordOutput,
  },
  actors: {
    /** POST /nui/public/resetPassword. */
    resetPassword: fromPromise<ResetPasswordResponse, ResetPasswordRequest>(async () => {
      throw new Error('resetPassword actor must be provided');
    }),
  },
  actions: {
    setField: assign(({ event }) => {
      assertEvent(event, 'reset.change');
      return { [event.field]: event.value };
    }),
    clearErrors: assign({ errors: [] }),
    showCodes: assign((_, params: { codes: readonly string[] }) => ({ errors: formErrorsFromCodes(params.codes, 'reset') })),
    keepRecentlyUsed: assign((_, params: { codes: readonly string[] }) => ({
      recentlyUsedErrors: formErrorsFromCodes(params.codes, 'reset'),
    })),
    showFailure: assign((_, params: { error: unknown }) => ({ errors: formErrorsFromFailure(params.error, 'reset') })),
  },
  guards: {
    canSubmit: ({ context }) => canSubmitReset(context),
    recentlyUsed: (_, params: { codes: readonly string[] }) => isRecentlyUsed(params.codes),
    hasCodes: (_, params: { codes: readonly string[] }) => params.codes.length > 0,
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    username: input.username ?? '',
    code: input.code?.trim() ?? '',
    newPassword: '',
    confirmPassword: '',
    errors: [],
    recentlyUsedErrors: [],
  }),
  initial: 'editing',
  states: {
    editing: { on: editing },
    submitting: {
      entry: 'clearErrors',
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => resetRequestFor(context),
        onDone: [
          {
            guard: { type: 'recentlyUsed', params: ({ event }) => ({ codes: event.output.errorCodes }) },
            target: 'recentlyUsed',
            actions: { type: 'keepRecentlyUsed', params: ({ event }) => ({ codes: event.output.errorCodes }) },
          },
          {
            guard: { type: 'hasCodes', params: ({ event }) => ({ codes: event.output.errorCodes }) },
            target: 'error',
            actions: { type: 'showCodes', params: ({ event }) => ({ codes: event.output.errorCodes }) },
          },
          { target: 'changed' },
        ],
        onError: [
          {
            guard: { type: 'recentlyUsed', params: ({ event }) => ({ codes: formCodesOfFailure(event.error) }) },
            target: 'recentlyUsed',
            actions: { type: 'keepRecentlyUsed', params: ({ event }) => ({ codes: formCodesOfFailure(event.error) }) },
          },
          { target: 'error', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    error: { on: editing },
    changed: { type: 'final' },
    /** RecentlyUsedPass: spec §4 sends the user back to /forgotten, where these errors show. */
    recentlyUsed: { type: 'final' },
  },
  output: ({ context }) =>
    context.recentlyUsedErrors.length > 0
      ? { outcome: 'recentlyUsedPassword', username: context.username.trim(), errors: context.recentlyUsedErrors }
      : { outcome: 'passwordChanged', message: resetTexts.success },
});
