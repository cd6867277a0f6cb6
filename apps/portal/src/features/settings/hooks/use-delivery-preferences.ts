/**
 * The delivery-preference machine wired to the server and to the edit URL: the modal is open while
 * the address is /client/documentPrefsEdit/{documentTypeCode}; Edit links there, and Cancel or a
 * successful save go back to /client/settings. Preferences and options come from the session copy
 * when known, else the machine fetches them.
 */
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { deliveryPreferenceMachine, offeredOptions, type Code, type DeliveryPreferenceEvent } from '@portal/machines';
import { clientPreferencesStore } from '../../../shared/client-preferences.ts';
import { paths } from '../../../shared/paths.ts';
import { reauthentication } from '../../../shared/two-step/ReauthPrompt.tsx';
import { settingsApi } from '../api.ts';

const machine = deliveryPreferenceMachine.provide({
  actors: {
    fetchClientPreferences: fromPromise(({ signal }) => settingsApi.clientPreferences(signal)),
    fetchDeliveryOptions: fromPromise(({ signal }) => settingsApi.deliveryOptions(signal)),
    saveDeliveryPreference: fromPromise(({ input }) => settingsApi.saveDeliveryPreference(input)),
    reauthentication,
  },
});

/** Every document type the client can set: those with a preference, then those only offered. */
function documentTypes(preferences: { documentType: Code }[], offered: { documentType: Code }[]): Code[] {
  const types = preferences.map((p) => p.documentType);
  for (const { documentType } of offered)
    if (!types.some((t) => t.codeCode === documentType.codeCode && t.codeType === documentType.codeType)) types.push(documentType);
  return types;
}

export function useDeliveryPreferences(isAdviser: boolean, editCode: string | undefined) {
  const navigate = useNavigate();
  const options = clientPreferencesStore.options();
  const [snapshot, send] = useMachine(machine, {
    input: {
      isAdviser,
      currentPreferences: clientPreferencesStore.preferences()?.correspondenceDelivery.currentPreferences ?? null,
      deliveryOptions: options?.correspondenceDeliveryOptions ?? [],
      optionsByDocumentType: options?.optionsByDocumentType ?? [],
    },
  });
  const { context } = snapshot;
  const types = documentTypes(context.currentPreferences ?? [], context.optionsByDocumentType);
  const editing = editCode ? types.find((type) => type.codeCode === editCode) : undefined;
  const preferencesKnown = context.currentPreferences !== null;
  const editorClosed = snapshot.matches({ editor: 'closed' });

  // The URL opens the modal once per visit of an edit address; an unknown code goes back to Settings.
  const openedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!editCode) {
      openedFor.current = null;
      return;
    }
    if (openedFor.current === editCode || !preferencesKnown) return;
    if (!editing) {
      navigate(paths.client.settings.href(), { replace: true });
      return;
    }
    openedFor.current = editCode;
    send({ type: 'preference.edit', documentType: { codeCode: editing.codeCode, codeType: editing.codeType } });
  }, [editCode, editing, preferencesKnown, navigate, send]);

  // The modal closed (Cancel or a save): leave its address. Only a close counts, not the render
  // in which the URL has just asked to open it.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!editorClosed) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    if (editCode) navigate(paths.client.settings.href(), { replace: true });
  }, [editCode, editorClosed, navigate]);

  const dispatch = useCallback((event: DeliveryPreferenceEvent) => send(event), [send]);
  const offered = context.editor ? offeredOptions(context.deliveryOptions, context.optionsByDocumentType, context.editor.documentType) : [];
  return { snapshot, send: dispatch, types, editing, offered };
}
