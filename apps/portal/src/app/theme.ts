/**
 * Loads the firm theme for the logged-in user (spec §7 locations/theme): the theme resource, then
 * its logo as a blob, resolved for the themed frame (ThemeFrame). Any failure falls back to the
 * default theme; public pages use the default. The caller gives the resolver (the colour arithmetic):
 * the client app, whose pages wait for the theme, has it at hand; the public pages, where a firm theme
 * is rare (a signed-in user on /terms), load it beside the theme resource, out of their first script.
 */
import { useEffect, useState } from 'react';
import { href, linkHref, startRoutes, type LocationTheme } from '@portal/api/browser';
import type { resolveTheme, ResolvedTheme } from '@portal/ui/themes';
import { api, startCalls } from '../shared/api-client.ts';
import { fetchOrEarly } from '../shared/early-requests.ts';

export interface ThemeState {
  isThemeReady: boolean;
  /** The firm theme, resolved; undefined for the default theme. */
  theme: ResolvedTheme | undefined;
}

/** Gives resolveTheme (`@portal/ui/themes`), statically imported or loaded on demand. */
export type ThemeResolver = () => Promise<typeof resolveTheme>;

/**
 * The theme resource: GET /nui/nbs/locations/1; if that is not ok, the user's location resource (for an
 * adviser its own, for an adviser viewing a client the client's adviser's) and its `theme` link.
 */
async function themeResource(fallbackLocationId: number | null, signal: AbortSignal): Promise<LocationTheme> {
  try {
    return await startCalls.theme();
  } catch (error) {
    if (fallbackLocationId === null) throw error;
    const location = await api.request<{ _links?: Record<string, { href: string }> }>(
      href(startRoutes.locationResource, { locationId: fallbackLocationId }),
      null,
      { signal },
    );
    const themeHref = linkHref(location, 'theme');
    if (!themeHref) throw error;
    return api.request<LocationTheme>(themeHref, null, { signal });
  }
}

async function loadTheme(
  fallbackLocationId: number | null,
  resolve: ThemeResolver,
  signal: AbortSignal,
): Promise<ResolvedTheme | undefined> {
  const resolver = resolve();
  // Not awaited when the theme fails first: a failed import must not be an unhandled rejection.
  resolver.catch(() => undefined);
  const resource = await themeResource(fallbackLocationId, signal);
  if (!resource.isBranded) return undefined;
  const logoHref = linkHref(resource, 'logo');
  let logoSrc: string | undefined;
  if (logoHref) {
    // The early requests (shared/early-requests.ts) may have fetched it already.
    const response = await fetchOrEarly(logoHref, { credentials: 'same-origin', signal });
    if (response.ok) logoSrc = URL.createObjectURL(await response.blob());
  }
  return (await resolver)({ highlightColour: resource.highlightColour ?? undefined, logoSrc, themeName: resource.themeName });
}

/** `userKey` changes when a different user (or impersonated client) logs in; null means logged out. */
export function useFirmTheme(userKey: string | null, fallbackLocationId: number | null, resolve: ThemeResolver): ThemeState {
  const [state, setState] = useState<ThemeState>({ isThemeReady: userKey === null, theme: undefined });
  useEffect(() => {
    if (userKey === null) {
      setState({ isThemeReady: true, theme: undefined });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, isThemeReady: false }));
    loadTheme(fallbackLocationId, resolve, controller.signal).then(
      (theme) => !controller.signal.aborted && setState({ isThemeReady: true, theme }),
      () => !controller.signal.aborted && setState({ isThemeReady: true, theme: undefined }),
    );
    return () => controller.abort();
    // The fallback location follows the user, the resolver is the caller's constant: userKey alone decides when to reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userKey]);
  return state;
}
