/**
 * RAC portals overlays to <body>, outside the ThemeProvider element, so the overlay wrappers in this
 * folder put the theme's class and firm variables back on the portalled layer — the only place that
 * does. These build the wrappers' `composeRenderProps` callbacks.
 */
import type { CSSProperties } from 'react';
import type { ResolvedTheme } from '../themes/ThemeFrame.tsx';
import { cx } from '../utils/cx.ts';

/** Theme class first, then the shared surface, then the caller's own class. */
export const themedClassName =
  (theme: ResolvedTheme, base?: string) =>
  (className: string | undefined): string =>
    cx(theme.className, base, className);

/** The firm's inline variables, with the caller's style on top. */
export const themedStyle =
  (theme: ResolvedTheme) =>
  (style: CSSProperties | undefined): CSSProperties | undefined =>
    theme.style || style ? { ...theme.style, ...style } : undefined;
