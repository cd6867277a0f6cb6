/** Hides the top bar while the user scrolls down past a threshold; any upward scroll shows it again (spec §2, §9). */
import { useEffect, useState } from 'react';
import { layout } from '../themes/layout.ts';

export interface HideOnScrollOptions {
  /** Keep the bar shown, e.g. while the side menu is open. @default false */
  isDisabled?: boolean;
}

export function useHideOnScroll(threshold: number = layout.scrollHideThreshold, { isDisabled = false }: HideOnScrollOptions = {}): boolean {
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
