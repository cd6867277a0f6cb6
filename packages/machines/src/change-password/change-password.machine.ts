/**
 * The change-password panel of spec §4/§5: default, loading (fields disabled), success, error.
 * Submit needs old, new and confirm filled and the new password passing every rule; an adviser
 * never submits (advisers change passwords on the adviser platform). Opening or closing the panel
 * resets it. A LockedOut answer ends the machine so the app can force logout. The current password the
 * panel asks for is itself the fresh factor a sensitive change needs (issue 30 item 3), so the server
 * never asks this panel to confirm it is you.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isApiError, type ChangePasswordRequest, type ChangePasswordResponse } from '@portal/api/browser';
import { changePasswordTexts, checkPassword, generalTexts, loginErrorTexts, type PasswordCheckResult } from '@portal/domain';
import { formCodesOfFailure, formErrorsFromCodes, formErrorsFromFailure, type FormError } from '../form-errors/form-errors.ts';
import { formEditing } from '../shared/form.ts';

export interface ChangePasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type ChangePasswordField = keyof ChangePasswordFields;

export interface ChangePasswordInput {
  /** An adviser sees the panel but can never submit. */
  isAdviser?: boolean;
  /** The logged-in username: the new password must not contain it. */
  username?: string;
  /** Whether the panel starts expanded. */
  open?: boolean;
}

export interface ChangePasswordContext extends ChangePasswordFields {
  isAdviser: boolean;
  username: string;
  open: boolean;
  errors: FormError[];
  /** 'You have successfully changed your password.' after success, else null. */
  successMessage: string | null;
}

/** The only way the machine ends: the account is locked, so the app logs out with `message`. */
export interface ChangePasswordOutput {
  outcome: 'lockedOut';
  message: string;
}

export type ChangePasswordEvent =
  | { type: 'changePassword.change'; field: ChangePasswordField; value: string }
  | { type: 'changePassword.submit' }
  /** The Cancel button: clears the panel and collapses it. */
  | { type: 'changePassword.cancel' }
  | { type: 'panel.open' }
  | { type: 'panel.close' };

const emptyFields: ChangePasswordFields = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** The rule check shown under 'Your password needs:' (new password against the username and the confirmation). */
export function changePasswordCheck(
  context: Pick<ChangePasswordContext, 'newPassword' | 'confirmPassword' | 'username'>,
): PasswordCheckResult {
  return checkPassword({ password: context.newPassword, confirm: context.confirmPassword, username: context.username });
}

/** Submit is enabled only for a client with all three boxes filled and no rule failing. */
export function canSubmitChangePassword(context: Omit<ChangePasswordContext, 'open' | 'errors' | 'successMessage'>): boolean {
  if (context.isAdviser) return false;
  if (!context.oldPassword || !context.newPassword || !context.confirmPassword) return false;
  return changePasswordCheck(context).ok;
}

export const hasLockedOut = (codes: readonly string[]): boolean => codes.includes('LockedOut');

/**
 * A thrown failure as panel messages: form codes when the body carries them; ReadOnly (an adviser
 * session viewing a client) shows the server's message; anything else the login error mapping.
 */
export function changePasswordFailure(error: unknown): FormError[] {
  if (isApiError(error) && error.kind === 'http' && error.code === 'ReadOnly') {
    const serverMessage = error.message && error.message !== error.statusText && error.message !== error.code;
    return [{ text: serverMessage ? error.message : generalTexts.saveFailed }];
  }
  return formErrorsFromFailure(error, 'changePassword');
}

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
    output: {} as ChangePasswordOutput,
  },
  actors: {
    /** POST /nui/nbs/changePassword. */
    changePassword: fromPromise<ChangePasswordResponse, ChangePasswordRequest>(async () => {
      throw new Error('changePassword actor must be provided');
    }),
  },
  actions: {
    reset: assign({ ...emptyFields, errors: [], successMessage: null }),
    setField: assign(({ event }) => {
      assertEvent(event, 'changePassword.change');
      return { [event.field]: event.value };
    }),
    setOpen: assign((_, params: { open: boolean }) => ({ open: params.open })),
    clearMessages: assign({ errors: [], successMessage: null }),
    succeed: assign({ ...emptyFields, errors: [], successMessage: changePasswordTexts.success }),
    showCodes: assign((_, params: { codes: readonly string[] }) => ({ errors: formErrorsFromCodes(params.codes, 'changePassword') })),
    showFailure: assign((_, params: { error: unknown }) => ({ errors: changePasswordFailure(params.error) })),
  },
  guards: {
    canSubmit: ({ context }) => canSubmitChangePassword(context),
    lockedOut: (_, params: { codes: readonly string[] }) => hasLockedOut(params.codes),
    hasCodes: (_, params: { codes: readonly string[] }) => params.codes.length > 0,
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    ...emptyFields,
    isAdviser: input.isAdviser ?? false,
    username: input.username ?? '',
    open: input.open ?? false,
    errors: [],
    successMessage: null,
  }),
  initial: 'default',
  on: {
    // Opening or closing resets the panel from any state (a request in flight is abandoned).
    'panel.open': { target: '.default', actions: ['reset', { type: 'setOpen', params: { open: true } }] },
    'panel.close': { target: '.default', actions: ['reset', { type: 'setOpen', params: { open: false } }] },
    'changePassword.cancel': { target: '.default', actions: ['reset', { type: 'setOpen', params: { open: false } }] },
  },
  states: {
    default: {
      on: formEditing('changePassword', 'setField', 'loading'),
    },
    loading: {
      entry: 'clearMessages',
      on: {
        // Fields are disabled while the call runs.
        'changePassword.change': {},
        'changePassword.cancel': {},
      },
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ password: context.oldPassword, newPassword: context.newPassword }),
        onDone: [
          { guard: { type: 'lockedOut', params: ({ event }) => ({ codes: event.output.errorCodes }) }, target: 'lockedOut' },
          {
            guard: { type: 'hasCodes', params: ({ event }) => ({ codes: event.output.errorCodes }) },
            target: 'error',
            actions: { type: 'showCodes', params: ({ event }) => ({ codes: event.output.errorCodes }) },
          },
          { target: 'success', actions: 'succeed' },
        ],
        onError: [
          { guard: { type: 'lockedOut', params: ({ event }) => ({ codes: formCodesOfFailure(event.error) }) }, target: 'lockedOut' },
          { target: 'error', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // Success has emptied the fields, so nothing can be submitted until the user types (back to default).
    success: {
      on: {
        'changePassword.change': { target: 'default', actions: ['clearMessages', 'setField'] },
      },
    },
    error: {
      on: formEditing('changePassword', 'setField', 'loading'),
    },
    lockedOut: { type: 'final' },
  },
  output: () => ({ outcome: 'lockedOut' as const, message: loginErrorTexts.locked }),
});
