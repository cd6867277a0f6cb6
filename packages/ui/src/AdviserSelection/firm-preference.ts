/**
 * The firm an adviser chose last, kept in localStorage (spec §2: "a previously selected firm is
 * restored"), and the rule for the initial firm: the remembered one if still visible, else the only
 * one when there is exactly one, else none.
 */
import { useCallback } from 'react';

export const firmPreferenceKey = 'portal.adviser.selectedLocationId';

function read(): number | null {
  try {
    const value = window.localStorage.getItem(firmPreferenceKey);
    return value !== null && /^\d+$/.test(value) ? Number(value) : null;
  } catch {
    // Storage can be blocked (privacy settings): then nothing is remembered.
    return null;
  }
}

export function initialFirm(locationIds: readonly number[], remembered: number | null): number | null {
  if (remembered !== null && locationIds.includes(remembered)) return remembered;
  return locationIds.length === 1 ? locationIds[0]! : null;
}

export function useFirmPreference() {
  const remember = useCallback((locationId: number | null) => {
    try {
      if (locationId === null) window.localStorage.removeItem(firmPreferenceKey);
      else window.localStorage.setItem(firmPreferenceKey, String(locationId));
    } catch {
      // See read().
    }
  }, []);
  return { remembered: read, remember, initialFirm };
}
