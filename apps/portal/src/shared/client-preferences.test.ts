import { afterEach, describe, expect, it } from 'vitest';
import { clientPreferencesStore } from './client-preferences.ts';
import { sessionStore } from './session.ts';
import { clientSession } from '../test/portal-fakes.ts';

const preferences = {
  adHocFeeAuth: { enabled: false, lastUpdated: null },
  correspondenceDelivery: { currentPreferences: [] },
};
const statements = { codeCode: 'STMT', codeType: 'DOCTYPE', codeDescription: 'Statements' };
const online = { codeCode: 'ONLINE', codeType: 'DELIVERY', codeDescription: 'Online' };

afterEach(() => sessionStore.set(null));

describe('the session copy of the client preferences', () => {
  it('holds the preferences and takes each save', () => {
    sessionStore.set(clientSession);
    clientPreferencesStore.setPreferences(preferences);
    clientPreferencesStore.setDeliveryPreferences([{ documentType: statements, deliveryOption: online }]);
    clientPreferencesStore.setAdHocFeeAuth({ enabled: true, lastUpdated: '2026-11-24T04:00:00Z' });
    expect(clientPreferencesStore.preferences()).toEqual({
      adHocFeeAuth: { enabled: true, lastUpdated: '2026-11-24T04:00:00Z' },
      correspondenceDelivery: { currentPreferences: [{ documentType: statements, deliveryOption: online }] },
    });
  });

  it('is dropped on logout and never shown to another client', () => {
    sessionStore.set(clientSession);
    clientPreferencesStore.setPreferences(preferences);
    clientPreferencesStore.setOptions({ correspondenceDeliveryOptions: [online], optionsByDocumentType: [] });
    sessionStore.set(null);
    sessionStore.set({ ...clientSession, id: 1000010002 });
    expect(clientPreferencesStore.preferences()).toBeNull();
    expect(clientPreferencesStore.options()).toBeNull();
  });

  it("reads the session's preferences and writes each save into them", () => {
    sessionStore.set({
      ...clientSession,
      preferences: { ...preferences, availableOptions: { allDeliveryOptions: [online] } },
    });
    expect(clientPreferencesStore.preferences()).toEqual(preferences);
    clientPreferencesStore.setDeliveryPreferences([{ documentType: statements, deliveryOption: online }]);
    clientPreferencesStore.setAdHocFeeAuth({ enabled: true, lastUpdated: '2026-11-24T04:00:00Z' });
    expect(sessionStore.get()?.preferences).toEqual({
      adHocFeeAuth: { enabled: true, lastUpdated: '2026-11-24T04:00:00Z' },
      correspondenceDelivery: { currentPreferences: [{ documentType: statements, deliveryOption: online }] },
      availableOptions: { allDeliveryOptions: [online] },
    });
  });
});
