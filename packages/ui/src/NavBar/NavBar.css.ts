import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { media } from '../themes/layout.ts';
import { focusRing } from '../utils/focus-ring.css.ts';

/** Bottom bar below 960 px (a row), side bar from 960 px (a column). Position is the shell's job. */
export const nav = style({ height: '100%', background: vars.colour.surface });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  height: '100%',
  '@media': {
    [media.desktop]: { flexDirection: 'column', gap: vars.space.xs, padding: `${vars.space.lg} 0` },
  },
});

/**
 * Items share the bar by their content (not in equal fifths): at 390 px a fifth is narrower than
 * 'Transactions', which then broke as 'Transaction / s', while 'Home' left room to spare.
 */
export const item = style({ flex: '1 1 auto', minWidth: 0, '@media': { [media.desktop]: { flex: 'none' } } });

export const link = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  height: '100%',
  minHeight: 48,
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  color: vars.colour.textMuted,
  fontSize: '0.75rem',
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  textAlign: 'center',
  borderTop: '3px solid transparent',
  cursor: 'pointer',
  '@media': {
    [media.desktop]: {
      flexDirection: 'row',
      justifyContent: 'flex-start',
      gap: vars.space.md,
      padding: `${vars.space.md} ${vars.space.lg}`,
      fontSize: vars.font.sizeMd,
      textAlign: 'left',
      borderTop: 0,
      borderLeft: '4px solid transparent',
    },
  },
  selectors: {
    '&[data-hovered]': { color: vars.colour.text, background: vars.colour.highlightSubtle },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-current]': {
      color: vars.colour.text,
      fontWeight: vars.font.weightBold,
      background: vars.colour.highlightSubtle,
      borderColor: vars.colour.highlight,
    },
  },
});

export const iconWrap = style({ position: 'relative', display: 'inline-flex', lineHeight: 0 });

export const currentIcon = style({
  selectors: { '[data-current] &': { color: vars.colour.highlightText } },
});

export const badge = style({
  position: 'absolute',
  top: -6,
  right: -10,
  minWidth: 18,
  height: 18,
  padding: '0 4px',
  borderRadius: vars.radius.full,
  background: vars.colour.critical,
  color: '#ffffff',
  fontSize: '0.75rem',
  fontWeight: vars.font.weightBold,
  lineHeight: '18px',
  textAlign: 'center',
});

/**
 * A label never hides letters behind an ellipsis ('Documents' was cut at 390 px, every label at 200 %
 * text): it wraps, hyphenated where the browser can, and breaks anywhere as the last resort.
 */
export const label = style({ maxWidth: '100%', overflowWrap: 'anywhere', hyphens: 'auto' });

export const external = style({ display: 'none', '@media': { [media.desktop]: { display: 'inline-flex', marginLeft: 'auto' } } });
