/**
 * The settings screen's document delivery preferences (spec §2/§4/§5): the client preferences and
 * the delivery options load when the screen opens if not already known (each with its failure
 * message and retry); the edit modal chooses an option and saves it. Save is disabled while saving,
 * for an adviser, and unless the options loaded. Success closes the modal with the success notice;
 * failure shows the server's message; Cancel resets and closes. A save more than 5 minutes after the
 * last password or passkey is refused by the server (403 ReauthenticationRequired): the modal asks
 * 'Confirm it is you' (the reauthentication machine), then saves again; Cancel goes back to the
 * modal with the choice kept (issue 30 item 3).
 */
import { assign, fromPromise, setup } from 'xstate';
import { isApiError } from '@portal/api/browser';
import { generalTexts, settingsTexts } from '@portal/domain';
import { needsReauthentication, reauthenticationMachine, type ReauthCancelEvent } from '../reauthentication/reauthentication.machine.ts';
import {
  offeredOptions,
  sameCode,
  type ClientPreferencesResponse,
  type CodeRef,
  type CorrespondenceDeliveryOptionsResponse,
  type DeliveryOption,
  type DeliveryPreference,
  type DeliveryPreferenceRequest,
  type DeliveryPreferenceResponse,
  type DocumentTypeOptions,
} from './delivery-preference.types.ts';

export * from './delivery-preference.types.ts';

export interface DeliveryPreferenceInput {
  /** An impersonating adviser sees the preferences but can never save. */
  isAdviser: boolean;
  /** The preferences from the session; null fetches them. */
  currentPreferences: DeliveryPreference[] | null;
  /** The options from the session (availableOptions.allDeliveryOptions); an empty list fetches them. */
  deliveryOptions: DeliveryOption[];
  /** The options per document type, when known (the options call sends them). @default [] */
  optionsByDocumentType?: DocumentTypeOptions[];
}

/** The modal's state: the document type being edited and the option chosen for it. */
export interface DeliveryPreferenceEditor {
  documentType: CodeRef;
  selected: CodeRef | null;
}

export interface DeliveryPreferenceContext {
  isAdviser: boolean;
  /** Null until known. */
  currentPreferences: DeliveryPreference[] | null;
  deliveryOptions: DeliveryOption[];
  optionsByDocumentType: DocumentTypeOptions[];
  preferencesError: string | null;
  optionsError: string | null;
  editor: DeliveryPreferenceEditor | null;
  /** The save failure shown in the modal's error banner: the server's message. */
  saveError: string | null;
  /** 'Your changes to document delivery preferences have been updated successfully', else null. */
  notice: string | null;
}

export type DeliveryPreferenceEvent =
  | { type: 'preferences.retry' }
  | { type: 'options.retry' }
  /** The Edit button of a document type: opens the modal on its current option. */
  | { type: 'preference.edit'; documentType: CodeRef }
  | { type: 'preference.choose'; deliveryOption: CodeRef }
  | { type: 'preference.save' }
  | { type: 'preference.cancel' }
  | ReauthCancelEvent;

/** The message of a failed save: the server's own words when it sent some, else the generic save failure. */
export function deliveryPreferenceFailure(error: unknown): string {
  if (isApiError(error) && error.message && error.message !== error.statusText && error.message !== error.code) return error.message;
  return generalTexts.saveFailed;
}

export const deliveryPreferenceMachine = setup({
  types: {
    context: {} as DeliveryPreferenceContext,
    events: {} as DeliveryPreferenceEvent,
    input: {} as DeliveryPreferenceInput,
  },
  actors: {
    /** GET /nui/nsbs/clientPreferences. */
    fetchClientPreferences: fromPromise<ClientPreferencesResponse>(async () => {
      throw new Error('fetchClientPreferences actor must be provided');
    }),
    /** GET /nui/nsbs/correspondenceDeliveryOptions. */
    fetchDeliveryOptions: fromPromise<CorrespondenceDeliveryOptionsResponse>(async () => {
      throw new Error('fetchDeliveryOptions actor must be provided');
    }),
    /** PUT /nui/nsbs/correspondenceDeliveryPreference. */
    saveDeliveryPreference: fromPromise<DeliveryPreferenceResponse, DeliveryPreferenceRequest>(async () => {
      throw new Error('saveDeliveryPreference actor must be provided');
    }),
    /** 'Confirm it is you' (its reauthenticate call provided by the app). */
    reauthentication: reauthenticationMachine,
  },
  actions: {
    setPreferences: assign((_, params: { preferences: DeliveryPreference[] }) => ({
      currentPreferences: params.preferences,
      preferencesError: null,
    })),
    showPreferencesError: assign({ preferencesError: settingsTexts.preferencesLoadFailed }),
    setOptions: assign((_, params: CorrespondenceDeliveryOptionsResponse) => ({
      deliveryOptions: params.correspondenceDeliveryOptions,
      optionsByDocumentType: params.optionsByDocumentType,
      optionsError: null,
    })),
    showOptionsError: assign({ optionsError: settingsTexts.deliveryOptionsFailed }),
    openEditor: assign(({ context }, params: { documentType: CodeRef }) => ({
      editor: {
        documentType: params.documentType,
        selected: context.currentPreferences?.find((p) => sameCode(p.documentType, params.documentType))?.deliveryOption ?? null,
      },
      saveError: null,
      notice: null,
    })),
    choose: assign(({ context }, params: { deliveryOption: CodeRef }) => ({
      editor: context.editor && { ...context.editor, selected: params.deliveryOption },
    })),
    closeEditor: assign({ editor: null, saveError: null }),
    clearSaveError: assign({ saveError: null }),
    saved: assign((_, params: { preferences: DeliveryPreference[] }) => ({
      currentPreferences: params.preferences,
      editor: null,
      notice: settingsTexts.saved,
    })),
    showSaveError: assign((_, params: { error: unknown }) => ({ saveError: deliveryPreferenceFailure(params.error) })),
  },
  guards: {
    hasPreferences: ({ context }) => context.currentPreferences !== null,
    hasOptions: ({ context }) => context.deliveryOptions.length > 0,
    /** The Save rule: a client, and an option the edited type offers (none is offered until the options load). */
    canSave: ({ context }) => !context.isAdviser && isOffered(context),
    needsReauth: (_, params: { error: unknown }) => needsReauthentication(params.error),
  },
}).createMachine({
  id: 'deliveryPreference',
  type: 'parallel',
  context: ({ input }) => ({
    isAdviser: input.isAdviser,
    currentPreferences: input.currentPreferences,
    deliveryOptions: input.deliveryOptions,
    optionsByDocumentType: input.optionsByDocumentType ?? [],
    preferencesError: null,
    optionsError: null,
    editor: null,
    saveError: null,
    notice: null,
  }),
  states: {
    preferences: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'hasPreferences', target: 'loaded' }, { target: 'loading' }],
        },
        loading: {
          invoke: {
            id: 'fetchClientPreferences',
            src: 'fetchClientPreferences',
            onDone: {
              target: 'loaded',
              actions: {
                type: 'setPreferences',
                params: ({ event }) => ({ preferences: event.output.clientPreferences.correspondenceDelivery.currentPreferences }),
              },
            },
            onError: { target: 'failed', actions: 'showPreferencesError' },
          },
        },
        failed: { on: { 'preferences.retry': 'loading' } },
        loaded: {},
      },
    },
    options: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'hasOptions', target: 'loaded' }, { target: 'fetching' }],
        },
        fetching: {
          invoke: {
            id: 'fetchDeliveryOptions',
            src: 'fetchDeliveryOptions',
            onDone: {
              target: 'loaded',
              actions: { type: 'setOptions', params: ({ event }) => event.output },
            },
            onError: { target: 'failed', actions: 'showOptionsError' },
          },
        },
        failed: { on: { 'options.retry': 'fetching' } },
        loaded: {},
      },
    },
    editor: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'preference.edit': {
              target: 'editing',
              actions: { type: 'openEditor', params: ({ event }) => ({ documentType: event.documentType }) },
            },
          },
        },
        editing: {
          on: {
            'preference.choose': { actions: { type: 'choose', params: ({ event }) => ({ deliveryOption: event.deliveryOption }) } },
            'preference.save': { guard: 'canSave', target: 'saving' },
            'preference.cancel': { target: 'closed', actions: 'closeEditor' },
          },
        },
        saving: {
          entry: 'clearSaveError',
          invoke: {
            id: 'saveDeliveryPreference',
            src: 'saveDeliveryPreference',
            // canSave let us in: the editor is open with an option chosen.
            input: ({ context }) => ({
              documentType: pick(context.editor!.documentType),
              deliveryOption: pick(context.editor!.selected!),
            }),
            onDone: {
              target: 'closed',
              actions: { type: 'saved', params: ({ event }) => ({ preferences: event.output.currentPreferences }) },
            },
            onError: [
              { guard: { type: 'needsReauth', params: ({ event }) => ({ error: event.error }) }, target: 'reauthenticating' },
              { target: 'editing', actions: { type: 'showSaveError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        /** 'Confirm it is you', then the same save again; Cancel back to the modal. */
        reauthenticating: {
          invoke: { id: 'reauthentication', src: 'reauthentication', onDone: { target: 'saving' } },
          on: { 'reauth.cancel': { target: 'editing' } },
        },
      },
    },
  },
});

/** The chosen option is one the edited document type offers (the server refuses any other pair). */
function isOffered({ editor, deliveryOptions, optionsByDocumentType }: DeliveryPreferenceContext): boolean {
  if (!editor?.selected) return false;
  const selected = editor.selected;
  return offeredOptions(deliveryOptions, optionsByDocumentType, editor.documentType).some((option) => sameCode(option, selected));
}

/** Only the identifying fields go to the server. */
function pick({ codeCode, codeType }: CodeRef): CodeRef {
  return { codeCode, codeType };
}
