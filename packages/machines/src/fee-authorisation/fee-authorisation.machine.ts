/**
 * The ad-hoc fee authorisation dialog of spec §3/§4/§5: the switch opens it; 'Authorise' turns the
 * authority on and 'Remove authorisation' off; Submit needs 'I agree' ticked (the box resets while
 * loading) and is blocked for an adviser, who sees the read-only warning (spec §6). Success closes
 * the dialog, scrolls to top and shows the success banner; failure shows the update-failed message.
 * A change more than 5 minutes after the last password or passkey is refused by the server (403
 * ReauthenticationRequired): the dialog asks 'Confirm it is you' (the reauthentication machine), then
 * submits again; Cancel goes back to the open dialog (issue 30 item 3).
 */
import { assign, fromPromise, setup } from 'xstate';
import { authorisationsTexts } from '@portal/domain';
import type { AdHocFeeAuthRequest, AdHocFeeAuthResponse } from '@portal/api/browser';
import { needsReauthentication, reauthenticationMachine, type ReauthCancelEvent } from '../reauthentication/reauthentication.machine.ts';

export type { AdHocFeeAuth, AdHocFeeAuthRequest, AdHocFeeAuthResponse } from '@portal/api/browser';

export interface FeeAuthorisationInput {
  /** The current authority, from the client preferences. */
  enabled: boolean;
  /** An impersonating adviser: may change the dialog but never submit. */
  isAdviser: boolean;
}

/** The success banner: the message and the line saying it can be switched off or back on. */
export interface FeeAuthorisationNotice {
  text: string;
  detail: string;
}

export interface FeeAuthorisationContext {
  enabled: boolean;
  isAdviser: boolean;
  /** The authority the dialog will submit: true for 'Authorise', false for 'Remove authorisation'. */
  requested: boolean;
  agreed: boolean;
  error: string | null;
  notice: FeeAuthorisationNotice | null;
  /** 'You can input changes on this page but…' for an adviser, else null. */
  readOnlyWarning: string | null;
}

export type FeeAuthorisationEvent =
  /** The switch: opens the dialog proposing the opposite of the current authority. */
  | { type: 'feeAuth.open' }
  | { type: 'feeAuth.authorise' }
  | { type: 'feeAuth.remove' }
  | { type: 'feeAuth.agree'; agreed: boolean }
  | { type: 'feeAuth.submit' }
  | { type: 'feeAuth.close' }
  | ReauthCancelEvent;

/** Submit is enabled only for a client who ticked 'I agree'. */
export function canSubmitFeeAuthorisation(context: Pick<FeeAuthorisationContext, 'agreed' | 'isAdviser'>): boolean {
  return context.agreed && !context.isAdviser;
}

const successNotice: FeeAuthorisationNotice = { text: authorisationsTexts.success, detail: authorisationsTexts.successDetail };

export const feeAuthorisationMachine = setup({
  types: {
    context: {} as FeeAuthorisationContext,
    events: {} as FeeAuthorisationEvent,
    input: {} as FeeAuthorisationInput,
  },
  actors: {
    /** PUT /nui/nsbs/adHocFeeAuth. */
    updateAdHocFeeAuth: fromPromise<AdHocFeeAuthResponse, AdHocFeeAuthRequest>(async () => {
      throw new Error('updateAdHocFeeAuth actor must be provided');
    }),
    /** 'Confirm it is you' (its reauthenticate call provided by the app). */
    reauthentication: reauthenticationMachine,
  },
  actions: {
    /** Scrolls the page to the top (provided by the app); a no-op by default. */
    scrollToTop: () => undefined,
    openDialog: assign(({ context }) => ({ requested: !context.enabled, agreed: false, error: null, notice: null })),
    request: assign((_, params: { enabled: boolean }) => ({ requested: params.enabled })),
    setAgreed: assign((_, params: { agreed: boolean }) => ({ agreed: params.agreed })),
    startSaving: assign({ agreed: false, error: null }),
    saved: assign((_, params: { enabled: boolean }) => ({ enabled: params.enabled, notice: successNotice })),
    showError: assign({ error: authorisationsTexts.updateFailed }),
    closeDialog: assign({ agreed: false, error: null }),
  },
  guards: {
    canSubmit: ({ context }) => canSubmitFeeAuthorisation(context),
    needsReauth: (_, params: { error: unknown }) => needsReauthentication(params.error),
  },
}).createMachine({
  id: 'feeAuthorisation',
  context: ({ input }) => ({
    enabled: input.enabled,
    isAdviser: input.isAdviser,
    requested: !input.enabled,
    agreed: false,
    error: null,
    notice: null,
    readOnlyWarning: input.isAdviser ? authorisationsTexts.readOnlyWarning : null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'feeAuth.open': { target: 'open', actions: 'openDialog' } },
    },
    open: {
      on: {
        'feeAuth.authorise': { actions: { type: 'request', params: { enabled: true } } },
        'feeAuth.remove': { actions: { type: 'request', params: { enabled: false } } },
        'feeAuth.agree': { actions: { type: 'setAgreed', params: ({ event }) => ({ agreed: event.agreed }) } },
        'feeAuth.submit': { guard: 'canSubmit', target: 'saving' },
        'feeAuth.close': { target: 'closed', actions: 'closeDialog' },
      },
    },
    saving: {
      entry: 'startSaving',
      invoke: {
        id: 'updateAdHocFeeAuth',
        src: 'updateAdHocFeeAuth',
        input: ({ context }) => ({ enabled: context.requested }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'saved', params: ({ event }) => ({ enabled: event.output.newStatus }) }, 'scrollToTop'],
        },
        onError: [
          { guard: { type: 'needsReauth', params: ({ event }) => ({ error: event.error }) }, target: 'reauthenticating' },
          { target: 'open', actions: 'showError' },
        ],
      },
    },
    /** 'Confirm it is you', then the same change again; Cancel back to the dialog. */
    reauthenticating: {
      invoke: { id: 'reauthentication', src: 'reauthentication', onDone: { target: 'saving' } },
      on: { 'reauth.cancel': { target: 'open' } },
    },
  },
});
