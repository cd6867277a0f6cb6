/**
 * Registration (spec §2 Register, §5, §8): username, registration code, new password with
 * confirm, and the terms box. Submit only when everything is filled, the password passes every
 * rule and the terms are ticked; values are sent trimmed. Success ends with the username, which
 * the login page shows in 'Registration successfully completed, you may login in as {name}'.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { APPLICATION_NAME, type RegisterRequest, type RegisterResponse } from '@portal/api/browser';
import { checkPassword, loginTexts, type PasswordCheckResult } from '@portal/domain';
import { formErrorsFromCodes, formErrorsFromFailure, trimFields, type FormError } from '../form-errors/form-errors.ts';
import { formEditing } from '../shared/form.ts';

export interface RegistrationFields {
  username: string;
  registrationCode: string;
  newPassword: string;
  confirmPassword: string;
}
export type RegistrationField = keyof RegistrationFields;

export interface RegistrationInput {
  /** The 'pin' query parameter, which pre-fills the registration code. */
  registrationCode?: string | null;
}

export interface RegistrationContext extends RegistrationFields {
  termsAccepted: boolean;
  errors: FormError[];
}

export interface RegistrationOutput {
  username: string;
  /** 'Registration successfully completed, you may login in as {name}', for the login page. */
  message: string;
}

export type RegistrationEvent =
  | { type: 'registration.change'; field: RegistrationField; value: string }
  | { type: 'registration.acceptTerms'; accepted: boolean }
  | { type: 'registration.submit' };

/** The rule check shown under 'Your password needs:', on the trimmed values. */
export function registrationPasswordCheck(fields: RegistrationFields): PasswordCheckResult {
  const { username, newPassword, confirmPassword } = trimFields(fields);
  return checkPassword({ password: newPassword, confirm: confirmPassword, username });
}

/** Submit is enabled when every box is filled, the password passes every rule and the terms are ticked. */
export function canSubmitRegistration(context: RegistrationFields & { termsAccepted: boolean }): boolean {
  const fields = trimFields(pickFields(context));
  const filled = Object.values(fields).every((value) => value.length > 0);
  return filled && context.termsAccepted && registrationPasswordCheck(fields).ok;
}

/** The register call's body: trimmed values; the registration code goes as `password`. */
export function registerRequestFor(context: RegistrationFields): RegisterRequest {
  const { username, registrationCode, newPassword } = trimFields(pickFields(context));
  return { username, password: registrationCode, newPassword, termsAccepted: true, app: APPLICATION_NAME };
}

function pickFields({ username, registrationCode, newPassword, confirmPassword }: RegistrationFields): RegistrationFields {
  return { username, registrationCode, newPassword, confirmPassword };
}

const editing = {
  ...formEditing('registration', 'setField', 'submitting'),
  'registration.acceptTerms': { actions: 'setTerms' },
} as const;

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as RegistrationOutput,
  },
  actors: {
    /** POST /nui/public/register. */
    register: fromPromise<RegisterResponse, RegisterRequest>(async () => {
      throw new Error('register actor must be provided');
    }),
  },
  actions: {
    setField: assign(({ event }) => {
      assertEvent(event, 'registration.change');
      return { [event.field]: event.value };
    }),
    setTerms: assign(({ event }) => {
      assertEvent(event, 'registration.acceptTerms');
      return { termsAccepted: event.accepted };
    }),
    clearErrors: assign({ errors: [] }),
    showCodes: assign((_, params: { codes: readonly string[] }) => ({ errors: formErrorsFromCodes(params.codes, 'register') })),
    showFailure: assign((_, params: { error: unknown }) => ({ errors: formErrorsFromFailure(params.error, 'register') })),
  },
  guards: {
    canSubmit: ({ context }) => canSubmitRegistration(context),
    hasCodes: (_, params: { codes: readonly string[] }) => params.codes.length > 0,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    username: '',
    registrationCode: input.registrationCode?.trim() ?? '',
    newPassword: '',
    confirmPassword: '',
    termsAccepted: false,
    errors: [],
  }),
  initial: 'editing',
  states: {
    editing: { on: editing },
    submitting: {
      entry: 'clearErrors',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => registerRequestFor(context),
        onDone: [
          {
            guard: { type: 'hasCodes', params: ({ event }) => ({ codes: event.output.errorCodes }) },
            target: 'error',
            actions: { type: 'showCodes', params: ({ event }) => ({ codes: event.output.errorCodes }) },
          },
          { target: 'registered' },
        ],
        onError: { target: 'error', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The messages show; the user may correct the boxes and submit again. */
    error: { on: editing },
    registered: { type: 'final' },
  },
  output: ({ context }) => {
    const username = context.username.trim();
    return { username, message: loginTexts.registered(username) };
  },
});
