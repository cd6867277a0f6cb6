/**
 * The width of an element: read once before paint (so a narrow layout does not flash the wide one
 * first), then kept up to date with ResizeObserver. Where nothing can be measured (jsdom, some print
 * engines) the fallback width is used and `isMeasured` is false.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export function useElementWidth<T extends HTMLElement>(fallbackWidth: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const measured = ref.current?.getBoundingClientRect().width;
    if (measured) setWidth(Math.round(measured));
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.width;
      if (measured) setWidth(Math.round(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width: width ?? fallbackWidth, isMeasured: width !== undefined };
}
