/**
 * The default (Harbour Wealth) theme's values, typed against the one contract. Kept as plain data,
 * one file per brand as Braid does, so the default theme class and any future compiled brand are
 * built from a token file; firm themes at runtime still override only the highlight colours.
 */
import { deriveHighlightColours, pageBackground } from '../colour.ts';
import type { vars } from '../contract.css.ts';
import { layout } from '../layout.ts';

/** Every leaf of the theme contract, as a CSS value. */
export type ThemeTokens = { [Group in keyof typeof vars]: { [Token in keyof (typeof vars)[Group]]: string } };

/** The default orange; dark text on it reaches 4.5:1. */
export const defaultHighlightColour = '#f78f21';

export const defaultTokens: ThemeTokens = {
  colour: {
    ...deriveHighlightColours(defaultHighlightColour),
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
  border: { fieldWidth: '1px', fieldWidthInvalid: '2px' },
  opacity: { disabled: '0.6' },
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
  size: {
    // 44 px is our choice (Apple/Material guidance); WCAG 2.2 SC 2.5.8 only requires 24 px.
    controlHeight: '44px',
    touchTarget: '44px',
    touchTargetMin: '24px',
  },
  layout: {
    topBarHeightDesktop: `${layout.topBarHeight.desktop}px`,
    topBarHeightMobile: `${layout.topBarHeight.mobile}px`,
    contentMaxWidth: `${layout.contentMaxWidth}px`,
    bottomNavHeight: `${layout.bottomNavHeight}px`,
    sideNavWidth: `${layout.sideNavWidth}px`,
  },
};
