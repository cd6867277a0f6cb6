/**
 * Layout tokens from the spec (§2 Navigation and header, §9). Plain constants so they can be used in
 * styles (media queries), in hooks (scroll threshold) and by the app (matchMedia) alike.
 */

/** Mobile up to 959 px, desktop from 960 px. */
export const breakpoints = {
  mobileMax: 959,
  desktopMin: 960,
} as const;

/** Media queries for the two layouts. */
export const media = {
  mobile: `screen and (max-width: ${breakpoints.mobileMax}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktopMin}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** The narrow layout turned sideways (a phone in landscape): the top bar never hides there on iOS. */
  landscapeNarrow: `screen and (orientation: landscape) and (max-width: ${breakpoints.mobileMax}px)`,
} as const;

export const layout = {
  /** Top bar height in px on each layout. */
  topBarHeight: { desktop: 116, mobile: 76 },
  /** Max width of the content area in px. */
  contentMaxWidth: 1400,
  /** The top bar hides after scrolling down past this many px. */
  scrollHideThreshold: 80,
  /** Height of the bottom navigation bar (mobile) in px. */
  bottomNavHeight: 64,
  /** Width of the side navigation (desktop) in px. */
  sideNavWidth: 200,
} as const;
