/**
 * The portal's session copy of the client's preferences (spec §3 User session: preferences with
 * adHocFeeAuth, correspondenceDelivery.currentPreferences and the delivery options). Settings and
 * Authorisations read it instead of asking again (the session's own preferences when login or
 * session-info brought them), and a successful save writes the new value here and into the
 * session, so every screen shows what was saved. It belongs to one signed-in client and is dropped
 * when the session ends or changes hands.
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

/** The session's preferences as the client preferences call answers them, when the session has them. */
function fromSession(): ClientPreferences | null {
  const preferences = sessionStore.get()?.preferences;
  return preferences ? { adHocFeeAuth: preferences.adHocFeeAuth, correspondenceDelivery: preferences.correspondenceDelivery } : null;
}

/** Writes a saved change into the session's preferences too (the copy login and session-info refresh). */
function intoSession(change: Partial<ClientPreferences>): void {
  const session = sessionStore.get();
  if (session?.preferences) sessionStore.set({ ...session, preferences: { ...session.preferences, ...change } });
}

export const clientPreferencesStore = {
  preferences: (): ClientPreferences | null => mine().preferences ?? fromSession(),
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
    const known = own.preferences ?? fromSession();
    if (known) own.preferences = { ...known, correspondenceDelivery: { currentPreferences } };
    intoSession({ correspondenceDelivery: { currentPreferences } });
  },
  /** After a saved fee authority: the new status. */
  setAdHocFeeAuth(adHocFeeAuth: AdHocFeeAuth) {
    const own = mine();
    const known = own.preferences ?? fromSession();
    if (known) own.preferences = { ...known, adHocFeeAuth };
    intoSession({ adHocFeeAuth });
  },
  clear() {
    held = { clientId: null, preferences: null, options: null };
  },
};

// A logout (or another user's login) drops the copy at once, not only on the next read.
sessionStore.subscribe(() => {
  if (held.clientId !== null && held.clientId !== currentClientId()) clientPreferencesStore.clear();
});
