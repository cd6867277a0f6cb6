/**
 * The first data requests of a client page, started by a tiny script of their own (app/early-entry.ts)
 * while the app's JS downloads, and adopted by the app's first matching call (shared/api.ts and the
 * theme's logo, app/theme.ts), so the page's data no longer waits for JS → session-info → client, or
 * JS → first render → theme → logo, one after the other. Each early
 * answer is used once; later calls fetch afresh (the /nui answers are no-store).
 */
import { fillPath, linkHref, startRoutes, type LocationTheme } from '@portal/api/browser';

/** URL → the early response; on globalThis so both scripts see the same table whatever the chunking. */
const TABLE = Symbol.for('portal.earlyRequests');
type Table = Map<string, Promise<Response>>;

function table(): Table {
  const holder = globalThis as unknown as Record<symbol, Table | undefined>;
  holder[TABLE] ??= new Map();
  return holder[TABLE];
}

/** Fetched and read in full at once (a response nobody reads would keep its request open), kept as a Response. */
function earlyFetch(path: string): Promise<Response> {
  // Same mode and credentials as the fetch client.
  const response = fetch(path, { credentials: 'same-origin' }).then(
    async (r) => new Response(await r.blob(), { status: r.status, statusText: r.statusText, headers: r.headers }),
  );
  // An early answer nobody takes (the page went elsewhere) must not fail as an unhandled rejection;
  // whoever takes it still sees the failure.
  response.catch(() => undefined);
  return response;
}

interface EarlySession {
  id?: unknown;
  termsAccepted?: unknown;
}

/**
 * The firm theme of a signed-in user (app/theme.ts waits for it before the first page renders): the
 * theme resource, then its logo when the firm is branded.
 */
function startTheme(early: Table): void {
  const themePath = startRoutes.rootLocation.path;
  const theme = earlyFetch(themePath);
  early.set(themePath, theme);
  void theme
    .then((response) => (response.ok ? (response.clone().json() as Promise<LocationTheme>) : null))
    .then((resource) => {
      const logoHref = resource?.isBranded ? linkHref(resource, 'logo') : undefined;
      if (logoHref) early.set(logoHref, earlyFetch(logoHref));
    })
    .catch(() => undefined);
}

/** The session check, then the user's theme and the signed-in client's record; nothing more for a visitor (no session). */
export function startEarlyRequests(search: string): void {
  // Print mode does not ask session-info (the root loader sends it to the print page).
  if (new URLSearchParams(search).has('print')) return;
  const early = table();
  const sessionPath = startRoutes.sessionInfo.path;
  const session = earlyFetch(sessionPath);
  early.set(sessionPath, session);
  void session
    .then((response) => (response.ok ? (response.clone().json() as Promise<EarlySession | null>) : null))
    .then((info) => {
      if (info === null || typeof info !== 'object') return;
      // Every signed-in user's pages wait for the theme (app/theme.ts).
      startTheme(early);
      // A client with accepted terms goes on to the client record (the client guard's next call).
      if (typeof info.id !== 'number' || info.termsAccepted !== true) return;
      const clientPath = fillPath(startRoutes.client.path, { clientId: info.id });
      early.set(clientPath, earlyFetch(clientPath));
    })
    .catch(() => undefined);
}

/** The early response for a GET of `url`, once; undefined when there is none (then the app fetches). */
export function takeEarlyResponse(url: string, method: string): Promise<Response> | undefined {
  if (method !== 'GET') return undefined;
  const early = table();
  const response = early.get(url);
  early.delete(url);
  return response;
}

/** fetch, but a GET the page's HTML already started takes that early answer (once). */
export function fetchOrEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return takeEarlyResponse(String(input), init?.method ?? 'GET') ?? globalThis.fetch(input, init);
}
