/** The default (Harbour Wealth) theme: orange highlight #f78f21 with dark text on it for 4.5:1. */
import { createTheme, globalStyle, style } from '@vanilla-extract/css';
import { deriveHighlightColours, pageBackground } from './colour.ts';
import { vars } from './contract.css.ts';
import { layout } from './layout.ts';

export const defaultHighlightColour = '#f78f21';

const highlight = deriveHighlightColours(defaultHighlightColour);

export const defaultThemeClass = createTheme(vars, {
  colour: {
    ...highlight,
    text: '#1a1a1a',
    textMuted: '#555b62',
    background: pageBackground,
    surface: '#ffffff',
    border: '#d5d9de',
    borderStrong: '#6b7178',
    critical: '#b3261e',
    criticalBackground: '#fdecea',
    warning: '#7a4600',
    warningBackground: '#fff4e0',
    info: '#0b5394',
    infoBackground: '#e8f1fb',
    positive: '#1e6b34',
    positiveBackground: '#e8f5ec',
    negativeAmount: '#c2181b',
    overlay: 'rgba(0, 0, 0, 0.5)',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.25rem',
    sizeXl: '1.75rem',
    sizeHero: '2rem',
    weightRegular: '400',
    weightMedium: '500',
    weightBold: '700',
    lineHeight: '1.5',
  },
  shadow: {
    card: '0 1px 2px rgba(0, 0, 0, 0.08), 0 1px 3px rgba(0, 0, 0, 0.06)',
    drawer: '-4px 0 24px rgba(0, 0, 0, 0.2)',
  },
  layout: {
    topBarHeightDesktop: `${layout.topBarHeight.desktop}px`,
    topBarHeightMobile: `${layout.topBarHeight.mobile}px`,
    contentMaxWidth: `${layout.contentMaxWidth}px`,
    bottomNavHeight: `${layout.bottomNavHeight}px`,
    sideNavWidth: `${layout.sideNavWidth}px`,
  },
});

/** Base text styles on the element that carries the theme (and on portalled overlays). */
export const themeRoot = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.colour.text,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle(`${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, {
  boxSizing: 'border-box',
});
