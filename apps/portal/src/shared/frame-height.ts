/**
 * The framed portal (spec §1): when embedded in a frame, post the content height (scroll height
 * plus 40) to the parent whenever it changes — to the parent's origin only, and only when that origin
 * is allowed. The server's CSP frame-ancestors (PORTAL_FRAME_ANCESTORS) already stops any other
 * origin from framing the portal; VITE_PORTAL_FRAME_ANCESTORS, when the build sets it, is checked
 * here too, so a message never goes to an origin the configuration does not name.
 */
import { useEffect } from 'react';

/** The message the parent receives. */
export const FRAME_HEIGHT_MESSAGE = 'portal:height';
export const FRAME_HEIGHT_EXTRA = 40;

const configuredAncestors: string[] = String(import.meta.env.VITE_PORTAL_FRAME_ANCESTORS ?? '')
  .split(/\s+/)
  .filter(Boolean);

/** The framing parent's origin, if the portal is framed and the origin may receive messages. */
export function parentOrigin(win: Window = window, allowed: readonly string[] = configuredAncestors): string | null {
  if (win.parent === win) return null;
  const ancestor = win.location.ancestorOrigins?.[0] ?? (win.document.referrer ? new URL(win.document.referrer).origin : null);
  if (!ancestor || ancestor === 'null') return null;
  const own = win.location.origin;
  if (ancestor !== own && allowed.length > 0 && !allowed.includes(ancestor)) return null;
  return ancestor;
}

export function useFrameHeight(): void {
  useEffect(() => {
    const origin = parentOrigin();
    if (!origin) return undefined;
    let last = -1;
    const post = () => {
      const height = document.documentElement.scrollHeight + FRAME_HEIGHT_EXTRA;
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: FRAME_HEIGHT_MESSAGE, height }, origin);
    };
    post();
    const observer = new ResizeObserver(post);
    observer.observe(document.documentElement);
    observer.observe(document.body);
    const mutations = new MutationObserver(post);
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, []);
}
