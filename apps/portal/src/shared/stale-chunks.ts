/**
 * After a deploy, a tab opened before it still runs the old build, whose lazily loaded chunks (content
 * hashed) the new build no longer has: opening a page not visited yet would fail. Vite reports such a
 * failed dynamic import as `vite:preloadError` on window; the tab then reloads, once, into the new build
 * (which fetches the current chunks). A second failure within a minute is a real outage, not a deploy:
 * no reload loop, the error goes on to the app's own handling.
 */
export const STALE_CHUNK_RELOAD_KEY = 'portal:stale-chunk-reload';
const ONCE_WITHIN_MS = 60_000;

export interface StaleChunkReloadTarget {
  addEventListener: Window['addEventListener'];
  removeEventListener: Window['removeEventListener'];
  location: Pick<Location, 'reload'>;
}

/** Installs the handler; returns the uninstaller. */
export function installStaleChunkReload(
  target: StaleChunkReloadTarget = window,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage(),
  now: () => number = Date.now,
): () => void {
  const onPreloadError = (event: Event) => {
    // Without session storage "once" cannot be remembered across the reload: no reload at all.
    if (!storage) return;
    const last = Number(storage.getItem(STALE_CHUNK_RELOAD_KEY) ?? 0);
    if (now() - last < ONCE_WITHIN_MS) return;
    storage.setItem(STALE_CHUNK_RELOAD_KEY, String(now()));
    // Handled: Vite does not rethrow the import's error while the page goes.
    event.preventDefault();
    target.location.reload();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // A sandboxed frame or blocked storage throws on access.
    return null;
  }
}
