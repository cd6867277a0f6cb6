/**
 * The portal's session copy of the client's preferences (spec §3 User session: preferences with
 * adHocFeeAuth, correspondenceDelivery.currentPreferences and the delivery options). Settings and
 * Authorisations read it instead of asking again, and a successful save writes the new value here,
 * so every screen shows what was saved. It belongs to one signed-in client and is dropped when the
 * session ends or changes hands.
 */
import type {
  AdHocFeeAuth,
  ClientPreferencesResponse,
  CorrespondenceDeliveryOptionsResponse,
  DeliveryPreference,
} from '@portal/api/browser';
import { sessionStore } from './session.ts';

export type ClientPreferences = ClientPreferencesResponse['clientPreferences'];

interface Held {
  clientId: number | null;
  preferences: ClientPreferences | null;
  options: CorrespondenceDeliveryOptionsResponse | null;
}

let held: Held = { clientId: null, preferences: null, options: null };

const currentClientId = () => sessionStore.get()?.impersonatedClient?.clientId ?? sessionStore.get()?.id ?? null;

/** The copy, only while it belongs to the signed-in client. */
function mine(): Held {
  const clientId = currentClientId();
  if (clientId === null || held.clientId !== clientId) held = { clientId, preferences: null, options: null };
  return held;
}

export const clientPreferencesStore = {
  preferences: (): ClientPreferences | null => mine().preferences,
  options: (): CorrespondenceDeliveryOptionsResponse | null => mine().options,
  setPreferences(preferences: ClientPreferences) {
    mine().preferences = preferences;
  },
  setOptions(options: CorrespondenceDeliveryOptionsResponse) {
    mine().options = options;
  },
  /** After a saved delivery preference: the server's list as now stored. */
  setDeliveryPreferences(currentPreferences: DeliveryPreference[]) {
    const own = mine();
    if (own.preferences) own.preferences = { ...own.preferences, correspondenceDelivery: { currentPreferences } };
  },
  /** After a saved fee authority: the new status. */
  setAdHocFeeAuth(adHocFeeAuth: AdHocFeeAuth) {
    const own = mine();
    if (own.preferences) own.preferences = { ...own.preferences, adHocFeeAuth };
  },
  clear() {
    held = { clientId: null, preferences: null, options: null };
  },
};

// A logout (or another user's login) drops the copy at once, not only on the next read.
sessionStore.subscribe(() => {
  if (held.clientId !== null && held.clientId !== currentClientId()) clientPreferencesStore.clear();
});
