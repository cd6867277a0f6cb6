/**
 * True once the component's first render has been painted (the frame after its commit): for what a
 * page loads after its own content — the inactivity timer, the home page's chart — so that those
 * requests start after the page's content is on screen instead of competing with it.
 */
import { useEffect, useState } from 'react';

/** When no frame has been painted by then (a background tab), the answer is true all the same. */
export const HIDDEN_TAB_FALLBACK_MS = 1000;

export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before that frame's paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    // A page opened in a background tab paints no frame until it is shown: its timer starts anyway.
    const fallback = setTimeout(() => setPainted(true), HIDDEN_TAB_FALLBACK_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, []);
  return painted;
}
