import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { layout, media } from '../themes/layout.ts';
import { focusRing } from '../utils/focus-ring.css.ts';

export const shell = style({ minHeight: '100vh', background: vars.colour.background, color: vars.colour.text });

export const skipLink = style({
  position: 'fixed',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 300,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.colour.highlight,
  color: vars.colour.onHighlight,
  fontWeight: vars.font.weightBold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', ...focusRing } },
});

/** Only listens for focus: no box of its own, so the top bar's fixed layout is untouched. */
export const topBarFocusScope = style({ display: 'contents' });

export const navArea = style({
  position: 'fixed',
  zIndex: 90,
  left: 0,
  right: 0,
  bottom: 0,
  height: vars.layout.bottomNavHeight,
  borderTop: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
  '@media': {
    [media.desktop]: {
      right: 'auto',
      top: vars.layout.topBarHeightDesktop,
      width: vars.layout.sideNavWidth,
      height: 'auto',
      borderTop: 0,
      borderRight: `1px solid ${vars.colour.border}`,
      transition: 'top 200ms ease-out',
      selectors: { '[data-top-bar-hidden] &': { top: 0 } },
    },
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const body = style({
  paddingTop: vars.layout.topBarHeightMobile,
  selectors: { '[data-navigation] &': { paddingBottom: vars.layout.bottomNavHeight } },
  '@media': {
    [media.desktop]: {
      paddingTop: vars.layout.topBarHeightDesktop,
      selectors: { '[data-navigation] &': { paddingBottom: 0, paddingLeft: vars.layout.sideNavWidth } },
    },
  },
});

export const main = style({
  width: '100%',
  maxWidth: vars.layout.contentMaxWidth,
  margin: '0 auto',
  padding: vars.space.lg,
  outline: 'none',
  '@media': { [media.desktop]: { padding: vars.space.xl } },
});

/*
 * SC 2.4.11: a control scrolled to by the keyboard stops clear of the fixed bars. Plain px from the
 * layout constants because the theme's variables live below <html>; 8 px of air beyond each bar.
 */
globalStyle(`html:has(${shell})`, {
  scrollPaddingTop: layout.topBarHeight.mobile + 8,
  '@media': { [media.desktop]: { scrollPaddingTop: layout.topBarHeight.desktop + 8 } },
});
globalStyle(`html:has(${shell}[data-navigation])`, {
  scrollPaddingBottom: layout.bottomNavHeight + 8,
  '@media': { [media.desktop]: { scrollPaddingBottom: 8 } },
});
