/**
 * The session's one cache for server data (issues 18, 34): the client resource, analyses, the client's
 * preferences and delivery options, and the unread-documents flag. Every reader goes through `read`
 * (one request per key however many loaders ask; a failed one is forgotten at once, so Retry fetches),
 * and every write says which keys it changes: `invalidate(...prefixes)` drops them (the next read
 * fetches), `set` puts the write's own answer in their place. Keys are '<kind>:<clientId>[:…]', so a
 * prefix names one kind for one client ('unread-documents:7') or all of a kind ('analysis:').
 * Cleared whole when the session ends or changes hands: logout, another user's login, impersonation,
 * a 401 from any data call (shared/unauthorised.ts), and by the sign-in writes (`forgettingAfter`).
 *
 * Why not TanStack Query (the kept library for this): it costs ~12 KiB gzip on /client/home, whose
 * initial JS is held at 150 KiB and sits within 0.2 KiB of it; the portal needs only keyed promises,
 * prefix invalidation and a clear, which this module is (docs/architecture/portal.md, "Session cache").
 */
import { sessionStore } from './session.ts';
import { UNAUTHORISED_EVENT } from './unauthorised.ts';

const kept = new Map<string, Promise<unknown>>();
/** Answers that have arrived, for screens that render synchronously (useSyncExternalStore). */
const settled = new Map<string, unknown>();
const listeners = new Set<() => void>();

const changed = () => listeners.forEach((listener) => listener());

/** Keeps `promise` for `key` (a failure is forgotten at once unless `keepFailure`); the caller's signal aborts its own wait only. */
function keep<T>(key: string, promise: Promise<T>, keepFailure: boolean, signal?: AbortSignal): Promise<T> {
  kept.set(key, promise);
  settled.delete(key);
  promise.then(
    (value) => {
      if (kept.get(key) !== promise) return;
      settled.set(key, value);
      changed();
    },
    () => {
      if (!keepFailure && kept.get(key) === promise) kept.delete(key);
    },
  );
  return waitFor(promise, signal);
}

function waitFor<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  return signal
    ? Promise.race([
        promise,
        new Promise<never>((_, reject) => {
          const abort = () => reject(signal.reason as Error);
          if (signal.aborted) abort();
          signal.addEventListener('abort', abort, { once: true });
        }),
      ])
    : promise;
}

export const sessionCache = {
  /** The kept answer for `key`, or `fetch()`'s (run without the caller's signal, so one caller leaving cannot fail the others). */
  read<T>(key: string, fetch: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const known = kept.get(key) as Promise<T> | undefined;
    return known ? waitFor(known, signal) : keep(key, fetch(), false, signal);
  },
  /**
   * `fetch()` afresh in place of what `key` held (the shell entering or its Retry). Its failure is
   * kept too, so the screens' loaders of the same navigation share it rather than asking again.
   */
  refresh<T>(key: string, fetch: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const promise = fetch();
    promise.catch(() => undefined);
    return keep(key, promise, true, signal);
  },
  /** The kept request for `key`, if any (not fetching). */
  peek: <T>(key: string): Promise<T> | undefined => kept.get(key) as Promise<T> | undefined,
  /** The arrived answer for `key`, if any. */
  settled: <T>(key: string): T | undefined => settled.get(key) as T | undefined,
  /** A write's own answer in place of what `key` held, for every later reader. */
  set(key: string, value: unknown): void {
    kept.set(key, Promise.resolve(value));
    settled.set(key, value);
    changed();
  },
  /** The one invalidation rule: a write drops every key starting with one of its prefixes ('' drops all). */
  invalidate(...prefixes: string[]): void {
    for (const key of kept.keys())
      if (prefixes.some((prefix) => key.startsWith(prefix))) {
        kept.delete(key);
        settled.delete(key);
      }
    changed();
  },
  /** Drops everything (the session ended or changed hands). */
  clear(): void {
    sessionCache.invalidate('');
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Wraps a write so that the keys under `prefixes` are dropped when it is sent and again when it answers. */
export function invalidatingAfter<A extends unknown[], R>(
  prefixes: string[],
  write: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args) => {
    sessionCache.invalidate(...prefixes);
    return write(...args).finally(() => sessionCache.invalidate(...prefixes));
  };
}

/** A write that starts or ends a session (login, logout, password change, terms): drops everything. */
export const forgettingAfter = <A extends unknown[], R>(write: (...args: A) => Promise<R>) => invalidatingAfter([''], write);

// Whose data the cache holds: a logout, another user's login or an adviser switching client clears it.
const owner = () => {
  const session = sessionStore.get();
  return session ? `${session.id}:${session.adviserId}:${session.impersonatedClient?.clientId}` : null;
};
let heldFor = owner();
sessionStore.subscribe(() => {
  const now = owner();
  if (now === heldFor) return;
  heldFor = now;
  sessionCache.clear();
});

// A 401 from a data call: the server has ended the session.
globalThis.addEventListener?.(UNAUTHORISED_EVENT, () => sessionCache.clear());
