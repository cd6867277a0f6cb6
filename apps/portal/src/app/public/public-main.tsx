/**
 * The public pages' browser entry: print mode goes to the print page; otherwise session-info starts,
 * the prerendered page's component loads (its chunk is preloaded by the page's HTML) and React hydrates
 * the server's markup. A hydration mismatch is reported as a console error (the e2e test fails on it).
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startCalls } from '../../shared/api-client.ts';
import { installRuntimeErrorReporting } from '../../shared/fatal.ts';
import { hydrateSessionOnce } from '../../shared/session.ts';
import { installStaleChunkReload } from '../../shared/stale-chunks.ts';
import { printModeHref } from '../print-mode-href.ts';
import { PublicApp } from './PublicApp.tsx';
import { isPublicPath, loadPublicPage, PUBLIC_PATHS } from './public-pages.ts';
import { PublicRouter } from './router/PublicRouter.tsx';

installRuntimeErrorReporting();
// A tab opened before a deploy reloads (once) when a chunk of its old build is gone.
installStaleChunkReload();

async function start(container: HTMLElement) {
  const printHref = printModeHref(new URL(window.location.href));
  if (printHref) {
    window.location.replace(printHref);
    return;
  }
  void hydrateSessionOnce(startCalls.sessionInfo);
  // Markup was prerendered for the bare path: with navigation state (a reload that kept the username
  // after registering) or a query the page shows (?pin= on register) it cannot match, so it goes at
  // once (not a form without the query's values) and the page renders afresh. `next` only feeds the
  // login flow, never the markup.
  const hasState = (window.history.state as { usr?: unknown } | null)?.usr != null;
  const query = [...new URLSearchParams(window.location.search).keys()].filter((key) => key !== 'next');
  const hydrate = container.firstElementChild !== null && !hasState && query.length === 0;
  if (!hydrate) container.replaceChildren();
  const { pathname } = window.location;
  if (isPublicPath(pathname)) await loadPublicPage(pathname);
  const app = (
    <StrictMode>
      {/* Navigations are plain updates (no transition): a page whose chunk is loading shows its spinner at once. */}
      <PublicRouter>
        <PublicApp />
      </PublicRouter>
    </StrictMode>
  );
  if (hydrate) {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('Hydration mismatch', error),
    });
  } else {
    createRoot(container).render(app);
  }
  // The other public pages, once this one is idle: a form's own navigation (login → terms, register →
  // login) then shows the next page at once instead of a spinner under the new address.
  const prefetch = () => PUBLIC_PATHS.forEach((path) => void loadPublicPage(path).catch(() => undefined));
  if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch);
  else setTimeout(prefetch, 1000);
}

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
void start(container);
