/**
 * The settings feature's server calls (spec §7): the client preferences, the delivery options and
 * saving one delivery preference. Answers go into the session cache (shared/client-preferences.ts),
 * so a save shows everywhere.
 */
import {
  call,
  routes,
  type ClientPreferencesResponse,
  type CorrespondenceDeliveryOptionsResponse,
  type DeliveryPreferenceRequest,
  type DeliveryPreferenceResponse,
} from '@portal/api/browser';
import { clientPreferencesStore } from '../../shared/client-preferences.ts';

export const settingsApi = {
  async clientPreferences(signal?: AbortSignal): Promise<ClientPreferencesResponse> {
    return { clientPreferences: await clientPreferencesStore.read(signal) };
  },
  async deliveryOptions(signal?: AbortSignal): Promise<CorrespondenceDeliveryOptionsResponse> {
    return clientPreferencesStore.readOptions(signal);
  },
  async saveDeliveryPreference(body: DeliveryPreferenceRequest, signal?: AbortSignal): Promise<DeliveryPreferenceResponse> {
    const answer = await call(routes.correspondenceDeliveryPreference, { json: body, signal });
    clientPreferencesStore.setDeliveryPreferences(answer.currentPreferences);
    return answer;
  },
};
