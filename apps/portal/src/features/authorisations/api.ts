/**
 * The authorisations feature's server calls (spec §7): the client preferences (through the session
 * cache, shared/client-preferences.ts) and the ad-hoc fee authority update, whose answer replaces the
 * cached preferences' fee authority.
 */
import { call, routes, type AdHocFeeAuth, type AdHocFeeAuthRequest, type AdHocFeeAuthResponse } from '@portal/api/browser';
import { clientPreferencesStore } from '../../shared/client-preferences.ts';

export const authorisationsApi = {
  async adHocFeeAuth(signal?: AbortSignal): Promise<AdHocFeeAuth> {
    return (await clientPreferencesStore.read(signal)).adHocFeeAuth;
  },
  async update(body: AdHocFeeAuthRequest): Promise<AdHocFeeAuthResponse> {
    const answer = await call(routes.adHocFeeAuth, { json: body });
    clientPreferencesStore.setAdHocFeeAuth({ enabled: answer.newStatus, lastUpdated: answer.lastUpdated });
    return answer;
  },
};
