/**
 * The public pages' location (a small router instead of React Router, which is 12 KiB gzip of the
 * login page's first JS): window.history as an external store for useSyncExternalStore. Entries keep
 * React Router's `{ usr, key, idx }` shape, so state survives a reload and the client app reads it alike.
 */

export interface PublicLocation {
  pathname: string;
  search: string;
  hash: string;
  /** The state a navigation carried (React Router's `location.state`), null without one. */
  state: unknown;
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface HistoryEntry {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const listeners = new Set<() => void>();
let snapshot: PublicLocation | null = null;

function entry(): HistoryEntry {
  return (window.history.state as HistoryEntry | null) ?? {};
}

/** The current location; the same object until it changes (useSyncExternalStore compares by identity). */
export function currentLocation(): PublicLocation {
  const { pathname, search, hash } = window.location;
  const { usr = null, key = 'default' } = entry();
  if (snapshot?.key === key && snapshot.pathname === pathname && snapshot.search === search && snapshot.hash === hash) return snapshot;
  snapshot = { pathname, search, hash, state: usr, key };
  return snapshot;
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** Back and forward (popstate) and this module's own navigations. */
export function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

/** A location from an address (the prerender's, which has no history). */
export function parseLocation(href: string, state: unknown = null): PublicLocation {
  const url = new URL(href, 'http://prerender.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: 'default' };
}

/** Goes to `to` (an address, or a step back or forward as a number) within this document. */
export function navigate(to: string | number, options: NavigateOptions = {}): void {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const idx = (entry().idx ?? 0) + (options.replace ? 0 : 1);
  const next: HistoryEntry = { usr: options.state ?? null, key: Math.random().toString(36).slice(2, 10), idx };
  if (options.replace) window.history.replaceState(next, '', to);
  else window.history.pushState(next, '', to);
  notify();
}
