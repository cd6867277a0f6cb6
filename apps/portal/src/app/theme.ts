/**
 * Loads the firm theme for the logged-in user (spec §7 locations/theme): the theme resource, then
 * its logo as a blob. Any failure falls back to the default theme; public pages use the default.
 */
import { useEffect, useState } from 'react';
import { linkHref } from '@portal/api/browser';
import { calls } from './api.ts';

export interface FirmTheme {
  highlightColour?: string;
  logoSrc?: string;
  themeName?: string;
}

export interface ThemeState {
  isThemeReady: boolean;
  theme: FirmTheme | undefined;
}

async function loadTheme(signal: AbortSignal): Promise<FirmTheme | undefined> {
  const resource = await calls.theme();
  if (!resource.isBranded) return undefined;
  const logoHref = linkHref(resource, 'logo');
  let logoSrc: string | undefined;
  if (logoHref) {
    const response = await fetch(logoHref, { credentials: 'same-origin', signal });
    if (response.ok) logoSrc = URL.createObjectURL(await response.blob());
  }
  return { highlightColour: resource.highlightColour ?? undefined, logoSrc, themeName: resource.themeName };
}

/** `userKey` changes when a different user (or impersonated client) logs in; null means logged out. */
export function useFirmTheme(userKey: string | null): ThemeState {
  const [state, setState] = useState<ThemeState>({ isThemeReady: userKey === null, theme: undefined });
  useEffect(() => {
    if (userKey === null) {
      setState({ isThemeReady: true, theme: undefined });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, isThemeReady: false }));
    loadTheme(controller.signal).then(
      (theme) => !controller.signal.aborted && setState({ isThemeReady: true, theme }),
      () => !controller.signal.aborted && setState({ isThemeReady: true, theme: undefined }),
    );
    return () => controller.abort();
  }, [userKey]);
  return state;
}
