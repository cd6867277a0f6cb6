/**
 * Hides the top bar while the user scrolls down past a threshold; any upward scroll shows it again
 * (spec §2, §9). In the iOS landscape narrow layout it is always shown (spec §2): Safari's own bars
 * come and go there as the page scrolls, and a hiding top bar left the page without its header.
 */
import { useEffect, useState } from 'react';
import { layout, media } from '../themes/layout.ts';

/** iPhone, iPod, or an iPad (which reports itself as a Mac with touch). */
export function isIos(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  return /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

/** Whether an iOS device is showing the narrow layout in landscape, following orientation changes. */
export function useIosLandscapeNarrow(): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (!isIos() || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(media.landscapeNarrow);
    setMatches(query.matches);
    const onChange = (event: MediaQueryListEvent) => setMatches(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return matches;
}

export interface HideOnScrollOptions {
  /** Keep the bar shown, e.g. while the side menu is open. @default false */
  isDisabled?: boolean;
}

export function useHideOnScroll(threshold: number = layout.scrollHideThreshold, options: HideOnScrollOptions = {}): boolean {
  const alwaysShown = useIosLandscapeNarrow();
  const isDisabled = (options.isDisabled ?? false) || alwaysShown;
  const [isHidden, setHidden] = useState(false);
  useEffect(() => {
    if (isDisabled) return undefined;
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= threshold) setHidden(false);
      else if (y > lastY) setHidden(true);
      else if (y < lastY) setHidden(false);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold, isDisabled]);
  return !isDisabled && isHidden;
}
