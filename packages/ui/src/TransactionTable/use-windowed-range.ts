/**
 * Fixed-height windowing (or, given the lines' offsets, windowing of lines of a few heights): from the scroll position, the slice of lines to render plus the space
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
  /**
   * When lines differ in height: the offset of each line's top and, last, the total height (count + 1
   * entries); `lineHeight` is then the tallest line's. @default every line `lineHeight` high
   */
  offsets?: readonly number[] | null;
}

/** The index of the line covering `top` in `offsets` (binary search). */
function lineAt(offsets: readonly number[], top: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((offsets[mid] as number) <= top) low = mid;
    else high = mid - 1;
  }
  return Math.max(0, low);
}

export function useWindowedRange({ count, lineHeight, viewportHeight, overscan, offsets = null }: WindowedRangeOptions): WindowedRange {
  const [firstVisible, setFirstVisible] = useState(0);
  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const top = event.currentTarget.scrollTop;
      setFirstVisible(offsets ? lineAt(offsets, top) : Math.max(0, Math.floor(top / lineHeight)));
    },
    [lineHeight, offsets],
  );
  const visible = Math.ceil(viewportHeight / lineHeight);
  if (offsets) {
    const total = offsets[count] ?? 0;
    // Clamp so a shorter list (after a filter) still shows its last lines.
    const first = Math.min(firstVisible, lineAt(offsets, Math.max(0, total - viewportHeight)));
    // Enough lines to fill the viewport whatever their heights.
    const last = Math.min(count, lineAt(offsets, (offsets[first] ?? 0) + viewportHeight) + 1);
    const start = Math.max(0, first - overscan);
    const end = Math.min(count, last + overscan);
    return { start, end, before: offsets[start] ?? 0, after: total - (offsets[end] ?? total), onScroll };
  }
  // Clamp so a shorter list (after a filter) still shows its last lines.
  const first = Math.min(firstVisible, Math.max(0, count - visible));
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, first + visible + overscan);
  return { start, end, before: start * lineHeight, after: (count - end) * lineHeight, onScroll };
}
