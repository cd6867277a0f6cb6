/**
 * Applies the default theme and, for a firm, overrides the highlight-derived variables at runtime
 * (firm colours come from the server, so they cannot be compiled into a class).
 */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { createContext, useContext, useMemo } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { deriveHighlightColours, isHexColour } from './colour.ts';
import type { HighlightColours } from './colour.ts';
import { highlightContract } from './highlight-contract.css.ts';
import { defaultHighlightColour, defaultThemeClass, themeRoot } from './default.css.ts';
import { defaultLogoAlt, defaultLogoSrc } from './logos.ts';
import type { FirmTheme } from './themes.ts';

export interface ResolvedTheme {
  highlightColour: string;
  logoSrc: string;
  logoAlt: string;
  themeName: string;
  /** True when a firm theme with a valid highlight colour or logo is applied. */
  isBranded: boolean;
  /** Class and style that carry the theme; the overlay primitives (src/overlays) re-apply them on portalled layers. */
  className: string;
  style: CSSProperties | undefined;
}

const rootClassName = `${defaultThemeClass} ${themeRoot}`;

const defaultResolvedTheme: ResolvedTheme = {
  highlightColour: defaultHighlightColour,
  logoSrc: defaultLogoSrc,
  logoAlt: defaultLogoAlt,
  themeName: 'Default',
  isBranded: false,
  className: rootClassName,
  style: undefined,
};

const ThemeContext = createContext<ResolvedTheme>(defaultResolvedTheme);

function highlightVars(colours: HighlightColours): CSSProperties {
  return assignInlineVars({
    [highlightContract.highlight]: colours.highlight,
    [highlightContract.highlightHover]: colours.highlightHover,
    [highlightContract.onHighlight]: colours.onHighlight,
    [highlightContract.highlightText]: colours.highlightText,
    [highlightContract.highlightSubtle]: colours.highlightSubtle,
    [highlightContract.focusRing]: colours.focusRing,
  }) as CSSProperties;
}

export function resolveTheme(theme: FirmTheme | undefined): ResolvedTheme {
  if (!theme) return defaultResolvedTheme;
  const validColour = isHexColour(theme.highlightColour) ? theme.highlightColour : undefined;
  const colours = validColour ? deriveHighlightColours(validColour) : undefined;
  return {
    highlightColour: colours?.highlight ?? defaultHighlightColour,
    logoSrc: theme.logoSrc ?? defaultLogoSrc,
    logoAlt: theme.logoSrc ? (theme.logoAlt ?? theme.themeName ?? '') : (theme.logoAlt ?? defaultLogoAlt),
    themeName: theme.themeName ?? (colours || theme.logoSrc ? 'Firm' : 'Default'),
    isBranded: Boolean(colours || theme.logoSrc),
    className: rootClassName,
    style: colours ? highlightVars(colours) : undefined,
  };
}

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
  return (
    <ThemeContext.Provider value={resolved}>
      <div className={resolved.className} style={resolved.style} data-theme={resolved.themeName}>
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** The current theme: logo, highlight colour, and the class/style the overlay primitives re-apply in portals. */
export function useTheme(): ResolvedTheme {
  return useContext(ThemeContext);
}
