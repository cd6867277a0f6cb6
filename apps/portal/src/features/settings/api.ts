/**
 * The settings feature's server calls (spec §7): the client preferences, the delivery options and
 * saving one delivery preference. Answers go into the session copy, so a save shows everywhere.
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
    const answer = await call(routes.clientPreferences, { signal });
    clientPreferencesStore.setPreferences(answer.clientPreferences);
    return answer;
  },
  async deliveryOptions(signal?: AbortSignal): Promise<CorrespondenceDeliveryOptionsResponse> {
    const answer = await call(routes.correspondenceDeliveryOptions, { signal });
    clientPreferencesStore.setOptions(answer);
    return answer;
  },
  async saveDeliveryPreference(body: DeliveryPreferenceRequest, signal?: AbortSignal): Promise<DeliveryPreferenceResponse> {
    const answer = await call(routes.correspondenceDeliveryPreference, { json: body, signal });
    clientPreferencesStore.setDeliveryPreferences(answer.currentPreferences);
    return answer;
  },
};
