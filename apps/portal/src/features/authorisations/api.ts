/**
 * The authorisations feature's server calls (spec §7): the client preferences (from the session copy
 * when known) and the ad-hoc fee authority update, whose answer goes into the session copy.
 */
import { call, routes, type AdHocFeeAuth, type AdHocFeeAuthRequest, type AdHocFeeAuthResponse } from '@portal/api/browser';
import { clientPreferencesStore } from '../../shared/client-preferences.ts';

export const authorisationsApi = {
  async adHocFeeAuth(signal?: AbortSignal): Promise<AdHocFeeAuth> {
    const known = clientPreferencesStore.preferences();
    if (known) return known.adHocFeeAuth;
    const answer = await call(routes.clientPreferences, { signal });
    clientPreferencesStore.setPreferences(answer.clientPreferences);
    return answer.clientPreferences.adHocFeeAuth;
  },
  async update(body: AdHocFeeAuthRequest): Promise<AdHocFeeAuthResponse> {
    const answer = await call(routes.adHocFeeAuth, { json: body });
    clientPreferencesStore.setAdHocFeeAuth({ enabled: answer.newStatus, lastUpdated: answer.lastUpdated });
    return answer;
  },
};
