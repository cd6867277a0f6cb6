/**
 * The themed frame: the element that carries the theme's class and style, and the context the logo and
 * the overlay primitives read (useTheme). It takes a theme already resolved (resolve-theme.ts), so a
 * page whose firm theme loads later ships none of the colour arithmetic in its first script;
 * ThemeProvider resolves a firm theme itself.
 */
import { createContext, useContext } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { defaultHighlightColour, defaultThemeClass, themeRoot } from './default.css.ts';
import { defaultLogoAlt, defaultLogoSrc } from './logos.ts';

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

export const themeRootClassName = `${defaultThemeClass} ${themeRoot}`;

export const defaultResolvedTheme: ResolvedTheme = {
  highlightColour: defaultHighlightColour,
  logoSrc: defaultLogoSrc,
  logoAlt: defaultLogoAlt,
  themeName: 'Default',
  isBranded: false,
  className: themeRootClassName,
  style: undefined,
};

const ThemeContext = createContext<ResolvedTheme>(defaultResolvedTheme);

export interface ThemeFrameProps {
  /** A resolved firm theme (resolveTheme); omit for the default theme. */
  resolved?: ResolvedTheme;
  children: ReactNode;
}

export function ThemeFrame({ resolved = defaultResolvedTheme, children }: ThemeFrameProps) {
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
