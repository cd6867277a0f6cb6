/**
 * 'Confirm it is you' (issue 30 item 3): a sensitive change the server refuses for want of a fresh
 * factor (403 ReauthenticationRequired) asks for the password, or a passkey when the user holds one,
 * then is made again. One machine for every such change (the second factors, the password, the fee
 * authority, a delivery preference): the change's own machine invokes it (id `reauthentication`) when
 * the server refuses (the dialog sends the password or passkey to that child, which the change's
 * snapshot names), makes the change again when it is done, and leaves it on `reauth.cancel` (the
 * change is dropped). A wrong password, too many of them, or a passkey that failed say so and
 * ask again.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isApiError } from '@portal/api/browser';
import { mfaTexts } from '@portal/domain';

/** A fresh factor before a sensitive change: the password, or a passkey (the browser asks). */
export type ReauthInput = { password: string } | { passkey: true };

/** The 'Confirm it is you' dialog's password or passkey, sent to the reauthentication machine. */
export type ReauthenticationEvent = { type: 'reauth.password'; password: string } | { type: 'reauth.passkey' };

/** The dialog's Cancel, sent to the change's machine: the change is dropped. */
export type ReauthCancelEvent = { type: 'reauth.cancel' };

export interface ReauthenticationContext {
  /** The dialog's message: a wrong password, too many, or a failed check. */
  error: string | null;
  /** How the user is confirming it is them. */
  way: 'password' | 'passkey' | null;
}

/** The server wants a fresh factor before this change. */
export function needsReauthentication(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === 'ReauthenticationRequired';
}

/** A refused re-authentication: a wrong password, too many, or anything else. */
export function reauthErrorText(way: 'password' | 'passkey', error: unknown): string {
  const status = isApiError(error) && error.kind === 'http' ? error.status : null;
  if (status === 423) return mfaTexts.tooManyCodes;
  if (way === 'password' && status === 400) return mfaTexts.reauthWrong;
  return mfaTexts.reauthFailed;
}

export const reauthenticationMachine = setup({
  types: {
    context: {} as ReauthenticationContext,
    events: {} as ReauthenticationEvent,
  },
  actors: {
    /** POST /nui/nbs/reauthenticate (a passkey's also runs the browser's ceremony). */
    reauthenticate: fromPromise<unknown, ReauthInput>(async () => {
      throw new Error('reauthenticate actor must be provided');
    }),
  },
  guards: {
    hasPassword: ({ event }) => {
      assertEvent(event, 'reauth.password');
      return event.password.length > 0;
    },
  },
}).createMachine({
  id: 'reauthentication',
  context: { error: null, way: null },
  initial: 'asking',
  states: {
    asking: {
      on: {
        'reauth.password': { guard: 'hasPassword', target: 'checking', actions: assign({ way: 'password' }) },
        'reauth.passkey': { target: 'checking', actions: assign({ way: 'passkey' }) },
      },
    },
    checking: {
      entry: assign({ error: null }),
      invoke: {
        id: 'reauthenticate',
        src: 'reauthenticate',
        input: ({ event }): ReauthInput => (event.type === 'reauth.password' ? { password: event.password } : { passkey: true }),
        onDone: { target: 'confirmed' },
        onError: {
          target: 'asking',
          actions: assign({ error: ({ context, event }) => reauthErrorText(context.way ?? 'passkey', event.error) }),
        },
      },
    },
    /** A fresh factor: the change's machine makes the change again. */
    confirmed: { type: 'final' },
  },
});
