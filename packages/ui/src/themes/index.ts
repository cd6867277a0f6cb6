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
export { ThemeProvider } from './ThemeProvider.tsx';
export type { ThemeProviderProps } from './ThemeProvider.tsx';
export { ThemeFrame, useTheme } from './ThemeFrame.tsx';
export type { ThemeFrameProps, ResolvedTheme } from './ThemeFrame.tsx';
export { resolveTheme } from './resolve-theme.ts';
export { northgateTheme } from './themes.ts';
export type { FirmTheme } from './themes.ts';
export { defaultLogoSrc, defaultLogoAlt, northgateLogoSrc } from './logos.ts';
