/**
 * True once the component's first render has been painted (the frame after its commit): for what a
 * page loads after its own content — the inactivity timer, the home page's chart — so that those
 * requests start after the page's content is on screen instead of competing with it.
 */
import { startTransition, useEffect, useState } from 'react';

/** When no frame has been painted by then (a background tab), the answer is true all the same. */
export const HIDDEN_TAB_FALLBACK_MS = 1000;

export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before that frame's paint; the task it queues runs after it.
    // In a transition (issue 35 item 3): what waited for the paint renders in slices, not one long task.
    const reveal = () => startTransition(() => setPainted(true));
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(reveal, 0);
    });
    // A page opened in a background tab paints no frame until it is shown: its timer starts anyway.
    const fallback = setTimeout(reveal, HIDDEN_TAB_FALLBACK_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, []);
  return painted;
}
