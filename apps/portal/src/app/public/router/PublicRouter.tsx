/**
 * The public pages' router: the location as React context, from window.history in the browser
 * (useSyncExternalStore, so back/forward re-render) or from a fixed address when prerendering.
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { currentLocation, parseLocation, subscribe, type PublicLocation } from './public-history.ts';

const LocationContext = createContext<PublicLocation | null>(null);

function BrowserLocation({ children }: { children: ReactNode }) {
  // The server rendered the bare path of this very address, so hydration reads the same snapshot.
  const location = useSyncExternalStore(subscribe, currentLocation, currentLocation);
  return <LocationContext.Provider value={location}>{children}</LocationContext.Provider>;
}

function StaticLocation({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(() => parseLocation(location), [location]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

/** `location` given: a fixed address (build-time prerendering); else the browser's history. */
export function PublicRouter({ location, children }: { location?: string; children: ReactNode }) {
  return location === undefined ? (
    <BrowserLocation>{children}</BrowserLocation>
  ) : (
    <StaticLocation location={location}>{children}</StaticLocation>
  );
}

export function usePublicLocation(): PublicLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('usePublicLocation outside PublicRouter');
  return location;
}
