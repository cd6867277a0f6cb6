/**
 * Fixed-height windowing: from the scroll position, the slice of lines to render plus the space
 * above and below it. Only a change of the first visible line re-renders the list, not every
 * scroll event, and the DOM holds a window of lines however many there are.
 */
import { useCallback, useState } from 'react';
import type { UIEvent } from 'react';

export interface WindowedRange {
  /** First line to render (inclusive). */
  start: number;
  /** Line after the last to render (exclusive). */
  end: number;
  /** Height in px of the lines above the window. */
  before: number;
  /** Height in px of the lines below the window. */
  after: number;
  onScroll: (event: UIEvent<HTMLElement>) => void;
}

export interface WindowedRangeOptions {
  count: number;
  /** Height of one line in px (every line has the same height). */
  lineHeight: number;
  /** Height of the scrolling viewport in px. */
  viewportHeight: number;
  /** Lines rendered beyond each edge so keyboard focus and fast scrolls find rows ready. */
  overscan: number;
}

export function useWindowedRange({ count, lineHeight, viewportHeight, overscan }: WindowedRangeOptions): WindowedRange {
  const [firstVisible, setFirstVisible] = useState(0);
  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => setFirstVisible(Math.max(0, Math.floor(event.currentTarget.scrollTop / lineHeight))),
    [lineHeight],
  );
  const visible = Math.ceil(viewportHeight / lineHeight);
  // Clamp so a shorter list (after a filter) still shows its last lines.
  const first = Math.min(firstVisible, Math.max(0, count - visible));
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, first + visible + overscan);
  return { start, end, before: start * lineHeight, after: (count - end) * lineHeight, onScroll };
}
