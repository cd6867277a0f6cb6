/**
 * After a client-side navigation (both apps: RouteChange.tsx, public/public-route-change.ts): focus
 * moves to the new page's h1 once it is rendered — its main landmark if none comes — unless the user
 * has moved focus meanwhile (WCAG 2.4.3).
 */

/** How long focus waits for a page still loading (its chunk, its data) to render its heading. */
const HEADING_WAIT_MS = 5000;

/** `previous`: the old page's heading, still on screen when the navigation starts (not the new page's). */
export function focusPageHeading(doc: Document = document, previous: Element | null = null, waitMs = HEADING_WAIT_MS): () => void {
  const startedOn = doc.activeElement;
  const deadline = Date.now() + waitMs;
  let frame = 0;
  const focus = (target: HTMLElement) => {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  const attempt = () => {
    const moved = doc.activeElement !== startedOn && doc.activeElement !== doc.body;
    if (moved && startedOn?.isConnected) return;
    const main = doc.querySelector<HTMLElement>('main');
    const heading = (main ?? doc).querySelector<HTMLElement>('h1');
    if (heading && heading !== previous) return focus(heading);
    if (Date.now() >= deadline) {
      if (main) focus(main);
      return;
    }
    frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}
