/**
 * Setting up and managing the second step (issue 30): add a passkey, set up an authenticator app (its
 * key and QR code, then a code it shows), see the recovery codes once and say they are saved, remove a
 * passkey or the app, make new recovery codes, turn two-step login off. Three modes: 'manage' (Personal
 * details), 'offer' (a client after sign-in: Add a passkey / Not now) and 'required' (an adviser or
 * support agent without a factor: nothing else until one is added). A change the server refuses for
 * want of a fresh factor (403 ReauthenticationRequired) asks for the password or a passkey (the
 * reauthentication machine, shared with the other sensitive changes), then is made again. The second step at sign-in is the login machine's (login/login.machine.ts).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isApiError } from '@portal/api/browser';
import type { MfaChangeResponse, MfaStatusResponse, TotpSetupResponse } from '@portal/api/browser';
import { mfaTexts } from '@portal/domain';
import { needsReauthentication, reauthenticationMachine, type ReauthCancelEvent } from '../reauthentication/reauthentication.machine.ts';

export type { MfaChangeResponse, MfaStatusResponse, TotpSetupResponse } from '@portal/api/browser';

export type MfaEnrolmentMode = 'manage' | 'offer' | 'required';

/** A change to the factors, as the app's `change` call makes it. */
export type MfaChange =
  | { kind: 'addPasskey' }
  | { kind: 'setUpApp' }
  | { kind: 'confirmApp'; code: string }
  | { kind: 'removePasskey'; credentialId: string }
  | { kind: 'removeApp' }
  | { kind: 'newCodes' }
  | { kind: 'turnOff' };

/** What a change answers: the new status (and codes), or the app's key to set up. */
export type MfaChangeOutput = MfaChangeResponse | TotpSetupResponse;

export interface MfaEnrolmentInput {
  mode: MfaEnrolmentMode;
}

export interface MfaEnrolmentContext {
  mode: MfaEnrolmentMode;
  status: MfaStatusResponse | null;
  /** The change under way (kept while the user confirms it is them, then made again). */
  pending: MfaChange | null;
  /** The authenticator app's key and otpauth:// address while it is being set up. */
  app: TotpSetupResponse | null;
  /** New recovery codes, shown once until the user says they are saved. */
  recoveryCodes: string[] | null;
  /** What went well last (passkey added, app set up). */
  notice: string | null;
  error: string | null;
}

export type MfaEnrolmentEvent =
  | { type: 'mfa.retry' }
  | { type: 'mfa.addPasskey' }
  | { type: 'mfa.setUpApp' }
  | { type: 'mfa.appCode'; code: string }
  | { type: 'mfa.removePasskey'; credentialId: string }
  | { type: 'mfa.removeApp' }
  | { type: 'mfa.newCodes' }
  | { type: 'mfa.turnOff' }
  | { type: 'mfa.confirm' }
  | { type: 'mfa.cancel' }
  /** The recovery codes are saved. */
  | { type: 'mfa.acknowledge' }
  /** The offer's 'Not now'. */
  | { type: 'mfa.decline' }
  | { type: 'mfa.dismiss' }
  | ReauthCancelEvent;

const httpStatus = (error: unknown): number | null => (isApiError(error) && error.kind === 'http' ? error.status : null);

/** A refused change as the message shown: the passkey's own, a wrong app code, the agents' last factor. */
export function changeErrorText(change: MfaChange | null, error: unknown): string {
  const status = httpStatus(error);
  if (change?.kind === 'confirmApp' && status === 400) return mfaTexts.wrongCode;
  if (status === 409 && (change?.kind === 'removePasskey' || change?.kind === 'removeApp')) return mfaTexts.mustKeepOne;
  if (change?.kind === 'addPasskey') return mfaTexts.passkeyNotAdded;
  return mfaTexts.changeFailed;
}

const successText = (change: MfaChange | null): string | null =>
  change?.kind === 'addPasskey' ? mfaTexts.passkeyAdded : change?.kind === 'confirmApp' ? mfaTexts.appAdded : null;

const isSetup = (output: MfaChangeOutput): output is TotpSetupResponse => 'secret' in output;

/** Whether the user holds a factor (two-step login is on). */
export function mfaIsOn(status: Pick<MfaStatusResponse, 'passkeys' | 'totp'> | null): boolean {
  return status !== null && (status.passkeys.length > 0 || status.totp);
}

/** Cancel in 'Confirm it is you': the change is dropped, back to the offer or the list. */
const dropChange = [
  { guard: 'offering', target: 'offering', actions: 'drop' },
  { target: 'ready', actions: 'drop' },
] as const;

export const mfaEnrolmentMachine = setup({
  types: {
    context: {} as MfaEnrolmentContext,
    events: {} as MfaEnrolmentEvent,
    input: {} as MfaEnrolmentInput,
  },
  actors: {
    /** GET /nui/nbs/mfa. */
    loadStatus: fromPromise<MfaStatusResponse>(async () => {
      throw new Error('loadStatus actor must be provided');
    }),
    /** The change's call (a passkey's also runs the browser's ceremony). */
    change: fromPromise<MfaChangeOutput, MfaChange>(async () => {
      throw new Error('change actor must be provided');
    }),
    /** 'Confirm it is you' (its reauthenticate call provided by the app). */
    reauthentication: reauthenticationMachine,
    /** The offer's 'Not now', remembered by the server so the offer pauses (issue 30). */
    declineOffer: fromPromise<unknown>(async () => {
      throw new Error('declineOffer actor must be provided');
    }),
  },
  actions: {
    begin: assign((_, change: MfaChange) => ({ pending: change, error: null, notice: null })),
    drop: assign({ pending: null, app: null }),
  },
  guards: {
    isSetup: (_, output: MfaChangeOutput) => isSetup(output),
    hasCodes: (_, output: MfaChangeResponse) => (output.recoveryCodes ?? []).length > 0,
    /** Offered or required: the first factor added ends the enrolment. */
    enrolling: ({ context }) => context.mode !== 'manage',
    offering: ({ context }) => context.mode === 'offer',
    needsReauth: (_, error: unknown) => needsReauthentication(error),
    confirmingApp: ({ context }) => context.pending?.kind === 'confirmApp',
    hasCode: ({ event }) => {
      assertEvent(event, 'mfa.appCode');
      return /^\d{6}$/.test(event.code.replace(/\s/g, ''));
    },
  },
}).createMachine({
  id: 'mfaEnrolment',
  context: ({ input }) => ({
    mode: input.mode,
    status: null,
    pending: null,
    app: null,
    recoveryCodes: null,
    notice: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          {
            guard: ({ context }) => context.mode === 'offer',
            target: 'offering',
            actions: assign({ status: ({ event }) => event.output }),
          },
          { target: 'ready', actions: assign({ status: ({ event }) => event.output }) },
        ],
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: { on: { 'mfa.retry': { target: 'loading' } } },
    /** A client after sign-in: Add a passkey, or Not now. */
    offering: {
      on: {
        'mfa.addPasskey': { target: 'changing', actions: { type: 'begin', params: { kind: 'addPasskey' } } },
        'mfa.decline': { target: 'declining' },
      },
    },
    /** 'Not now' is being remembered; the client goes on whatever the answer (the offer never blocks). */
    declining: {
      invoke: { src: 'declineOffer', onDone: { target: 'done' }, onError: { target: 'done' } },
    },
    ready: {
      on: {
        'mfa.addPasskey': { target: 'changing', actions: { type: 'begin', params: { kind: 'addPasskey' } } },
        'mfa.setUpApp': { target: 'changing', actions: { type: 'begin', params: { kind: 'setUpApp' } } },
        'mfa.removePasskey': {
          target: 'changing',
          actions: { type: 'begin', params: ({ event }) => ({ kind: 'removePasskey', credentialId: event.credentialId }) },
        },
        'mfa.removeApp': { target: 'changing', actions: { type: 'begin', params: { kind: 'removeApp' } } },
        'mfa.newCodes': { target: 'changing', actions: { type: 'begin', params: { kind: 'newCodes' } } },
        'mfa.turnOff': { target: 'confirmingOff', actions: assign({ error: null, notice: null }) },
        'mfa.dismiss': { actions: assign({ error: null, notice: null }) },
      },
    },
    /** 'Turn off two-step login?' */
    confirmingOff: {
      on: {
        'mfa.confirm': { target: 'changing', actions: { type: 'begin', params: { kind: 'turnOff' } } },
        'mfa.cancel': { target: 'ready' },
      },
    },
    /** The app's key and QR code, and the code it shows. */
    appSetup: {
      on: {
        'mfa.appCode': {
          guard: 'hasCode',
          target: 'changing',
          actions: { type: 'begin', params: ({ event }) => ({ kind: 'confirmApp', code: event.code.replace(/\s/g, '') }) },
        },
        'mfa.cancel': { target: 'ready', actions: assign({ app: null, error: null, pending: null }) },
      },
    },
    changing: {
      invoke: {
        id: 'change',
        src: 'change',
        input: ({ context }) => context.pending as MfaChange,
        onDone: [
          {
            guard: { type: 'isSetup', params: ({ event }) => event.output },
            target: 'appSetup',
            actions: assign({ app: ({ event }) => event.output as TotpSetupResponse, pending: null }),
          },
          {
            guard: { type: 'hasCodes', params: ({ event }) => event.output as MfaChangeResponse },
            target: 'showingCodes',
            actions: assign(({ event, context }) => {
              const output = event.output as MfaChangeResponse;
              return {
                status: output.status,
                recoveryCodes: output.recoveryCodes,
                app: null,
                notice: successText(context.pending),
                pending: null,
              };
            }),
          },
          {
            guard: 'enrolling',
            target: 'done',
            actions: assign(({ event }) => ({ status: (event.output as MfaChangeResponse).status, app: null, pending: null })),
          },
          {
            target: 'ready',
            actions: assign(({ event, context }) => ({
              status: (event.output as MfaChangeResponse).status,
              app: null,
              notice: successText(context.pending),
              pending: null,
            })),
          },
        ],
        onError: [
          {
            guard: { type: 'needsReauth', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'reauthenticating',
          },
          {
            guard: 'confirmingApp',
            target: 'appSetup',
            actions: assign({ error: ({ context, event }) => changeErrorText(context.pending, event.error), pending: null }),
          },
          {
            guard: ({ context }) => context.mode === 'offer',
            target: 'offering',
            actions: assign({ error: ({ context, event }) => changeErrorText(context.pending, event.error), pending: null }),
          },
          {
            target: 'ready',
            actions: assign({ error: ({ context, event }) => changeErrorText(context.pending, event.error), app: null, pending: null }),
          },
        ],
      },
    },
    /** The recovery codes, shown once. */
    showingCodes: {
      on: {
        'mfa.acknowledge': [
          { guard: 'enrolling', target: 'done', actions: assign({ recoveryCodes: null }) },
          { target: 'ready', actions: assign({ recoveryCodes: null }) },
        ],
      },
    },
    /** 'Confirm it is you': the password or a passkey, then the change again; Cancel drops it. */
    reauthenticating: {
      invoke: { id: 'reauthentication', src: 'reauthentication', onDone: { target: 'changing' } },
      on: { 'mfa.cancel': dropChange, 'reauth.cancel': dropChange },
    },
    done: { type: 'final' },
  },
});
