/**
 * A 401 from any data call ends the session in the client app (spec §8: failures may force logout): the
 * server no longer knows the session (it expired, was signed out from another device, or the server's
 * sessions were cleared), so rather than a load failure on one screen the shell shows the session-ended
 * message (app/shell/Inactivity.tsx listens for UNAUTHORISED_EVENT). Installed by the client app's entry
 * only — the public pages expect 401s and keep their bytes — by watching the page's fetch: every call,
 * typed or following a HAL link, goes through it.
 */
export const UNAUTHORISED_EVENT = 'portal:unauthorised';

// A 401 may come just before the shell listens (a screen's loader runs beside the shell's): kept until taken,
// for a few seconds only, so a late answer to the last session's call cannot end the next one.
const PENDING_FOR_MS = 5000;
let pendingAt: number | null = null;

/** Whether a data call was answered 401 in the last few seconds and not yet taken; clears it. */
export function takeUnauthorised(now = Date.now()): boolean {
  const at = pendingAt;
  pendingAt = null;
  return at !== null && now - at <= PENDING_FOR_MS;
}

/** The data calls: /nui/nbs/… and /nui/nsbs/… (the public ones answer 401 by design, e.g. a wrong password). */
const DATA_CALL = /^\/nui\/ns?bs\//;

function pathOf(input: RequestInfo | URL): string {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, 'http://portal.invalid').pathname;
}

/** Wraps `target.fetch` (the page's); UNAUTHORISED_EVENT is raised on `events`; returns the uninstaller. */
export function installUnauthorisedWatch(target: { fetch: typeof fetch } = globalThis, events: EventTarget = window): () => void {
  const original = target.fetch;
  const watched: typeof fetch = async (input, init) => {
    const response = await original.call(target, input, init);
    if (response.status === 401 && DATA_CALL.test(pathOf(input))) {
      pendingAt = Date.now();
      events.dispatchEvent(new Event(UNAUTHORISED_EVENT));
    }
    return response;
  };
  target.fetch = watched;
  return () => {
    if (target.fetch === watched) target.fetch = original;
  };
}
