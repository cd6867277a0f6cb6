/**
 * Answers kept for the length of the session (issue 18): the client resource and analyses do not
 * change while a client moves between home, account summary and analysis, so each is fetched once.
 * Forgotten whenever the session changes (login, logout, impersonation, session end) and on any
 * write; a failed call is forgotten at once (Retry fetches).
 * The shared request runs without the caller's signal, so one caller leaving cannot fail the others.
 */
import { sessionStore } from './session.ts';

const kept = new Map<string, Promise<unknown>>();

/** The kept answer for `key`, or `fetch()`'s; a caller's own signal still aborts its wait. */
export function remembered<T>(key: string, fetch: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  let promise = kept.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = fetch();
    kept.set(key, promise);
    promise.catch(() => {
      if (kept.get(key) === promise) kept.delete(key);
    });
  }
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Drops every kept answer (login, logout, a write). */
export function forgetSession(): void {
  kept.clear();
}

sessionStore.subscribe(forgetSession);

/** Wraps a write so that what was kept is forgotten once it is sent. */
export function forgettingAfter<A extends unknown[], R>(write: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args) => {
    forgetSession();
    return write(...args).finally(forgetSession);
  };
}
