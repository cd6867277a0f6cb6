export { vars } from './contract.css.ts';
export { defaultThemeClass, defaultHighlightColour, themeRoot } from './default.css.ts';
export { breakpoints, layout, media } from './layout.ts';
export {
  contrastRatio,
  readableTextColour,
  relativeLuminance,
  deriveHighlightColours,
  ensureContrast,
  parseHex,
  isHexColour,
  mix,
} from './colour.ts';
export type { HighlightColours, Rgb } from './colour.ts';
export { ThemeProvider, useTheme, resolveTheme } from './ThemeProvider.tsx';
export type { ThemeProviderProps, ResolvedTheme } from './ThemeProvider.tsx';
export { northgateTheme } from './themes.ts';
export type { FirmTheme } from './themes.ts';
export { defaultLogoSrc, defaultLogoAlt, northgateLogoSrc } from './logos.ts';
