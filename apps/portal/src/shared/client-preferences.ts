/**
 * The client's preferences (spec §3 User session: preferences with adHocFeeAuth,
 * correspondenceDelivery.currentPreferences and the delivery options), kept in the session cache
 * (shared/session-cache.ts) under 'preferences:<clientId>' and 'delivery-options:<clientId>'.
 * Settings and Authorisations read them through it (the session's own preferences when login or
 * session-info brought them), and a successful save puts the new value there and into the
 * session, so every screen shows what was saved. The cache drops them when the session ends or
 * changes hands.
 */
import {
  call,
  routes,
  type AdHocFeeAuth,
  type ClientPreferencesResponse,
  type CorrespondenceDeliveryOptionsResponse,
  type DeliveryPreference,
} from '@portal/api/browser';
import { sessionCache } from './session-cache.ts';
import { sessionStore } from './session.ts';

export type ClientPreferences = ClientPreferencesResponse['clientPreferences'];

const currentClientId = () => sessionStore.get()?.impersonatedClient?.clientId ?? sessionStore.get()?.id ?? null;
const PREFERENCES = 'preferences:';
const OPTIONS = 'delivery-options:';
const key = (kind: string) => `${kind}${currentClientId()}`;

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

function change(update: Partial<ClientPreferences>): void {
  const known = clientPreferencesStore.preferences();
  if (known) sessionCache.set(key(PREFERENCES), { ...known, ...update });
  intoSession(update);
}

export const clientPreferencesStore = {
  preferences: (): ClientPreferences | null => sessionCache.settled<ClientPreferences>(key(PREFERENCES)) ?? fromSession(),
  options: (): CorrespondenceDeliveryOptionsResponse | null => sessionCache.settled(key(OPTIONS)) ?? null,
  /** The preferences: known ones at once, else the server's (one request however many ask). */
  read(signal?: AbortSignal): Promise<ClientPreferences> {
    const known = clientPreferencesStore.preferences();
    if (known) return Promise.resolve(known);
    return sessionCache.read(key(PREFERENCES), async () => (await call(routes.clientPreferences)).clientPreferences, signal);
  },
  /** The delivery options: known ones at once, else the server's. */
  readOptions(signal?: AbortSignal): Promise<CorrespondenceDeliveryOptionsResponse> {
    const known = clientPreferencesStore.options();
    if (known) return Promise.resolve(known);
    return sessionCache.read(key(OPTIONS), () => call(routes.correspondenceDeliveryOptions), signal);
  },
  setPreferences(preferences: ClientPreferences) {
    sessionCache.set(key(PREFERENCES), preferences);
  },
  setOptions(options: CorrespondenceDeliveryOptionsResponse) {
    sessionCache.set(key(OPTIONS), options);
  },
  /** After a saved delivery preference: the server's list as now stored. */
  setDeliveryPreferences(currentPreferences: DeliveryPreference[]) {
    change({ correspondenceDelivery: { currentPreferences } });
  },
  /** After a saved fee authority: the new status. */
  setAdHocFeeAuth(adHocFeeAuth: AdHocFeeAuth) {
    change({ adHocFeeAuth });
  },
  clear() {
    sessionCache.invalidate(PREFERENCES, OPTIONS);
  },
};
