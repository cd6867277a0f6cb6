/**
 * Applies the default theme and, for a firm, overrides the highlight-derived variables at runtime
 * (firm colours come from the server, so they cannot be compiled into a class): resolves the firm
 * theme (resolve-theme.ts) and renders the themed frame (ThemeFrame.tsx). An app that loads the firm
 * theme itself resolves it there and renders ThemeFrame, keeping the colour arithmetic out of its
 * first script (the portal's app/theme.ts).
 */
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { resolveTheme } from './resolve-theme.ts';
import { defaultResolvedTheme, ThemeFrame } from './ThemeFrame.tsx';
import type { FirmTheme } from './themes.ts';

export { resolveTheme } from './resolve-theme.ts';
export { useTheme, type ResolvedTheme } from './ThemeFrame.tsx';

export interface ThemeProviderProps {
  /** A firm theme from the server; omit for the default theme. */
  theme?: FirmTheme;
  children: ReactNode;
}

export function ThemeProvider({ theme, children }: ThemeProviderProps) {
  const { highlightColour, logoSrc, logoAlt, themeName } = theme ?? {};
  const resolved = useMemo(
    () =>
      highlightColour || logoSrc || logoAlt || themeName
        ? resolveTheme({ highlightColour, logoSrc, logoAlt, themeName })
        : defaultResolvedTheme,
    [highlightColour, logoSrc, logoAlt, themeName],
  );
  return <ThemeFrame resolved={resolved}>{children}</ThemeFrame>;
}
